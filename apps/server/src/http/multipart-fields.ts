import type { FastifyRequest } from 'fastify';
import { fail } from './problem-error.ts';

/**
 * A multipart form (a widget's FormData): its text fields and the bytes of
 * the one file part named `fileField` (other file parts are drained
 * unread). A file over `maxBytes` stops the request with `tooLarge`'s
 * problem; a malformed upload is the client's 400, never a 500.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
  tooLarge: Parameters<typeof fail>[0],
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fields: 20, parts: 21, fileSize: maxBytes } })) {
      if (part.type === 'field') fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      else if (part.fieldname === fileField && file === null) file = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') fail(tooLarge);
    fail('invalidRequest');
  }
  return { fields, file: file && file.length > 0 ? file : null };
}
