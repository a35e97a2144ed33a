import { isoDay } from '../invoices/export-range.ts';

/**
 * The days a next renewal may be moved to: from tomorrow to six months
 * ahead (the server checks again; these only bound the calendar). A month
 * end stays in its month (31 Aug + 6 months → 28/29 Feb).
 */
export function renewalDateBounds(today: Date): { min: string; max: string } {
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const lastOfTarget = new Date(today.getFullYear(), today.getMonth() + 7, 0).getDate();
  const max = new Date(today.getFullYear(), today.getMonth() + 6, Math.min(today.getDate(), lastOfTarget));
  return { min: isoDay(tomorrow), max: isoDay(max) };
}

/** Whether `value` is a YYYY-MM-DD day within the bounds. */
export function withinBounds(value: string, bounds: { min: string; max: string }): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= bounds.min && value <= bounds.max;
}
