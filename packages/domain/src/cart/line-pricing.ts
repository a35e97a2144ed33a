import { percentOf } from '../money/percent.ts';
import type { PricedLine, PricingLine } from './pricing-types.ts';
import { assertCents, assertPercent, assertTaxRate } from './assert.ts';
import { quantityDiscountPercent } from './quantity-discount.ts';

/**
 * A line's own discount, before any coupon (DESIGN §5): each line kind has
 * exactly one discount of its own, and only one-time lines get the quantity
 * discount (subscriptions have their plan, bundles their bulk discount,
 * promotions their promo rate; stacking the quantity discount on top would
 * discount the same jar twice).
 */
export type LineDiscount = NonNullable<PricedLine['lineDiscount']>;

export interface LineDiscountRule {
  kind: LineDiscount['kind'];
  percent: number;
}

/** Which discount a line gets and at what percent; null for a bundle's own line. */
export function lineDiscountRule(line: PricingLine): LineDiscountRule | null {
  switch (line.kind) {
    case 'one_time':
      return { kind: 'quantity', percent: quantityDiscountPercent(line.quantity) };
    case 'subscription':
      return { kind: 'subscription', percent: line.subscriptionDiscountPercent ?? 0 };
    case 'bundled_item':
      return { kind: 'bundle', percent: line.bulkDiscountPercent ?? 0 };
    case 'promo':
      return { kind: 'promo', percent: line.promoDiscountPercent ?? 0 };
    case 'bundle':
      // The bundle's own line carries its base price (usually 0); its items carry the discount.
      return null;
  }
}

export interface LinePrice {
  lineDiscount: LineDiscount | null;
  /** unitPrice × quantity less the line's own discount, VAT included: what coupons work on. */
  subtotalGross: number;
  regularLineTotal: number;
}

/**
 * Prices one line. The percent is taken off the whole line amount
 * (unitPrice × quantity) and rounded once, half up (applyPercentOff's rule),
 * rather than per unit: per-unit rounding would drift by up to a cent per unit.
 */
export function priceLine(line: PricingLine): LinePrice {
  assertPricingLine(line);
  const amount = line.unitPrice * line.quantity;
  const regularLineTotal = line.regularUnitPrice * line.quantity;
  const rule = lineDiscountRule(line);
  if (!rule || rule.percent === 0) return { lineDiscount: null, subtotalGross: amount, regularLineTotal };
  const off = percentOf(amount, rule.percent);
  return {
    lineDiscount: { kind: rule.kind, percent: rule.percent, amount: off },
    subtotalGross: amount - off,
    regularLineTotal,
  };
}

/** Throws RangeError on a line no catalogue could produce (see assert.ts). */
export function assertPricingLine(line: PricingLine): void {
  const where = `pricing line ${line.key}`;
  assertCents(line.unitPrice, `${where}: unitPrice`);
  assertCents(line.regularUnitPrice, `${where}: regularUnitPrice`);
  if (!Number.isInteger(line.quantity) || line.quantity < 0)
    throw new RangeError(`${where}: quantity must be an integer ≥ 0, got ${line.quantity}`);
  for (const [name, value] of [
    ['subscriptionDiscountPercent', line.subscriptionDiscountPercent],
    ['bulkDiscountPercent', line.bulkDiscountPercent],
    ['promoDiscountPercent', line.promoDiscountPercent],
  ] as const) {
    if (value !== undefined) assertPercent(value, `${where}: ${name}`);
  }
  assertTaxRate(line.taxRatePercent, `${where}: taxRatePercent`);
}
