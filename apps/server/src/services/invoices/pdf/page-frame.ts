import type { InvoiceDocument } from '../invoice-types.ts';

/** What the frame reads of a document (an invoice, or a packing slip that has no prices). */
export type FramedDocument = Pick<InvoiceDocument, 'seller' | 'website' | 'title' | 'number' | 'footer'>;
import { FONTS } from './fonts.ts';
import type { Pdf } from './pdfkit.ts';
import { drawLine, drawText } from './text.ts';
import { COLOURS, CONTENT_RIGHT, CONTENT_WIDTH, PAGE, SIZES } from './theme.ts';

/**
 * What frames the content of each page: the brand band with the title on an
 * invoice's first page, a slim band with title and number on the pages its
 * table continues on, and the footer with the page number.
 */

const BAND_HEIGHT = 92;
const ACCENT_HEIGHT = 3;
const SLIM_BAND_HEIGHT = 6;

/** Draws the first page's band; returns where the content starts. */
export function drawFirstPageHeader(doc: Pdf, invoice: FramedDocument): number {
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(COLOURS.brand);
  doc.rect(0, BAND_HEIGHT, PAGE.width, ACCENT_HEIGHT).fill(COLOURS.accent);

  const half = CONTENT_WIDTH / 2 - 8;
  drawText(doc, invoice.seller.name, PAGE.marginX, 30, { font: FONTS.bold, size: SIZES.wordmark, color: COLOURS.white }, half);
  if (invoice.website)
    drawLine(doc, invoice.website, PAGE.marginX, 56, { font: FONTS.regular, size: SIZES.party, color: COLOURS.brandOnDark }, half);

  const right = CONTENT_RIGHT - half;
  drawLine(doc, invoice.title, right, 28, { font: FONTS.bold, size: SIZES.title, color: COLOURS.white }, half, 'right');
  drawLine(doc, invoice.number, right, 56, { font: FONTS.regular, size: SIZES.number, color: COLOURS.brandOnDark }, half, 'right');
  return BAND_HEIGHT + ACCENT_HEIGHT + 22;
}

/** Draws a continuation page's header; returns where the content starts. */
export function drawContinuationHeader(doc: Pdf, invoice: FramedDocument): number {
  doc.rect(0, 0, PAGE.width, SLIM_BAND_HEIGHT).fill(COLOURS.brand);
  const half = CONTENT_WIDTH / 2;
  drawLine(doc, invoice.seller.name, PAGE.marginX, 26, { font: FONTS.bold, size: SIZES.body, color: COLOURS.brand }, half);
  drawLine(
    doc,
    `${invoice.title} ${invoice.number}`,
    PAGE.marginX + half,
    26,
    { font: FONTS.regular, size: SIZES.body, color: COLOURS.muted },
    half,
    'right',
  );
  return PAGE.continuationTop;
}

/** The footer of one page of an invoice: seller, website and e-mail; "Page 2 of 3". */
export function drawFooter(doc: Pdf, invoice: FramedDocument, page: number, pages: number): void {
  doc.rect(PAGE.marginX, PAGE.footerRuleY, CONTENT_WIDTH, 0.6).fill(COLOURS.brandLine);
  const y = PAGE.footerRuleY + 10;
  const style = { font: FONTS.regular, size: SIZES.footer, color: COLOURS.muted } as const;
  const pageWidth = 110;
  drawLine(doc, invoice.footer.parts.join('  ·  '), PAGE.marginX, y, style, CONTENT_WIDTH - pageWidth - 12);
  drawLine(doc, invoice.footer.pageLabel(page, pages), CONTENT_RIGHT - pageWidth, y, style, pageWidth, 'right');
}
