import { message, REVIEW_VIDEO_MAX_BYTES, type Language } from '@soul/contracts';
import type { FastifyRequest } from 'fastify';
import { readMultipartForm, type UploadedFile } from '../http/multipart-fields.ts';
import { fail, failWith } from '../http/problem-error.ts';
import { REVIEW_PHOTO_FIELD, reviewFieldsOf, reviewSubmitted } from '../http/review-form.ts';
import type { AppServices } from '../services/app-services.ts';
import { isUnstorableText } from '../plugins/input-guard.ts';

/**
 * A review form sent as multipart (the widget's FormData), for every way a
 * review comes in: its fields and the photo's bytes. The input guard only
 * sees parsed bodies, so text PostgreSQL cannot store is refused here, as
 * the guard would: 400 naming the field.
 */
export async function readReviewUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const form = await readMultipartForm(request, REVIEW_PHOTO_FIELD, REVIEW_VIDEO_MAX_BYTES, 'reviewVideoTooLarge');
  for (const [name, value] of Object.entries(form.fields)) {
    if (isUnstorableText(name) || isUnstorableText(value)) {
      const param = isUnstorableText(name) ? 'request' : name;
      fail('invalidParam', { params: param }, { data: { params: { [param]: message('errors.invalidCharacters', { param }) } } });
    }
  }
  return form;
}

/** A review post as it arrives by any way in: multipart (with its photo or video) or parsed fields. */
export async function readReviewPost(request: FastifyRequest): Promise<{ fields: unknown; file: UploadedFile | null }> {
  return request.isMultipart() ? await readReviewUpload(request) : { fields: request.body, file: null };
}

/**
 * Submits a review from any of the three ways in (soul/v1/reviews, the
 * comment endpoint, admin-ajax) with the visitor's account, language and
 * address, and answers the submission response; a refusal throws its problem.
 */
export async function submitReviewPost(
  services: AppServices,
  request: FastifyRequest,
  ctx: { language: Language; siteUrl: string },
  form: { fields: unknown; file: UploadedFile | null },
) {
  const submitted = await services.reviews.submit(
    reviewFieldsOf(form.fields),
    { userId: request.visitor.userId, language: ctx.language, ip: request.ip },
    form.file,
  );
  if (!submitted.ok) failWith(submitted.problem);
  return reviewSubmitted(submitted.value.review, submitted.value.product, ctx.siteUrl);
}
