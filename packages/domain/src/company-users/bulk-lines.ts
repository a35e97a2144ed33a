import { BULK_ORDER_LIMITS } from '@soul/contracts';

export interface BulkLine {
  sku: string;
  quantity: number;
}

export type BulkLineProblem = 'sku_missing' | 'quantity_invalid' | 'quantity_too_large';

/**
 * A line's SKU and quantity as the form or CSV gave them, checked: a SKU,
 * a whole quantity from 1 to 999 (account §9). Null problem means fine.
 */
export function checkBulkLine(sku: string, quantity: number | string): { line: BulkLine; problem: BulkLineProblem | null } {
  const cleanSku = sku.trim();
  const raw = typeof quantity === 'number' ? String(quantity) : quantity.trim();
  const amount = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  const line = { sku: cleanSku, quantity: Number.isFinite(amount) ? amount : 0 };
  if (!cleanSku) return { line, problem: 'sku_missing' };
  if (!Number.isInteger(amount) || amount < BULK_ORDER_LIMITS.minQuantity) return { line, problem: 'quantity_invalid' };
  if (amount > BULK_ORDER_LIMITS.maxQuantity) return { line, problem: 'quantity_too_large' };
  return { line, problem: null };
}

/**
 * Pasted text or a CSV file as lines: one line per row, the SKU and the
 * quantity separated by a comma, semicolon, tab or spaces (what a
 * spreadsheet copies or exports); a header row ("sku,quantity") and blank
 * rows are skipped; a missing quantity is 1.
 */
export function parseBulkText(text: string): { sku: string; quantity: string }[] {
  const rows: { sku: string; quantity: string }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const row = raw.trim();
    if (!row) continue;
    const [sku = '', quantity = '1'] = row
      .split(/[,;\t]|\s+/)
      .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'))
      .filter((cell) => cell !== '');
    if (rows.length === 0 && /^(sku|prekės kodas|kodas)$/i.test(sku)) continue;
    rows.push({ sku, quantity });
  }
  return rows;
}
