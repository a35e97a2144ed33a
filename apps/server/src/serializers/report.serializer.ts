import type { AccountReport } from '@soul/contracts';
import type { SpendingAnswer } from '../services/reports/report.service.ts';

export function serializeReport(report: SpendingAnswer): AccountReport {
  return {
    from: report.from,
    to: report.to,
    currency: report.currency,
    total: report.total,
    orders: report.orders,
    by_month: report.byMonth,
    by_product: report.byProduct.map((p) => ({ product_id: p.productId, name: p.name, quantity: p.quantity, total: p.total })),
    by_staff: report.staff ? report.byUser.map((u) => ({ user_id: u.userId, name: u.name, orders: u.orders, total: u.total })) : null,
  };
}

/** A CSV cell: quoted when it holds a separator, quote or line break; a leading =, +, - or @ is defused (spreadsheet formulas). */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The report as one CSV file: a section per table, amounts in euros with a
 * dot (spreadsheets read them as numbers), headings in the reader's language.
 */
export function reportCsv(report: AccountReport, t: (key: string) => string): string {
  const lines: (string | number)[][] = [[t('reports.csv.period'), report.from, report.to], []];
  lines.push([t('reports.csv.month'), t('reports.csv.orders'), t('reports.csv.total')]);
  for (const m of report.by_month) lines.push([m.month, m.orders, euros(m.total)]);
  lines.push([], [t('reports.csv.product'), t('reports.csv.quantity'), t('reports.csv.total')]);
  for (const p of report.by_product) lines.push([p.name, p.quantity, euros(p.total)]);
  if (report.by_staff) {
    lines.push([], [t('reports.csv.staff'), t('reports.csv.orders'), t('reports.csv.total')]);
    for (const s of report.by_staff) lines.push([s.name, s.orders, euros(s.total)]);
  }
  return `\uFEFF${lines.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
