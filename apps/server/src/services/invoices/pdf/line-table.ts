import type { InvoiceColumnHeadings, InvoiceDocument, InvoiceRow } from '../invoice-types.ts';
import { FONTS } from './fonts.ts';
import type { PageFlow } from './page-flow.ts';
import type { Pdf } from './pdfkit.ts';
import { drawLine, drawText, textHeight, type TextStyle } from './text.ts';
import { COLOURS, CONTENT_WIDTH, PAGE, SIZES } from './theme.ts';

/**
 * The line table: description (wrapped, with the SKU under it), quantity,
 * unit price, VAT rate, net, VAT, total. Rows never split; a row that does not
 * fit goes to the next page, under the column headings again.
 */

type ColumnKey = keyof InvoiceColumnHeadings;
interface Column {
  key: ColumnKey;
  x: number;
  width: number;
  align: 'left' | 'right';
}

const CELL_PADDING_X = 5;
const CELL_PADDING_Y = 5;
const CHILD_INDENT = 12;
const NUMBER_WIDTHS: [Exclude<ColumnKey, 'description'>, number][] = [
  ['quantity', 36],
  ['unitPrice', 64],
  ['vatRate', 42],
  ['net', 64],
  ['vat', 56],
  ['total', 68],
];

const COLUMNS: Column[] = (() => {
  const descriptionWidth = CONTENT_WIDTH - NUMBER_WIDTHS.reduce((sum, [, width]) => sum + width, 0);
  const columns: Column[] = [{ key: 'description', x: PAGE.marginX, width: descriptionWidth, align: 'left' }];
  let x = PAGE.marginX + descriptionWidth;
  for (const [key, width] of NUMBER_WIDTHS) {
    columns.push({ key, x, width, align: 'right' });
    x += width;
  }
  return columns;
})();

const HEADING: TextStyle = { font: FONTS.bold, size: SIZES.tableHeader, color: COLOURS.white };
const CELL: TextStyle = { font: FONTS.regular, size: SIZES.table, color: COLOURS.ink };
const DETAIL: TextStyle = { font: FONTS.regular, size: SIZES.detail, color: COLOURS.muted };

export function drawLineTable(doc: Pdf, invoice: InvoiceDocument, flow: PageFlow): void {
  const headerHeight = measureHeader(doc, invoice.columns);
  const [first] = invoice.rows;
  // The headings never stand alone at the foot of a page.
  flow.ensureRoom(headerHeight + (first ? rowHeight(doc, first) : 0));
  flow.y = drawHeader(doc, invoice.columns, flow.y, headerHeight);

  for (const row of invoice.rows) {
    const height = rowHeight(doc, row);
    if (flow.ensureRoom(height)) flow.y = drawHeader(doc, invoice.columns, flow.y, headerHeight);
    drawRow(doc, row, flow.y, height);
    flow.y += height;
  }
}

function innerWidth(column: Column): number {
  return column.width - 2 * CELL_PADDING_X;
}

function measureHeader(doc: Pdf, headings: InvoiceColumnHeadings): number {
  const tallest = Math.max(...COLUMNS.map((column) => textHeight(doc, headings[column.key], HEADING, innerWidth(column))));
  return tallest + 2 * CELL_PADDING_Y + 1;
}

function drawHeader(doc: Pdf, headings: InvoiceColumnHeadings, y: number, height: number): number {
  doc.rect(PAGE.marginX, y, CONTENT_WIDTH, height).fill(COLOURS.brand);
  for (const column of COLUMNS) {
    drawText(doc, headings[column.key], column.x + CELL_PADDING_X, y + CELL_PADDING_Y + 0.5, HEADING, innerWidth(column), column.align);
  }
  return y + height;
}

const DESCRIPTION = COLUMNS[0] as Column;

function descriptionStyle(row: InvoiceRow): TextStyle {
  if (row.kind === 'bundle') return { ...CELL, font: FONTS.bold };
  if (row.kind === 'discount') return { ...CELL, color: COLOURS.discount };
  return CELL;
}

function descriptionWidth(row: InvoiceRow): number {
  return innerWidth(DESCRIPTION) - row.depth * CHILD_INDENT;
}

function rowHeight(doc: Pdf, row: InvoiceRow): number {
  const width = descriptionWidth(row);
  const description = textHeight(doc, row.description, descriptionStyle(row), width);
  const detail = row.detail ? 1.5 + textHeight(doc, row.detail, DETAIL, width) : 0;
  return description + detail + 2 * CELL_PADDING_Y;
}

function drawRow(doc: Pdf, row: InvoiceRow, y: number, height: number): void {
  const x = DESCRIPTION.x + CELL_PADDING_X + row.depth * CHILD_INDENT;
  if (row.depth > 0) doc.rect(x - CHILD_INDENT + 2, y + 3, 1.5, height - 6).fill(COLOURS.brandLine);
  const width = descriptionWidth(row);
  const descriptionHeight = drawText(doc, row.description, x, y + CELL_PADDING_Y, descriptionStyle(row), width);
  if (row.detail) drawText(doc, row.detail, x, y + CELL_PADDING_Y + descriptionHeight + 1.5, DETAIL, width);

  const cells: Record<Exclude<ColumnKey, 'description'>, string> = {
    quantity: row.quantity,
    unitPrice: row.amounts?.unitPrice?.text ?? '',
    vatRate: row.vatRate,
    net: row.amounts?.net.text ?? '',
    vat: row.amounts?.vat.text ?? '',
    total: row.amounts?.gross.text ?? '',
  };
  const style = row.kind === 'discount' ? { ...CELL, color: COLOURS.discount } : CELL;
  for (const column of COLUMNS) {
    if (column.key === 'description') continue;
    const text = cells[column.key];
    if (text)
      drawLine(
        doc,
        text,
        column.x + CELL_PADDING_X,
        y + CELL_PADDING_Y,
        column.key === 'total' ? { ...style, font: FONTS.bold } : style,
        innerWidth(column),
        'right',
      );
  }
  doc.rect(PAGE.marginX, y + height - 0.5, CONTENT_WIDTH, 0.5).fill(COLOURS.line);
}
