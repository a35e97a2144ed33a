import { message, REVIEW_PHOTO_MAX_BYTES } from '@soul/contracts';
import type { FastifyRequest } from 'fastify';
import { readMultipartForm } from '../http/multipart-fields.ts';
import { fail } from '../http/problem-error.ts';
import { REVIEW_PHOTO_FIELD } from '../http/review-form.ts';
import { isUnstorableText } from '../plugins/input-guard.ts';

/**
 * A review form sent as multipart (the widget's FormData), for every way a
 * review comes in: its fields and the photo's bytes. The input guard only
 * sees parsed bodies, so text PostgreSQL cannot store is refused here, as
 * the guard would: 400 naming the field.
 */
export async function readReviewUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const form = await readMultipartForm(request, REVIEW_PHOTO_FIELD, REVIEW_PHOTO_MAX_BYTES, 'reviewMediaTooLarge');
  for (const [name, value] of Object.entries(form.fields)) {
    if (isUnstorableText(name) || isUnstorableText(value)) {
      const param = isUnstorableText(name) ? 'request' : name;
      fail('invalidParam', { params: param }, { data: { params: { [param]: message('errors.invalidCharacters', { param }) } } });
    }
  }
  return form;
}
