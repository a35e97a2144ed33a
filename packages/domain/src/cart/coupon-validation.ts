import { assertCents, assertPercent } from './assert.ts';
import type { CouponProblem, PricingCoupon } from './pricing-types.ts';

/**
 * Whether a coupon may be applied to (or stay in) the cart. Problems are
 * returned as codes, never thrown: they are the shopper's situation, not bugs.
 * The HTTP layer maps a code to WooCommerce's `woocommerce_rest_cart_coupon_error`
 * and the i18n catalog's wording.
 */
export interface CouponValidationContext {
  now: Date;
  /** The items subtotal after the lines' own discounts, before coupons, VAT included. */
  itemsSubtotalGross: number;
  /** Codes already in the cart. */
  appliedCodes: readonly string[];
  /** The coupons already in the cart (for their individual-use flag). */
  appliedCoupons: readonly PricingCoupon[];
}

/**
 * Coupon codes are case-insensitive, as in WooCommerce (`wc_format_coupon_code`
 * lower-cases them); surrounding spaces from a pasted code do not count either.
 */
export function normalizeCouponCode(code: string): string {
  return code.trim().toLowerCase();
}

/**
 * The first problem of a coupon, checked in this order: not_found, disabled,
 * expired, usage_limit_reached, minimum_spend_not_met, already_applied,
 * individual_use_only; null when it can be applied.
 */
export function validateCoupon(coupon: PricingCoupon | undefined, context: CouponValidationContext): CouponProblem | null {
  if (!coupon) return 'not_found';
  if (!coupon.enabled) return 'disabled';
  // Expires AT the instant: a coupon "valid until 12:00" no longer works at 12:00.
  if (coupon.expiresAt !== null && coupon.expiresAt.getTime() <= context.now.getTime()) return 'expired';
  // A limit of 0 means "no limit", as in WooCommerce (an admin clearing the field saves 0).
  if (coupon.usageLimit !== null && coupon.usageLimit > 0 && coupon.usageCount >= coupon.usageLimit) return 'usage_limit_reached';
  if (coupon.minimumSpendCents !== null && context.itemsSubtotalGross < coupon.minimumSpendCents) return 'minimum_spend_not_met';
  const code = normalizeCouponCode(coupon.code);
  if (context.appliedCodes.some((applied) => normalizeCouponCode(applied) === code)) return 'already_applied';
  const othersApplied = context.appliedCodes.length > 0 || context.appliedCoupons.length > 0;
  if ((coupon.individualUse && othersApplied) || context.appliedCoupons.some((applied) => applied.individualUse)) {
    return 'individual_use_only';
  }
  return null;
}

/** Throws RangeError on a coupon our coupon store could not hold (see assert.ts). */
export function assertPricingCoupon(coupon: PricingCoupon): void {
  const where = `coupon ${coupon.code}: amount`;
  if (coupon.discountType === 'percent') assertPercent(coupon.amount, where);
  else assertCents(coupon.amount, where);
}
