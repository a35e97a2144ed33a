import { assertCents, assertTaxRate } from './assert.ts';
import { applyCoupons } from './coupon-application.ts';
import { assertPricingCoupon, validateCoupon } from './coupon-validation.ts';
import { priceLine } from './line-pricing.ts';
import { pointsCoupon, pointsToSpend } from '../points/points-discount.ts';
import type {
  CouponProblem,
  PricedCart,
  PricedCoupon,
  PricedLine,
  PricedTotals,
  PricingCoupon,
  PricingLine,
  ShippingInput,
} from './pricing-types.ts';
import { couponDiscountTaxes, lineTaxes, splitIncludedTax, taxLinesByRate } from './tax.ts';

export interface PriceCartInput {
  lines: readonly PricingLine[];
  /** The coupons in the cart, in the order they were applied. */
  coupons: readonly PricingCoupon[];
  /** The selected shipping rate; null while shipping is not calculated. */
  shipping: ShippingInput | null;
  now: Date;
  /** Points the server granted this cart (checked against the balance when asked for); 0 or absent for none. */
  points?: number;
}

/**
 * Prices a cart. Pure and deterministic: the same input always gives the same
 * cents. Steps:
 *  1. each line's own discount (line-pricing.ts);
 *  2. re-validate the applied coupons in order, each against those kept
 *     before it: one that no longer passes (expired, minimum spend no longer
 *     met after a quantity change …) is dropped into `removedCoupons`;
 *  3. apply the kept coupons (coupon-application.ts), then the points as a
 *     fixed cart discount after them, capped by the goods left in whole euros
 *     (points/points-discount.ts), so their VAT splits exactly as a coupon's;
 *  4. split VAT out of every gross amount (tax.ts);
 *  5. totals, which always satisfy
 *     totalPrice = totalItems + totalItemsTax − totalDiscount − totalDiscountTax
 *                  + totalShipping + totalShippingTax.
 */
export function priceCart(input: PriceCartInput): PricedCart {
  const lines = input.lines.map((line) => ({ line, price: priceLine(line) }));
  const itemsSubtotalGross = sum(lines.map(({ price }) => price.subtotalGross));

  const kept: PricingCoupon[] = [];
  const removedCoupons: { code: string; problem: CouponProblem }[] = [];
  for (const coupon of input.coupons) {
    assertPricingCoupon(coupon);
    const problem = validateCoupon(coupon, {
      now: input.now,
      itemsSubtotalGross,
      appliedCodes: kept.map((c) => c.code),
      appliedCoupons: kept,
    });
    if (problem) removedCoupons.push({ code: coupon.code, problem });
    else kept.push(coupon);
  }

  const targets = lines.map(({ line, price }) => ({ line, subtotalGross: price.subtotalGross }));
  const withoutPoints = applyCoupons(targets, kept);
  const pointsSpent = pointsToSpend(input.points ?? 0, sum(withoutPoints.lineTotalsGross));
  const applied = pointsSpent > 0 ? applyCoupons(targets, [...kept, pointsCoupon(pointsSpent)]) : withoutPoints;

  const pricedLines: PricedLine[] = lines.map(({ line, price }, index) => {
    const totalGross = applied.lineTotalsGross[index] ?? price.subtotalGross;
    return {
      key: line.key,
      unitPrice: line.unitPrice,
      regularUnitPrice: line.regularUnitPrice,
      lineDiscount: price.lineDiscount,
      subtotalGross: price.subtotalGross,
      totalGross,
      ...lineTaxes(price.subtotalGross, totalGross, line.taxRatePercent),
      regularLineTotal: price.regularLineTotal,
    };
  });

  const discountTaxes = couponDiscountTaxes(
    applied.coupons.map(({ discounts }) => discounts),
    pricedLines.map((line) => line.lineSubtotalTax - line.lineTotalTax),
  );
  const pricedCoupons: PricedCoupon[] = applied.coupons.map(({ coupon, discounts }, index) => {
    const tax = discountTaxes[index] ?? 0;
    return { code: coupon.code, discountType: coupon.discountType, totalDiscount: sum(discounts) - tax, totalDiscountTax: tax };
  });

  return {
    lines: pricedLines,
    coupons: pricedCoupons,
    totals: cartTotals(input.lines, pricedLines, pricedCoupons, input.shipping),
    removedCoupons,
    pointsSpent,
  };
}

function cartTotals(
  lines: readonly PricingLine[],
  priced: readonly PricedLine[],
  coupons: readonly PricedCoupon[],
  shipping: ShippingInput | null,
): PricedTotals {
  if (shipping) {
    assertCents(shipping.price, 'shipping price');
    assertTaxRate(shipping.taxRatePercent, 'shipping taxRatePercent');
  }
  const shippingSplit = shipping ? splitIncludedTax(shipping.price, shipping.taxRatePercent) : null;
  const linesTotalTax = sum(priced.map((line) => line.lineTotalTax));
  const taxEntries = priced.map((line, index) => ({ ratePercent: lines[index]?.taxRatePercent ?? 0, amount: line.lineTotalTax }));
  if (shipping && shippingSplit) taxEntries.push({ ratePercent: shipping.taxRatePercent, amount: shippingSplit.tax });
  return {
    totalItems: sum(priced.map((line) => line.lineSubtotal)),
    totalItemsTax: sum(priced.map((line) => line.lineSubtotalTax)),
    totalFees: 0,
    totalFeesTax: 0,
    totalDiscount: sum(coupons.map((coupon) => coupon.totalDiscount)),
    totalDiscountTax: sum(coupons.map((coupon) => coupon.totalDiscountTax)),
    totalShipping: shippingSplit ? shippingSplit.net : null,
    totalShippingTax: shippingSplit ? shippingSplit.tax : null,
    totalPrice: sum(priced.map((line) => line.totalGross)) + (shipping ? shipping.price : 0),
    totalTax: linesTotalTax + (shippingSplit ? shippingSplit.tax : 0),
    taxLines: taxLinesByRate(taxEntries),
  };
}

/** The items total after coupons, VAT included: what the free-shipping threshold is checked against. */
export function itemsTotalGross(cart: Pick<PricedCart, 'lines'>): number {
  return sum(cart.lines.map((line) => line.totalGross));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
