import type { Cart, CartItem } from '@soul/contracts';
import { parseMinorUnits } from '@soul/domain/catalogue/index';
import type { Currency } from '../../catalogue/money.ts';

/**
 * What the drawer shows of a cart, straight from the server's strings. The
 * only arithmetic is adding an amount to its own VAT (prices display VAT
 * included): line = line_total + line_total_tax, subtotal = total_items +
 * total_items_tax, discount = total_discount + total_discount_tax.
 */
const withTax = (amount: string, tax: string | null | undefined) => parseMinorUnits(amount) + parseMinorUnits(tax ?? '0');

export function cartCurrency(cart: Cart): Currency {
  return { code: cart.totals.currency_code, minorUnit: cart.totals.currency_minor_unit };
}

/**
 * What a line shows: its amount before coupons (VAT included), as WooCommerce's
 * cart shows `line_subtotal`. Coupons are one Discount row under the lines, so
 * lines plus Discount add up to the Total without counting a coupon twice.
 */
export function lineTotal(line: CartItem): number {
  return withTax(line.totals.line_subtotal, line.totals.line_subtotal_tax);
}

/**
 * The line before its own discounts (quantity, plan, bundle, sale), when it
 * was higher: the regular unit price × quantity, read from WooCommerce's
 * `prices` (`price` is the discounted unit price, `regular_price` the
 * undiscounted one), so any Store API cart shows its discount the same way.
 */
export function lineRegularTotal(line: CartItem): number | null {
  const regular = parseMinorUnits(line.prices.regular_price) * line.quantity;
  return regular > lineTotal(line) ? regular : null;
}

/**
 * What a bundle costs in the cart: its own line plus its children's lines
 * (the server prices the items on the children; the bundle line carries its
 * base, often 0). A sum of server amounts, like the subtotal.
 */
export function bundleTotal(bundle: CartItem, children: readonly CartItem[]): number {
  return children.reduce((sum, child) => sum + lineTotal(child), lineTotal(bundle));
}

export interface CartTotalsView {
  subtotal: number;
  discount: number;
  fees: Array<{ key: string; name: string; amount: number }>;
  shipping: number | null;
  total: number;
  tax: number;
}

export function totalsOf(cart: Cart): CartTotalsView {
  const totals = cart.totals;
  return {
    subtotal: withTax(totals.total_items, totals.total_items_tax),
    discount: withTax(totals.total_discount, totals.total_discount_tax),
    fees: cart.fees.map((fee) => ({ key: fee.key, name: fee.name, amount: withTax(fee.totals.total, fee.totals.total_tax) })),
    shipping: totals.total_shipping === null ? null : withTax(totals.total_shipping, totals.total_shipping_tax),
    total: parseMinorUnits(totals.total_price),
    tax: parseMinorUnits(totals.total_tax),
  };
}

export function isBundledChild(line: CartItem): boolean {
  return line.extensions.bundles.bundled_by !== null;
}

export function isBundle(line: CartItem): boolean {
  return line.extensions.bundles.bundled_items.length > 0;
}

/** The lines shown at the top level: everything except bundled children (they sit under their bundle). */
export function topLevelLines(cart: Cart): CartItem[] {
  return cart.items.filter((line) => !isBundledChild(line));
}

export function bundleChildren(cart: Cart, bundle: CartItem): CartItem[] {
  const keys = new Set(bundle.extensions.bundles.bundled_items);
  return cart.items.filter((line) => keys.has(line.key) || line.extensions.bundles.bundled_by === bundle.key);
}

/** A one-time purchase line: no plan, no bundle, no promotion (only these get the quantity discount). */
export function isOneTimeLine(line: CartItem): boolean {
  return (
    line.extensions.subscriptions === null &&
    !isBundle(line) &&
    !isBundledChild(line) &&
    line.type !== 'bundle' &&
    line.extensions.soul.line_discount?.kind !== 'promo' &&
    line.quantity_limits.editable
  );
}

/** Storefront §1: 10% for 2 items, 15% for 3 or more. */
export const QUANTITY_DISCOUNT_PERCENT: Readonly<Record<number, number>> = { 2: 10, 3: 15 };

export interface QuantityUpsell {
  line: CartItem;
  /** The discount the line reaches with one more. */
  percent: number;
}

/** For each one-time line with quantity 1 or 2: "Add one more, save 10 % / 15 %". */
export function quantityUpsells(cart: Cart): QuantityUpsell[] {
  return cart.items.flatMap((line) => {
    if (!isOneTimeLine(line) || (line.quantity !== 1 && line.quantity !== 2)) return [];
    const next = line.quantity + 1;
    const percent = QUANTITY_DISCOUNT_PERCENT[next];
    if (!percent || next > line.quantity_limits.maximum) return [];
    const stock = line.extensions.soul.stock_quantity;
    if (stock !== null && stock > 0 && next > stock) return [];
    return [{ line, percent }];
  });
}

/** The upsell product ids of the lines, without products already in the cart (first 6). */
export function upsellIdsOf(cart: Cart, limit = 6): number[] {
  const inCart = new Set(cart.items.flatMap((line) => [line.id, line.extensions.soul.product_id, line.extensions.soul.parent_id]));
  const ids: number[] = [];
  for (const line of cart.items) {
    for (const id of line.extensions.upsell_ids) {
      if (!inCart.has(id) && !ids.includes(id)) ids.push(id);
    }
  }
  return ids.slice(0, limit);
}
