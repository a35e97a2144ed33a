import type { PricingCoupon, PricingLine } from './pricing-types.ts';

/** Test builders: a one-time line of one 10.00 € jar at 21 % VAT, and an unrestricted coupon. */
export function pricingLine(overrides: Partial<PricingLine> = {}): PricingLine {
  return {
    key: 'line-1',
    kind: 'one_time',
    productId: 101,
    parentProductId: 0,
    quantity: 1,
    unitPrice: 1000,
    regularUnitPrice: 1000,
    taxRatePercent: 21,
    ...overrides,
  };
}

export function pricingCoupon(overrides: Partial<PricingCoupon> = {}): PricingCoupon {
  return {
    code: 'save10',
    discountType: 'percent',
    amount: 10,
    expiresAt: null,
    usageLimit: null,
    usageCount: 0,
    minimumSpendCents: null,
    individualUse: false,
    enabled: true,
    ...overrides,
  };
}
