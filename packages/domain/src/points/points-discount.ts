import { POINTS_COUPON_CODE } from '@soul/contracts';
export { POINTS_COUPON_CODE };
import type { PricingCoupon } from '../cart/pricing-types.ts';
import { pointsDiscountCents, redeemablePoints } from './redemption.ts';

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
