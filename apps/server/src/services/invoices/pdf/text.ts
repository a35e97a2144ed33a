import type { FontName } from './fonts.ts';
import type { Pdf } from './pdfkit.ts';

/**
 * Text drawing with explicit positions. The renderer lays out everything
 * itself (pages have no margins), so pdfkit never breaks a page on its own:
 * a wrapped block is measured first and placed where it fits.
 */
export interface TextStyle {
  font: FontName;
  size: number;
  color: string;
  /** Letter spacing, for the small upper-case labels. */
  spacing?: number;
}

function apply(doc: Pdf, style: TextStyle): void {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
}

/** The height of `text` wrapped to `width` (at most `maxHeight`). */
export function textHeight(doc: Pdf, text: string, style: TextStyle, width: number, maxHeight = Infinity): number {
  apply(doc, style);
  return Math.min(maxHeight, doc.heightOfString(text, { width, characterSpacing: style.spacing ?? 0 }));
}

/**
 * Draws `text` wrapped to `width` from (x, y); returns its height. Text taller
 * than `maxHeight` is cut there with an ellipsis (pdfkit would otherwise run
 * it past the page's foot).
 */
export function drawText(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  width: number,
  align: 'left' | 'right' | 'center' = 'left',
  maxHeight = Infinity,
): number {
  const height = textHeight(doc, text, style, width, maxHeight);
  const clip = Number.isFinite(maxHeight) ? { height: maxHeight, ellipsis: true } : {};
  doc.text(text, x, y, { width, align, characterSpacing: style.spacing ?? 0, ...clip });
  return height;
}

/**
 * One line that must not wrap (an amount, a page number): drawn at the style's
 * size when it fits `width`, a little smaller when it does not, so a large
 * amount stays whole and inside its column. Aligned by position, not by
 * pdfkit's wrapper, so nothing can push it onto a second line.
 */
export function drawLine(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  width: number,
  align: 'left' | 'right' = 'left',
): void {
  const MIN_SIZE = 5;
  let size = style.size;
  apply(doc, style);
  let textWidth = doc.widthOfString(text, { characterSpacing: style.spacing ?? 0 });
  while (textWidth > width && size > MIN_SIZE) {
    size = Math.max(MIN_SIZE, size - 0.25);
    doc.fontSize(size);
    textWidth = doc.widthOfString(text, { characterSpacing: style.spacing ?? 0 });
  }
  // A smaller size sits on the same baseline as its neighbours.
  const baselineShift = (style.size - size) * 0.8;
  const left = align === 'right' ? x + width - textWidth : x;
  doc.text(text, left, y + baselineShift, { lineBreak: false, characterSpacing: style.spacing ?? 0 });
}
