import type { CartItem } from '@soul/contracts';

/** raw_prices carry 6 decimals for a 2-decimal currency (WooCommerce's rounding precision). */
export const RAW_PRECISION = 6;
const RAW_PER_CENT = 10 ** (RAW_PRECISION - 2);

const money = (cents: number) => String(cents);
const raw = (cents: number) => String(Math.round(cents * RAW_PER_CENT));

export interface LinePriceInput {
  /** The line before coupons, after its own discount (quantity, plan, bundle bulk), VAT included. */
  subtotalGross: number;
  quantity: number;
  /** The undiscounted catalogue unit price, VAT included. */
  regularUnitPrice: number;
  /** The catalogue's unit price (sale price when on sale), used while the line has no quantity. */
  catalogueUnitPrice: number;
}

/**
 * A cart line's `prices` as WooCommerce's dynamic-pricing extensions show a
 * discounted line: `price` and `sale_price` are the unit price after the
 * line's own discount, `regular_price` the undiscounted one, so a stock
 * client's "price × quantity" is the line before coupons. The discount is
 * rounded once on the whole line (line-pricing.ts), so when the line does not
 * divide evenly by the quantity the cents `price` is the nearest cent and
 * `raw_prices.price` (6 decimals) is the exact unit price: raw × quantity
 * rounds back to the line to the cent.
 */
export function linePrices(input: LinePriceInput): Pick<CartItem['prices'], 'price' | 'regular_price' | 'sale_price' | 'raw_prices'> {
  const unit = input.quantity > 0 ? input.subtotalGross / input.quantity : input.catalogueUnitPrice;
  const price = Math.round(unit);
  return {
    price: money(price),
    regular_price: money(input.regularUnitPrice),
    sale_price: money(price),
    raw_prices: { precision: RAW_PRECISION, price: raw(unit), regular_price: raw(input.regularUnitPrice), sale_price: raw(unit) },
  };
}
