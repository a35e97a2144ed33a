import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { productDownloads } from '../schema/downloads.ts';
import { DEMO } from './fixtures.ts';

/** The demo digital products' files: what each delivers, how often and for how long (README "Digital purchases"). */
export const DEMO_DOWNLOADS: (typeof productDownloads.$inferInsert)[] = [
  {
    productId: DEMO.products.digitalGuide,
    name: 'Gut Health Guide',
    fileName: 'gut-health-guide.pdf',
    kind: 'file',
    contentType: 'application/pdf',
    storageKey: 'gut-health-guide.pdf',
    downloadLimit: 5,
    accessDays: 365,
  },
  {
    productId: DEMO.products.digitalCourse,
    name: 'Morning Energy Video Course',
    fileName: 'morning-energy-course.mp4',
    kind: 'video',
    contentType: 'video/mp4',
    storageKey: 'morning-energy-course.mp4',
    downloadLimit: null,
    accessDays: 90,
  },
];

const SOURCE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'downloads');

/** Copies the demo files into the shop's downloads folder (never served as static files: only signed links read them). */
export async function copyDemoDownloads(downloadsDir: string): Promise<void> {
  await mkdir(downloadsDir, { recursive: true });
  for (const download of DEMO_DOWNLOADS)
    await copyFile(path.join(SOURCE_DIR, download.storageKey), path.join(downloadsDir, download.storageKey));
}
