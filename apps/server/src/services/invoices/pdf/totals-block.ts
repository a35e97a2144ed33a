import type { InvoiceDocument, InvoiceTotalLine } from '../invoice-types.ts';
import { FONTS } from './fonts.ts';
import type { PageFlow } from './page-flow.ts';
import type { Pdf } from './pdfkit.ts';
import { drawLine, drawText, textHeight, type TextStyle } from './text.ts';
import { COLOURS, CONTENT_RIGHT, CONTENT_WIDTH, PAGE, SIZES } from './theme.ts';

/**
 * Under the table: the totals on the right (net, VAT per rate, the amount to
 * pay on the brand colour), and on the left the customer's note and the
 * closing line. The block is never split across pages.
 */

const GAP_ABOVE = 16;
const TOTALS_WIDTH = 250;
const COLUMN_GAP = 24;
const LEFT_WIDTH = CONTENT_WIDTH - TOTALS_WIDTH - COLUMN_GAP;
const AMOUNT_WIDTH = 92;
const ROW_PADDING_Y = 4;
const GRAND_PADDING_Y = 8;
const PADDING_X = 8;

const LABEL: TextStyle = { font: FONTS.regular, size: SIZES.total, color: COLOURS.inkSoft };
const AMOUNT: TextStyle = { font: FONTS.regular, size: SIZES.total, color: COLOURS.ink };
const GRAND_LABEL: TextStyle = { font: FONTS.bold, size: SIZES.total + 0.5, color: COLOURS.white };
const GRAND_AMOUNT: TextStyle = { font: FONTS.bold, size: SIZES.grandTotal, color: COLOURS.white };
const NOTE_HEADING: TextStyle = { font: FONTS.bold, size: SIZES.label, color: COLOURS.brand, spacing: 0.6 };
const NOTE: TextStyle = { font: FONTS.regular, size: SIZES.party, color: COLOURS.inkSoft };
const CLOSING: TextStyle = { font: FONTS.bold, size: SIZES.body, color: COLOURS.brand };

export function drawTotalsBlock(doc: Pdf, invoice: InvoiceDocument, flow: PageFlow): void {
  const totalsHeight = invoice.totals.lines.reduce((sum, line) => sum + lineHeight(doc, line), 0);
  const height = Math.max(totalsHeight, leftColumn(doc, invoice, 0, false));
  flow.ensureRoom(GAP_ABOVE + height);
  const top = flow.y + GAP_ABOVE;

  let y = top;
  for (const line of invoice.totals.lines) y += drawTotalLine(doc, line, y);
  const leftBottom = leftColumn(doc, invoice, top, true);
  flow.y = Math.max(y, leftBottom);
}

const LABEL_WIDTH = TOTALS_WIDTH - AMOUNT_WIDTH - 2 * PADDING_X;
/** The amount to pay stands a little apart from the rows above it. */
const GRAND_GAP = 4;

/** The line's height, including the gap above the amount to pay. */
function lineHeight(doc: Pdf, line: InvoiceTotalLine): number {
  if (line.grand) return GRAND_GAP + textHeight(doc, line.label, GRAND_LABEL, LABEL_WIDTH) + 2 * GRAND_PADDING_Y;
  return textHeight(doc, line.label, LABEL, LABEL_WIDTH) + 2 * ROW_PADDING_Y;
}

function drawTotalLine(doc: Pdf, line: InvoiceTotalLine, y: number): number {
  const x = CONTENT_RIGHT - TOTALS_WIDTH;
  const height = lineHeight(doc, line);
  const amountX = CONTENT_RIGHT - PADDING_X - AMOUNT_WIDTH;
  if (line.grand) {
    const top = y + GRAND_GAP;
    doc.roundedRect(x, top, TOTALS_WIDTH, height - GRAND_GAP, 3).fill(COLOURS.brand);
    drawText(doc, line.label, x + PADDING_X, top + GRAND_PADDING_Y + 1, GRAND_LABEL, LABEL_WIDTH);
    drawLine(doc, line.amount.text, amountX, top + GRAND_PADDING_Y, GRAND_AMOUNT, AMOUNT_WIDTH, 'right');
  } else {
    drawText(doc, line.label, x + PADDING_X, y + ROW_PADDING_Y, LABEL, LABEL_WIDTH);
    drawLine(doc, line.amount.text, amountX, y + ROW_PADDING_Y, AMOUNT, AMOUNT_WIDTH, 'right');
    doc.rect(x, y + height - 0.5, TOTALS_WIDTH, 0.5).fill(COLOURS.line);
  }
  return height;
}

/** A note (up to 2000 characters, any number of line breaks) never runs past one page. */
const NOTE_MAX_HEIGHT = (PAGE.contentBottom - PAGE.continuationTop) * 0.75;

/** The note (when shown) and the closing line; measures only, or draws too. Returns the bottom. */
function leftColumn(doc: Pdf, invoice: InvoiceDocument, top: number, draw: boolean): number {
  const x = PAGE.marginX;
  const place = (text: string, style: TextStyle, y: number, maxHeight = Infinity) =>
    draw ? drawText(doc, text, x, y, style, LEFT_WIDTH, 'left', maxHeight) : textHeight(doc, text, style, LEFT_WIDTH, maxHeight);
  let y = top;
  if (invoice.note) {
    y += place(invoice.note.heading.toLocaleUpperCase(invoice.locale), NOTE_HEADING, y) + 4;
    y += place(invoice.note.text, NOTE, y, NOTE_MAX_HEIGHT) + 14;
  }
  y += place(invoice.closing, CLOSING, y);
  return y;
}
