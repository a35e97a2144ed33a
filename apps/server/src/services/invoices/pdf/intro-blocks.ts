import type { InvoiceDocument, InvoiceField, InvoiceParty } from '../invoice-types.ts';

/** What the opening blocks read of a document (an invoice, or a packing slip). */
type IntroDocument = Pick<InvoiceDocument, 'locale' | 'facts' | 'seller' | 'buyer'>;
import { FONTS } from './fonts.ts';
import type { Pdf } from './pdfkit.ts';
import { drawText, textHeight, type TextStyle } from './text.ts';
import { COLOURS, CONTENT_WIDTH, PAGE, SIZES } from './theme.ts';

/**
 * The first page's opening blocks, under the band: the facts strip (number,
 * dates, order, payment method) and the seller and buyer side by side.
 */

const LABEL: TextStyle = { font: FONTS.bold, size: SIZES.label, color: COLOURS.muted, spacing: 0.6 };
const FACT_VALUE: TextStyle = { font: FONTS.bold, size: SIZES.body, color: COLOURS.ink };

/** Small upper-case labels read as labels, above their values. */
function labelText(text: string, invoice: IntroDocument): string {
  return text.toLocaleUpperCase(invoice.locale);
}

/** Draws the facts strip from `y`; returns the y under it. */
export function drawFacts(doc: Pdf, invoice: IntroDocument, y: number): number {
  const padding = 12;
  const gap = 14;
  const labels = invoice.facts.map((fact) => labelText(fact.label, invoice));
  const widths = factColumnWidths(doc, invoice.facts, labels, CONTENT_WIDTH - 2 * padding - (invoice.facts.length - 1) * gap);
  const labelHeight = Math.max(0, ...labels.map((label, index) => textHeight(doc, label, LABEL, widths[index] ?? 0)));
  const valueHeight = Math.max(0, ...invoice.facts.map((fact, index) => textHeight(doc, fact.value, FACT_VALUE, widths[index] ?? 0)));
  const height = padding + labelHeight + 4 + valueHeight + padding;

  doc.roundedRect(PAGE.marginX, y, CONTENT_WIDTH, height, 4).fill(COLOURS.brandSoft);
  let x = PAGE.marginX + padding;
  invoice.facts.forEach((fact, index) => {
    const width = widths[index] ?? 0;
    drawText(doc, labels[index] ?? '', x, y + padding, LABEL, width);
    drawText(doc, fact.value, x, y + padding + labelHeight + 4, FACT_VALUE, width);
    x += width + gap;
  });
  return y + height;
}

/**
 * Each fact's column as wide as its value (and the longest word of its label)
 * needs, the space left shared out evenly; when they need more than there
 * is, in proportion (and they wrap). Sized by the values so a short number
 * does not take the room a payment method's name needs.
 */
function factColumnWidths(doc: Pdf, facts: InvoiceField[], labels: string[], available: number): number[] {
  const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/).map((word) => textWidth(doc, word, LABEL)));
  const natural = facts.map((fact, index) => Math.max(longestWord(labels[index] ?? ''), textWidth(doc, fact.value, FACT_VALUE)));
  const needed = natural.reduce((sum, width) => sum + width, 0);
  if (needed <= available) return natural.map((width) => width + (available - needed) / natural.length);
  return natural.map((width) => (width / needed) * available);
}

function textWidth(doc: Pdf, text: string, style: TextStyle): number {
  doc.font(style.font).fontSize(style.size);
  // A hair wider than measured: pdfkit wraps a line that fills its width exactly.
  return doc.widthOfString(text, { characterSpacing: style.spacing ?? 0 }) + 1;
}

/** Draws seller (left) and buyer (right) from `y`; returns the y under the taller. */
export function drawParties(doc: Pdf, invoice: IntroDocument, y: number): number {
  const gap = 28;
  const width = (CONTENT_WIDTH - gap) / 2;
  const sellerBottom = drawParty(doc, invoice, invoice.seller, PAGE.marginX, y, width);
  const buyerBottom = drawParty(doc, invoice, invoice.buyer, PAGE.marginX + width + gap, y, width);
  return Math.max(sellerBottom, buyerBottom);
}

function drawParty(doc: Pdf, invoice: IntroDocument, party: InvoiceParty, x: number, top: number, width: number): number {
  let y = top;
  y += drawText(doc, labelText(party.heading, invoice), x, y, { ...LABEL, color: COLOURS.brand }, width) + 3;
  doc.rect(x, y, width, 0.8).fill(COLOURS.brandLine);
  y += 7;
  y += drawText(doc, party.name, x, y, { font: FONTS.bold, size: SIZES.partyName, color: COLOURS.ink }, width) + 2;
  for (const line of party.lines)
    y += drawText(doc, line, x, y, { font: FONTS.regular, size: SIZES.party, color: COLOURS.inkSoft }, width) + 1;
  if (party.fields.length > 0) y += 5;
  for (const field of party.fields) y += drawField(doc, field, x, y, width) + 1.5;
  return y;
}

/** "Label: value" on one wrapped line, the label muted. */
function drawField(doc: Pdf, field: InvoiceField, x: number, y: number, width: number): number {
  const label = `${field.label}: `;
  const height = textHeight(doc, label + field.value, { font: FONTS.regular, size: SIZES.party, color: COLOURS.muted }, width);
  doc.text(label, x, y, { width, continued: true });
  doc.font(FONTS.regular).fillColor(COLOURS.ink).text(field.value);
  return height;
}
