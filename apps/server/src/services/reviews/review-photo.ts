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

export async function removeReviewPhoto(photo: ReviewAttachmentRef, storage: MediaStorage): Promise<void> {
  await Promise.all(photo.widths.map((w) => storage.remove(fileName(photo.fileKey, w))));
}
