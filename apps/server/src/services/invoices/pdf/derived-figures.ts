import type { StoredOrderLine } from '@soul/domain/orders/stored-order';

/**
 * The two figures an invoice row shows that the order does not store: the
 * unit price and (for orders read without it) the VAT rate. Both are for
 * reading only; no sum on the invoice is made from them, so a rounded unit
 * price can never make the totals drift.
 */

/** Net unit price in cents, rounded half away from zero with integer arithmetic. */
export function unitPriceOf(netCents: number, quantity: number): number {
  if (quantity <= 0) return netCents;
  const sign = netCents < 0 ? -1 : 1;
  const magnitude = Math.abs(netCents);
  return sign * Math.floor((2 * magnitude + quantity) / (2 * quantity));
}

/**
 * The whole-percent VAT rate a net amount and its tax were split at. The tax
 * was rounded to the cent from the gross, so tax/net is the rate within a
 * fraction of a percent for any real price; null when the amount is zero
 * (a free line says nothing about its rate).
 */
export function vatRateOf(netCents: number, taxCents: number): number | null {
  if (netCents === 0) return null;
  return Math.round((taxCents * 100) / netCents);
}

/** The VAT rate a line was priced at, as stored with it (never worked back from rounded amounts). */
export function lineVatRate(line: StoredOrderLine): number {
  return line.taxRatePercent;
}
