import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Pdf } from './pdfkit.ts';

/**
 * DejaVu Sans, embedded (subset) in every invoice: the PDF standard fonts
 * have no Lithuanian letters (ą č ę ė į š ų ū ž) nor „“, and DejaVu has them
 * all, and €. The files come from the dejavu-fonts-ttf package, found through
 * module resolution (never an absolute path), and are read once per process.
 */
export const FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;
export type FontName = (typeof FONTS)[keyof typeof FONTS];

export interface FontFiles {
  regular: Buffer;
  bold: Buffer;
}

let loading: Promise<FontFiles> | null = null;

export function loadInvoiceFonts(): Promise<FontFiles> {
  loading ??= readFonts().catch((error: unknown) => {
    // A failed read (a missing package) is retried by the next invoice rather than cached.
    loading = null;
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<FontFiles> {
  const packageJson = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json');
  const directory = path.join(path.dirname(packageJson), 'ttf');
  const [regular, bold] = await Promise.all([
    readFile(path.join(directory, 'DejaVuSans.ttf')),
    readFile(path.join(directory, 'DejaVuSans-Bold.ttf')),
  ]);
  return { regular, bold };
}

export function registerInvoiceFonts(doc: Pdf, files: FontFiles): void {
  doc.registerFont(FONTS.regular, files.regular);
  doc.registerFont(FONTS.bold, files.bold);
}
