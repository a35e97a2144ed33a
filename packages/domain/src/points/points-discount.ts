import type { PricingCoupon } from '../cart/pricing-types.ts';
import { pointsDiscountCents, redeemablePoints } from './redemption.ts';

/**
 * The code the points discount goes by among the cart's and the order's
 * coupons, as WooCommerce Points & Rewards names its redemption coupon
 * (`wc_points_redemption_…`). Never a stored coupon: it takes no coupon use
 * and cannot be applied or removed as a coupon.
 */
export const POINTS_COUPON_CODE = 'wc_points_redemption';

export function isPointsCoupon(code: string): boolean {
  return code.toLowerCase() === POINTS_COUPON_CODE;
}

/**
 * Points a cart spends: the points granted (already checked against the
 * balance), no more than the goods left after coupons are worth in whole euros.
 */
export function pointsToSpend(granted: number, goodsLeftGrossCents: number): number {
  return redeemablePoints(granted, granted, goodsLeftGrossCents);
}

/** The points as a fixed cart discount applied after every coupon: its VAT is split over the lines exactly as a coupon's. */
export function pointsCoupon(points: number): PricingCoupon {
  return {
    code: POINTS_COUPON_CODE,
    discountType: 'fixed_cart',
    amount: pointsDiscountCents(points),
    expiresAt: null,
    usageLimit: null,
    usageCount: 0,
    minimumSpendCents: null,
    individualUse: false,
    enabled: true,
  };
}
