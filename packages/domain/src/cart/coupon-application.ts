import { percentOf } from '../money/percent.ts';
import { prorate } from '../money/prorate.ts';
import type { PricingCoupon, PricingLine } from './pricing-types.ts';

/** A line as coupons see it: the line itself and its amount after its own discount (VAT incl.). */
export interface CouponTarget {
  line: PricingLine;
  subtotalGross: number;
}

/** One coupon's discount on each line, VAT included, index-aligned with the targets. */
export interface CouponLineDiscounts {
  coupon: PricingCoupon;
  discounts: number[];
}

export interface AppliedCoupons {
  /** In the order the coupons were given (the order the shopper applied them). */
  coupons: CouponLineDiscounts[];
  /** Each line's amount after every coupon, VAT included; never below 0. */
  lineTotalsGross: number[];
}

/**
 * The order coupon kinds are applied in, WooCommerce's default
 * (WC_Cart_Totals sorts fixed_product 1, percent 2, fixed_cart 3):
 *  - fixed_product first: "2 € off each jar" is a promise about the unit
 *    price, so it must not shrink because a percent coupon ran before it;
 *  - percent next, on what is left, so two coupons never discount the same
 *    cent twice and the result does not depend on the order they were added;
 *  - fixed_cart last: a fixed amount off the cart is worth exactly that
 *    amount (unless the cart is smaller), so it goes after the percentages,
 *    which would otherwise shrink it.
 * Coupons of the same kind keep the order they were applied in.
 */
export const COUPON_APPLICATION_ORDER: readonly PricingCoupon['discountType'][] = ['fixed_product', 'percent', 'fixed_cart'];

/**
 * Extension point for coupon restrictions (products, categories, exclude-sale
 * items …). None exist yet, so every line qualifies; when they arrive, decide
 * here from `coupon` and `line.productId` / `line.parentProductId`, and every
 * coupon kind (and fixed_cart's spread) follows automatically.
 */
export function couponAppliesToLine(_coupon: PricingCoupon, _line: PricingLine): boolean {
  return true;
}

/**
 * Applies the coupons to the lines: each coupon works on what is left of each
 * line after the coupons before it (in COUPON_APPLICATION_ORDER), and no line
 * ever goes below 0. Validity is not checked here (see validateCoupon).
 */
export function applyCoupons(targets: readonly CouponTarget[], coupons: readonly PricingCoupon[]): AppliedCoupons {
  const remaining = targets.map((target) => target.subtotalGross);
  const discounts = new Map<number, number[]>();
  const order = coupons
    .map((coupon, index) => ({ coupon, index }))
    .sort(
      (a, b) =>
        COUPON_APPLICATION_ORDER.indexOf(a.coupon.discountType) - COUPON_APPLICATION_ORDER.indexOf(b.coupon.discountType) ||
        a.index - b.index,
    );
  for (const { coupon, index } of order) {
    const off = couponDiscounts(coupon, targets, remaining);
    off.forEach((amount, line) => {
      remaining[line] = (remaining[line] ?? 0) - amount;
    });
    discounts.set(index, off);
  }
  return {
    coupons: coupons.map((coupon, index) => ({ coupon, discounts: discounts.get(index) ?? targets.map(() => 0) })),
    lineTotalsGross: remaining,
  };
}

/** One coupon's discount on each line, given what is left of each line; each part ≤ what is left. */
export function couponDiscounts(coupon: PricingCoupon, targets: readonly CouponTarget[], remaining: readonly number[]): number[] {
  const eligible = targets.map((target) => couponAppliesToLine(coupon, target.line));
  const left = remaining.map((amount, line) => (eligible[line] ? amount : 0));
  switch (coupon.discountType) {
    case 'percent':
      // Rounded half up per line; ≤ 100 % of a line can never exceed it, the min is belt and braces.
      return left.map((amount) => Math.min(amount, percentOf(amount, coupon.amount)));
    case 'fixed_product':
      // `amount` off each unit, but never more than the line has left.
      return left.map((amount, line) => Math.min(amount, (targets[line]?.line.quantity ?? 0) * coupon.amount));
    case 'fixed_cart': {
      // Capped at what the cart has left, then spread by what each line has left, so the
      // parts sum exactly to the coupon and no line gets more than it has (share ≤ weight).
      const total = Math.min(
        coupon.amount,
        left.reduce((sum, amount) => sum + amount, 0),
      );
      return total === 0 ? left.map(() => 0) : prorate(total, left);
    }
  }
}
