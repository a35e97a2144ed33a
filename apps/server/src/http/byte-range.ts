import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `Range: bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes: the inclusive range, 'unsatisfiable', or null for the whole file. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges (or another unit) are answered with the whole file, as HTTP allows.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a stored file's bytes, answering a Range request with 206 (or 416),
 * so a video player can seek without fetching the whole file. Headers the
 * caller sets (type, caching, disposition) stay.
 */
export function sendRanged(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { size: number; read: (start: number, end: number) => AsyncIterable<Uint8Array> },
) {
  reply.header('Accept-Ranges', 'bytes');
  if (file.size === 0) return reply.header('Content-Length', '0').send('');
  const range = byteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${file.size}`).send('');
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  if (range) reply.status(206).header('Content-Range', `bytes ${start}-${end}/${file.size}`);
  return reply.header('Content-Length', String(end - start + 1)).send(Readable.from(file.read(start, end)));
}
