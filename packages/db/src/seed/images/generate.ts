import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { demoMedia, type DemoMedia } from '../media.ts';
import { IMAGE_WIDTHS, imageFileName } from '@soul/domain/products/image-sizes';
import { buildProductSvg } from './svg.ts';
import { canRenderText } from './text-support.ts';

/** Images rendered at the same time; sharp itself is multi-threaded. */
const PARALLEL = 4;
const WEBP_QUALITY = 82;
/** libwebp effort 2 of 6: the default (4) costs ~2× the CPU for flat illustrations that are already small (~11 KB a file). */
const WEBP_EFFORT = 2;

/**
 * Renders every demo image to `${outDir}/${fileKey}-${width}.webp` for each
 * width in IMAGE_WIDTHS. Idempotent: files that exist are kept, so a restart
 * only renders what is missing.
 */
export async function generateProductImages(outDir: string): Promise<void> {
  await renderMediaFiles(demoMedia(), outDir);
}

/**
 * Renders the given media entries' missing files. Each file is written under
 * a temporary name and renamed, so an interrupted run never leaves a
 * half-written image that a later run would keep, and two instances can run
 * this at once.
 */
export async function renderMediaFiles(entries: readonly DemoMedia[], outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const missing = entries
    .map((entry) => ({ entry, widths: IMAGE_WIDTHS.filter((w) => !existsSync(path.join(outDir, imageFileName(entry.fileKey, w)))) }))
    .filter((job) => job.widths.length > 0);
  if (missing.length === 0) return;

  // Loaded on demand: the native module is only needed when images are missing.
  const { default: sharp } = await import('sharp');
  const withText = await canRenderText(sharp);

  const render = async ({ entry, widths }: { entry: DemoMedia; widths: readonly number[] }): Promise<void> => {
    const svg = buildProductSvg({ ...entry.art, withText });
    // Rasterise once at full size, then scale down for each width.
    const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const width of widths) {
      const target = path.join(outDir, imageFileName(entry.fileKey, width));
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
          .resize(width, width)
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
          .toFile(temporary);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    }
  };

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < missing.length) {
      const job = missing[next++];
      if (job) await render(job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, missing.length) }, worker));
}
