import type { StoredOrder } from '../orders/stored-order.ts';

/** VAT at one rate: the taxable amount (after discounts) and its tax, cents. */
export interface VatAtRate {
  rate: number;
  base: number;
  vat: number;
}

/** The VAT rate a net amount and its tax were split at (whole percent); null for a zero amount. */
export function vatRateOf(netCents: number, taxCents: number): number | null {
  if (netCents === 0) return null;
  return Math.round((taxCents * 100) / netCents);
}

/**
 * Taxable amount and tax per rate, ascending by rate, from each line's
 * amounts after coupons and the delivery's: the figures the order's total
 * tax was summed from. Rates with nothing on them are left out.
 */
export function vatBreakdown(order: Pick<StoredOrder, 'lines' | 'shippingTotal' | 'shippingTax'>): VatAtRate[] {
  const byRate = new Map<number, { base: number; vat: number }>();
  const add = (rate: number | null, base: number, vat: number) => {
    if (rate === null || (base === 0 && vat === 0)) return;
    const entry = byRate.get(rate) ?? { base: 0, vat: 0 };
    byRate.set(rate, { base: entry.base + base, vat: entry.vat + vat });
  };
  for (const line of order.lines) add(line.taxRatePercent, line.total, line.totalTax);
  add(vatRateOf(order.shippingTotal, order.shippingTax), order.shippingTotal, order.shippingTax);
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, entry]) => ({ rate, ...entry }));
}
