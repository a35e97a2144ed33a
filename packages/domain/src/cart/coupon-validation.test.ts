import { describe, expect, it } from 'vitest';
import { normalizeCouponCode, validateCoupon, type CouponValidationContext } from './coupon-validation.ts';
import { pricingCoupon } from './price-cart.fixture.ts';
import type { CouponProblem, PricingCoupon } from './pricing-types.ts';

const now = new Date('2025-06-01T12:00:00Z');
const context: CouponValidationContext = { now, itemsSubtotalGross: 6000, appliedCodes: [], appliedCoupons: [] };
const plain = pricingCoupon({ code: 'other' });
const solo = pricingCoupon({ code: 'solo', individualUse: true });

describe('validateCoupon', () => {
  it('an unknown code is not_found', () => {
    expect(validateCoupon(undefined, context)).toBe('not_found');
  });

  it.each<{ name: string; coupon: Partial<PricingCoupon>; ctx?: Partial<CouponValidationContext>; problem: CouponProblem | null }>([
    { name: 'a plain coupon passes', coupon: {}, problem: null },
    { name: 'disabled', coupon: { enabled: false }, problem: 'disabled' },
    { name: 'expires exactly now', coupon: { expiresAt: new Date(now.getTime()) }, problem: 'expired' },
    { name: 'expired a millisecond ago', coupon: { expiresAt: new Date(now.getTime() - 1) }, problem: 'expired' },
    { name: 'expires a millisecond from now', coupon: { expiresAt: new Date(now.getTime() + 1) }, problem: null },
    { name: 'usage count at the limit', coupon: { usageLimit: 5, usageCount: 5 }, problem: 'usage_limit_reached' },
    { name: 'usage count over the limit', coupon: { usageLimit: 5, usageCount: 7 }, problem: 'usage_limit_reached' },
    { name: 'usage count below the limit', coupon: { usageLimit: 5, usageCount: 4 }, problem: null },
    { name: 'usage limit 0 means unlimited (WooCommerce)', coupon: { usageLimit: 0, usageCount: 10 }, problem: null },
    { name: 'minimum spend one cent above the subtotal', coupon: { minimumSpendCents: 6001 }, problem: 'minimum_spend_not_met' },
    { name: 'minimum spend equal to the subtotal', coupon: { minimumSpendCents: 6000 }, problem: null },
    {
      name: 'code already applied (case-insensitive)',
      coupon: { code: 'Summer10' },
      ctx: { appliedCodes: ['SUMMER10'] },
      problem: 'already_applied',
    },
    {
      name: 'another code applied',
      coupon: { code: 'summer10' },
      ctx: { appliedCodes: ['other'], appliedCoupons: [plain] },
      problem: null,
    },
    {
      name: 'individual-use with others applied',
      coupon: { individualUse: true },
      ctx: { appliedCodes: ['other'], appliedCoupons: [plain] },
      problem: 'individual_use_only',
    },
    { name: 'individual-use alone', coupon: { individualUse: true }, problem: null },
    {
      name: 'an individual-use coupon is applied',
      coupon: {},
      ctx: { appliedCodes: ['solo'], appliedCoupons: [solo] },
      problem: 'individual_use_only',
    },
    // order of the checks
    { name: 'disabled before expired', coupon: { enabled: false, expiresAt: new Date(0) }, problem: 'disabled' },
    { name: 'expired before usage limit', coupon: { expiresAt: new Date(0), usageLimit: 1, usageCount: 1 }, problem: 'expired' },
    {
      name: 'usage limit before minimum spend',
      coupon: { usageLimit: 1, usageCount: 1, minimumSpendCents: 99999 },
      problem: 'usage_limit_reached',
    },
    {
      name: 'minimum spend before already applied',
      coupon: { code: 'x', minimumSpendCents: 99999 },
      ctx: { appliedCodes: ['x'] },
      problem: 'minimum_spend_not_met',
    },
    {
      name: 'already applied before individual use',
      coupon: { code: 'solo', individualUse: true },
      ctx: { appliedCodes: ['solo'], appliedCoupons: [solo] },
      problem: 'already_applied',
    },
  ])('$name → $problem', ({ coupon, ctx, problem }) => {
    expect(validateCoupon(pricingCoupon(coupon), { ...context, ...ctx })).toBe(problem);
  });
});

describe('normalizeCouponCode', () => {
  it.each([
    ['SUMMER10', 'summer10'],
    ['  Vasara-15 ', 'vasara-15'],
    ['ĄŽUOLAS', 'ąžuolas'],
  ])('%j → %j', (raw, code) => {
    expect(normalizeCouponCode(raw)).toBe(code);
  });
});
