import { describe, expect, it } from 'vitest';
import { applyCoupons, type CouponTarget } from './coupon-application.ts';
import { pricingCoupon, pricingLine } from './price-cart.fixture.ts';
import type { PricingCoupon } from './pricing-types.ts';

/** Three lines: 6000 (3 units), 3000 (1 unit) and a bundle parent at 0. */
const targets: CouponTarget[] = [
  { line: pricingLine({ key: 'a', quantity: 3, unitPrice: 2000 }), subtotalGross: 6000 },
  { line: pricingLine({ key: 'b', quantity: 1, unitPrice: 3000 }), subtotalGross: 3000 },
  { line: pricingLine({ key: 'bundle', kind: 'bundle', quantity: 1, unitPrice: 0 }), subtotalGross: 0 },
];

const percent = (amount: number, code = `p${amount}`) => pricingCoupon({ code, discountType: 'percent', amount });
const fixedProduct = (amount: number, code = `fp${amount}`) => pricingCoupon({ code, discountType: 'fixed_product', amount });
const fixedCart = (amount: number, code = `fc${amount}`) => pricingCoupon({ code, discountType: 'fixed_cart', amount });

describe('applyCoupons: one coupon', () => {
  it.each<{ name: string; coupon: PricingCoupon; discounts: number[]; totals: number[] }>([
    { name: 'percent 10', coupon: percent(10), discounts: [600, 300, 0], totals: [5400, 2700, 0] },
    { name: 'percent 100', coupon: percent(100), discounts: [6000, 3000, 0], totals: [0, 0, 0] },
    { name: 'percent 0', coupon: percent(0), discounts: [0, 0, 0], totals: [6000, 3000, 0] },
    { name: 'fixed_product 200: per unit', coupon: fixedProduct(200), discounts: [600, 200, 0], totals: [5400, 2800, 0] },
    {
      name: 'fixed_product above a unit price: capped per line',
      coupon: fixedProduct(2500),
      discounts: [6000, 2500, 0],
      totals: [0, 500, 0],
    },
    // 1000 × 6000/9000 = 666.67, × 3000/9000 = 333.33 → largest remainder gets the spare cent
    { name: 'fixed_cart 1000: spread by amount', coupon: fixedCart(1000), discounts: [667, 333, 0], totals: [5333, 2667, 0] },
    { name: 'fixed_cart larger than the cart: capped, total 0', coupon: fixedCart(20000), discounts: [6000, 3000, 0], totals: [0, 0, 0] },
    { name: 'fixed_cart equal to the cart', coupon: fixedCart(9000), discounts: [6000, 3000, 0], totals: [0, 0, 0] },
  ])('$name', ({ coupon, discounts, totals }) => {
    const applied = applyCoupons(targets, [coupon]);
    expect(applied.coupons[0]?.discounts).toEqual(discounts);
    expect(applied.lineTotalsGross).toEqual(totals);
  });

  it('percent rounds half up per line (odd cents)', () => {
    const odd: CouponTarget[] = [
      { line: pricingLine({ key: 'x', unitPrice: 1999 }), subtotalGross: 1999 }, // 299.85 → 300
      { line: pricingLine({ key: 'y', unitPrice: 3333 }), subtotalGross: 3333 }, // 499.95 → 500
      { line: pricingLine({ key: 'z', unitPrice: 10 }), subtotalGross: 10 }, // 1.5 → 2
    ];
    expect(applyCoupons(odd, [percent(15)]).coupons[0]?.discounts).toEqual([300, 500, 2]);
  });

  it('no coupons, no lines', () => {
    expect(applyCoupons(targets, [])).toEqual({ coupons: [], lineTotalsGross: [6000, 3000, 0] });
    expect(applyCoupons([], [fixedCart(500)])).toEqual({ coupons: [{ coupon: fixedCart(500), discounts: [] }], lineTotalsGross: [] });
  });
});

describe('applyCoupons: stacking follows fixed_product → percent → fixed_cart', () => {
  it.each<{ name: string; coupons: PricingCoupon[]; discounts: number[][]; totals: number[] }>([
    {
      // percent first: 5400/2700; then 1000 over 8100 → 666.67/333.33 → 667/333.
      // (fixed_cart first would have ended at 4800/2400.)
      name: 'fixed_cart applied before percent still goes after it',
      coupons: [fixedCart(1000), percent(10)],
      discounts: [
        [667, 333, 0],
        [600, 300, 0],
      ],
      totals: [4733, 2367, 0],
    },
    {
      name: 'percent + fixed_cart in that order: same result',
      coupons: [percent(10), fixedCart(1000)],
      discounts: [
        [600, 300, 0],
        [667, 333, 0],
      ],
      totals: [4733, 2367, 0],
    },
    {
      // fixed_product: 5400/2800; percent 10: 540/280 → 4860/2520;
      // fixed_cart 1000 over 7380: 658.54/341.46 → 659/341 → 4201/2179.
      name: 'all three, given in reverse order',
      coupons: [fixedCart(1000), percent(10), fixedProduct(200)],
      discounts: [
        [659, 341, 0],
        [540, 280, 0],
        [600, 200, 0],
      ],
      totals: [4201, 2179, 0],
    },
    {
      name: 'two percent coupons compound on what is left (6000 → 5400 → 4860)',
      coupons: [percent(10, 'a'), percent(10, 'b')],
      discounts: [
        [600, 300, 0],
        [540, 270, 0],
      ],
      totals: [4860, 2430, 0],
    },
    {
      // fixed_product takes lines to 0/500 first; fixed_cart can only take the 500 left.
      name: 'fixed_cart after the cart is nearly gone: capped at what is left',
      coupons: [fixedCart(5000), fixedProduct(2500)],
      discounts: [
        [0, 500, 0],
        [6000, 2500, 0],
      ],
      totals: [0, 0, 0],
    },
    {
      name: 'two fixed_cart coupons larger than the cart: the second gets nothing',
      coupons: [fixedCart(8000, 'a'), fixedCart(8000, 'b')],
      discounts: [
        [5333, 2667, 0],
        [667, 333, 0],
      ],
      totals: [0, 0, 0],
    },
  ])('$name', ({ coupons, discounts, totals }) => {
    const applied = applyCoupons(targets, coupons);
    expect(applied.coupons.map((c) => c.coupon.code)).toEqual(coupons.map((c) => c.code));
    expect(applied.coupons.map((c) => c.discounts)).toEqual(discounts);
    expect(applied.lineTotalsGross).toEqual(totals);
  });
});
