import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { problem, REVIEW_VIDEO_MAX_BYTES } from '@soul/contracts';
import type { MediaStorage } from '@soul/domain/media/media-storage-port';
import type { ReviewAttachmentRef } from '@soul/domain/reviews/review';
import type { Answer } from '../answer.ts';

/** A video container the shop accepts, told from the file's first bytes. */
export interface VideoKind {
  extension: 'mp4' | 'mov' | 'avi';
  contentType: 'video/mp4' | 'video/quicktime' | 'video/x-msvideo';
}

/**
 * ISO base media brands of video files (MP4, M4V, QuickTime, 3GP): the
 * `ftyp` box alone also starts HEIF/AVIF images and M4A audio, which are
 * not videos, so only these brands count.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'MSNV',
  'dash',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'f4v ',
]);
/** Atoms an old QuickTime file (no `ftyp`) starts with. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * Storefront §5's videos (H.264 in MP4/MOV, MPEG-4, AVI) by their
 * container's signature, never by the name or the type the client gave.
 * The codec inside is not decoded (no ffmpeg on the server): a file with a
 * video container is stored as it came and played by the browser.
 */
export function videoKindOf(head: Uint8Array): VideoKind | null {
  const ascii = (from: number, to: number) => Buffer.from(head.subarray(from, to)).toString('latin1');
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ') return { extension: 'avi', contentType: 'video/x-msvideo' };
  if (head.length < 12) return null;
  const box = ascii(4, 8);
  if (box === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'qt  ') return { extension: 'mov', contentType: 'video/quicktime' };
    return MP4_BRANDS.has(brand) ? { extension: 'mp4', contentType: 'video/mp4' } : null;
  }
  return QUICKTIME_ATOMS.has(box) ? { extension: 'mov', contentType: 'video/quicktime' } : null;
}

/** A file's first bytes (enough for every signature above). */
export async function headOf(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A review video, stored as it came (streamed from the upload's temporary
 * file to the media storage, never whole in memory) under a random name, so
 * a pending review's video cannot be found by guessing.
 */
export async function storeReviewVideo(
  upload: { path: string; size: number },
  kind: VideoKind,
  storage: MediaStorage,
): Promise<Answer<ReviewAttachmentRef>> {
  if (upload.size > REVIEW_VIDEO_MAX_BYTES) return { ok: false, problem: problem('reviewVideoTooLarge') };
  const fileKey = `review-${randomBytes(16).toString('hex')}.${kind.extension}`;
  await storage.saveStream(fileKey, createReadStream(upload.path), kind.contentType);
  return { ok: true, value: { type: 'video', fileKey, widths: [] } };
}
