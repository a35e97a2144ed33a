import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fail } from './problem-error.ts';

/**
 * An uploaded file part, written to a temporary file while it arrived (a
 * 250 MB video is never held in memory). `dispose` removes it; the caller
 * does so once the file is stored or refused.
 */
export interface UploadedFile {
  path: string;
  size: number;
  /** What the client says it is: only ever used to word a refusal, never to accept a file. */
  mimetype: string;
  dispose(): Promise<void>;
}

/** The temporary files a request's uploads were written to, removed when its answer is sent (`disposeUploads`). */
const pending = new WeakMap<FastifyRequest, UploadedFile>();

/** Removes the request's temporary upload, if any: the app calls it when a request ends, answered or aborted. */
export async function disposeUploads(request: FastifyRequest): Promise<void> {
  const file = pending.get(request);
  pending.delete(request);
  await file?.dispose();
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'path' in value && 'dispose' in value && 'size' in value;
}

/**
 * A multipart form (a widget's FormData): its text fields and the one file
 * part named `fileField`, streamed to a temporary file (other file parts
 * are drained unread). A file over `maxBytes` stops the request with
 * `tooLarge`'s problem (its partial file removed); a malformed upload is the
 * client's 400, never a 500.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
  tooLarge: Parameters<typeof fail>[0],
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fields: 20, parts: 21, fileSize: maxBytes } })) {
      if (part.type === 'field') fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      else if (part.fieldname === fileField && file === null) {
        const target = path.join(tmpdir(), `soul-upload-${randomBytes(12).toString('hex')}`);
        const upload: UploadedFile = { path: target, size: 0, mimetype: part.mimetype, dispose: () => rm(target, { force: true }) };
        file = upload;
        pending.set(request, upload);
        part.file.on('data', (chunk: Buffer) => {
          upload.size += chunk.length;
        });
        await pipeline(part.file, createWriteStream(target));
      } else part.file.resume();
    }
  } catch (error) {
    await file?.dispose();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') fail(tooLarge);
    fail('invalidRequest');
  }
  if (file && file.size === 0) {
    await file.dispose();
    return { fields, file: null };
  }
  return { fields, file };
}
