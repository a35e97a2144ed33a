import { INVOICE_EXPORT_MAX_DAYS } from '@soul/contracts';

/** The export panel's default period: the last 30 days up to today. */
export const DEFAULT_EXPORT_DAYS = 30;

/** A local calendar day as YYYY-MM-DD (the date input's value). */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function defaultExportRange(today: Date = new Date()): { dateFrom: string; dateTo: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - DEFAULT_EXPORT_DAYS);
  return { dateFrom: isoDay(from), dateTo: isoDay(today) };
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

/** What is wrong with a period, if anything (contracts' invoiceExportQuerySchema rules). */
export function rangeProblem(dateFrom: string, dateTo: string): RangeProblem | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(dateFrom) || !day.test(dateTo)) return 'missing';
  if (dateFrom > dateTo) return 'order';
  const days = (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / 86_400_000;
  return days >= INVOICE_EXPORT_MAX_DAYS ? 'tooLong' : null;
}

/** Saves a blob under a file name (object URL + a temporary <a download>). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
