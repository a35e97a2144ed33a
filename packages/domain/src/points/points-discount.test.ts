import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../cart/price-cart.ts';
import { pricingCoupon, pricingLine } from '../cart/price-cart.fixture.ts';
import { isPointsCoupon, POINTS_COUPON_CODE, pointsToSpend } from './points-discount.ts';

const now = new Date('2026-06-01T12:00:00Z');

describe('points as a cart discount', () => {
  it('spend whole euros of the goods left after coupons, never shipping', () => {
    expect(pointsToSpend(30, 1250)).toBe(12);
    expect(pointsToSpend(5, 1250)).toBe(5);
    expect(pointsToSpend(0, 1250)).toBe(0);
    expect(pointsToSpend(10, 99)).toBe(0);
    expect(isPointsCoupon('WC_POINTS_REDEMPTION')).toBe(true);
  });

  it('comes after the coupons, with its VAT split over the lines like a fixed cart coupon', () => {
    const lines = [
      pricingLine({ key: 'a', unitPrice: 2000, regularUnitPrice: 2000, taxRatePercent: 21 }),
      pricingLine({ key: 'b', productId: 2, unitPrice: 1000, regularUnitPrice: 1000, taxRatePercent: 9 }),
    ];
    const cart = priceCart({
      lines,
      coupons: [pricingCoupon({ code: 'ten', discountType: 'percent', amount: 10 })],
      shipping: { price: 300, taxRatePercent: 21 },
      now,
      points: 100,
    });
    // 3000 − 10 % = 2700 of goods left: 27 points, all of it; shipping still paid.
    expect(cart.pointsSpent).toBe(27);
    const points = cart.coupons.find((c) => c.code === POINTS_COUPON_CODE);
    expect((points?.totalDiscount ?? 0) + (points?.totalDiscountTax ?? 0)).toBe(2700);
    expect(cart.totals.totalPrice).toBe(300);
    expect(cart.lines.map((l) => l.totalGross)).toEqual([0, 0]);
  });

  it('never takes more than the granted points or the goods, and keeps the totals identity (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 50_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
            rate: fc.constantFrom(0, 9, 21),
          }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.integer({ min: 0, max: 2000 }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        (specs, granted, percent) => {
          const lines = specs.map((s, i) =>
            pricingLine({
              key: `l${i}`,
              productId: i + 1,
              unitPrice: s.price,
              regularUnitPrice: s.price,
              quantity: s.quantity,
              taxRatePercent: s.rate,
            }),
          );
          const coupons = percent === null ? [] : [pricingCoupon({ code: 'p', discountType: 'percent', amount: percent })];
          const without = priceCart({ lines, coupons, shipping: null, now });
          const withPoints = priceCart({ lines, coupons, shipping: null, now, points: granted });
          const goodsLeft = without.totals.totalPrice;
          expect(withPoints.pointsSpent).toBeLessThanOrEqual(granted);
          expect(withPoints.pointsSpent * 100).toBeLessThanOrEqual(goodsLeft);
          expect(withPoints.totals.totalPrice).toBe(goodsLeft - withPoints.pointsSpent * 100);
          const t = withPoints.totals;
          expect(t.totalPrice).toBe(t.totalItems + t.totalItemsTax - t.totalDiscount - t.totalDiscountTax);
        },
      ),
    );
  });
});
