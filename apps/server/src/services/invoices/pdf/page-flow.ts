import type { Pdf } from './pdfkit.ts';
import { PAGE } from './theme.ts';

/** Every page: A4 and no margins (the layout places everything itself). */
export const PAGE_OPTIONS = { size: 'A4', margin: 0 } as const;

/**
 * Where the next block goes, and the page break: a block that does not fit
 * above the footer starts a new page, which opens with the invoice's slim
 * continuation header.
 */
export interface PageFlow {
  y: number;
  /** Starts a new page when `height` does not fit on this one; true when it did. */
  ensureRoom(height: number): boolean;
}

export function pageFlow(doc: Pdf, startY: number, openContinuationPage: () => number): PageFlow {
  const flow: PageFlow = {
    y: startY,
    ensureRoom(height) {
      if (flow.y + height <= PAGE.contentBottom) return false;
      doc.addPage(PAGE_OPTIONS);
      flow.y = openContinuationPage();
      return true;
    },
  };
  return flow;
}
