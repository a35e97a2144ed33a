import type { PricingCoupon } from './pricing-types.ts';

/** A coupon with its descriptions in both languages. */
export interface StoredCoupon extends PricingCoupon {
  descriptionEn: string;
  descriptionLt: string;
}

/** Coupons by code; packages/db implements it. */
export interface CouponRepository {
  /** The coupons with these codes (lower-case), by code; unknown codes are left out. */
  findByCodes(codes: readonly string[]): Promise<Map<string, StoredCoupon>>;
}
