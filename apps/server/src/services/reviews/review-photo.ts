import { randomBytes } from 'node:crypto';
import { problem, REVIEW_PHOTO_MAX_BYTES } from '@soul/contracts';
import type { MediaStorage } from '@soul/domain/media/media-storage-port';
import type { ReviewAttachmentRef } from '@soul/domain/reviews/review';
import sharp from 'sharp';
import type { Answer } from '../answer.ts';

/** Storefront §5: JPEG, PNG and GIF, told by their content (sharp reads the bytes), never by the file's name or type. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'gif']);
/** The sizes a review photo is served in: the widget's thumbnail, its card, and the enlarged view. */
export const REVIEW_PHOTO_WIDTHS = [320, 640, 1280] as const;
const MAX_PIXELS = 50_000_000;

const fileName = (key: string, width: number) => `${key}-${width}.webp`;

/**
 * A review photo, checked and stored: at most 5 MB, a JPEG, PNG or GIF by
 * its content; only its pixels are kept (turned upright, re-encoded as WebP
 * in each width up to its own, no metadata: no location, no camera, nothing
 * executable). The key is random, so a pending review's photo cannot be
 * found by guessing.
 */
export async function storeReviewPhoto(bytes: Buffer, storage: MediaStorage): Promise<Answer<ReviewAttachmentRef>> {
  if (bytes.length > REVIEW_PHOTO_MAX_BYTES) return { ok: false, problem: problem('reviewMediaTooLarge') };
  let width: number | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.format || !PHOTO_FORMATS.has(meta.format)) return { ok: false, problem: problem('reviewMediaRefused') };
    // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
    width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch {
    return { ok: false, problem: problem('reviewMediaRefused') };
  }
  const own = width ?? REVIEW_PHOTO_WIDTHS[0];
  const widths = REVIEW_PHOTO_WIDTHS.filter((w, i) => i === 0 || w <= own);
  const key = `review-${randomBytes(16).toString('hex')}`;
  try {
    for (const w of widths) {
      const encoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await storage.save(fileName(key, w), encoded, 'image/webp');
    }
  } catch {
    await removeReviewPhoto({ type: 'photo', fileKey: key, widths }, storage);
    return { ok: false, problem: problem('reviewMediaRefused') };
  }
  return { ok: true, value: { type: 'photo', fileKey: key, widths } };
}

/** Removes an attachment's files: a photo's sizes, or the video's one file. */
export async function removeReviewPhoto(attachment: ReviewAttachmentRef, storage: MediaStorage): Promise<void> {
  if (attachment.type === 'video') return storage.remove(attachment.fileKey);
  await Promise.all(attachment.widths.map((w) => storage.remove(fileName(attachment.fileKey, w))));
}

/** The file names review media are stored under, and the attachment key each belongs to. */
const PHOTO_FILE = /^(review-[0-9a-f]{32})-(\d{2,4})\.webp$/;
const VIDEO_FILE = /^review-[0-9a-f]{32}\.(?:mp4|mov|avi)$/;

/** The attachment key a served file name belongs to (a photo's size or a video); null for any other name. */
export function attachmentKeyOf(name: string): string | null {
  const photo = PHOTO_FILE.exec(name);
  if (photo) return photo[1] ?? null;
  return VIDEO_FILE.test(name) ? name : null;
}
