import { describe, expect, it } from 'vitest';
import { itemsTotalGross, priceCart } from './price-cart.ts';
import { pricingCoupon, pricingLine } from './price-cart.fixture.ts';
import type { PricedCart, PricingCoupon, PricingLine } from './pricing-types.ts';

const now = new Date('2025-06-01T12:00:00Z');

/** totalPrice = totalItems + totalItemsTax − totalDiscount − totalDiscountTax + shipping (net + tax). */
function expectIdentity(cart: PricedCart): void {
  const t = cart.totals;
  expect(t.totalPrice).toBe(
    t.totalItems + t.totalItemsTax - t.totalDiscount - t.totalDiscountTax + (t.totalShipping ?? 0) + (t.totalShippingTax ?? 0),
  );
}

describe('priceCart: a worked cart', () => {
  // 1999 × 3 one-time (15 % → 5097), a 2999 subscription at 10 % (2699),
  // a bundle (parent at 0, one item 1500 × 2 at 5 % bulk → 2850).
  const lines: PricingLine[] = [
    pricingLine({ key: 'jar', unitPrice: 1999, regularUnitPrice: 1999, quantity: 3 }),
    pricingLine({
      key: 'sub',
      kind: 'subscription',
      productId: 202,
      unitPrice: 2999,
      regularUnitPrice: 2999,
      subscriptionDiscountPercent: 10,
    }),
    pricingLine({ key: 'bundle', kind: 'bundle', productId: 303, unitPrice: 0, regularUnitPrice: 0 }),
    pricingLine({
      key: 'bundled',
      kind: 'bundled_item',
      productId: 304,
      unitPrice: 1500,
      regularUnitPrice: 1500,
      quantity: 2,
      bulkDiscountPercent: 5,
    }),
  ];
  // Applied fixed_cart first, but percent still runs before it:
  // percent 10 → 510/270/0/285 → 4587/2429/0/2565 (9581);
  // fixed_cart 500 over 9581 → 239.38/126.76/0/133.86 → 239/127/0/134.
  const coupons = [
    pricingCoupon({ code: 'fiver', discountType: 'fixed_cart', amount: 500 }),
    pricingCoupon({ code: 'ten', discountType: 'percent', amount: 10 }),
  ];
  const cart = priceCart({ lines, coupons, shipping: { price: 499, taxRatePercent: 21 }, now });

  it('prices the lines', () => {
    expect(cart.lines.map((l) => [l.key, l.subtotalGross, l.totalGross])).toEqual([
      ['jar', 5097, 4348],
      ['sub', 2699, 2302],
      ['bundle', 0, 0],
      ['bundled', 2850, 2431],
    ]);
    expect(cart.lines[0]).toEqual({
      key: 'jar',
      unitPrice: 1999,
      regularUnitPrice: 1999,
      lineDiscount: { kind: 'quantity', percent: 15, amount: 900 },
      subtotalGross: 5097,
      totalGross: 4348,
      lineSubtotal: 4212,
      lineSubtotalTax: 885,
      lineTotal: 3593,
      lineTotalTax: 755,
      regularLineTotal: 5997,
    });
  });

  it('splits each coupon into net and tax, in the order applied', () => {
    // tax drops per line 130/68/0/73, spread by each coupon's discount on the line:
    // fiver 41 + 22 + 23 = 86, ten 89 + 46 + 50 = 185.
    expect(cart.coupons).toEqual([
      { code: 'fiver', discountType: 'fixed_cart', totalDiscount: 414, totalDiscountTax: 86 },
      { code: 'ten', discountType: 'percent', totalDiscount: 880, totalDiscountTax: 185 },
    ]);
    expect(cart.removedCoupons).toEqual([]);
  });

  it('totals', () => {
    expect(cart.totals).toEqual({
      totalItems: 8798,
      totalItemsTax: 1848,
      totalFees: 0,
      totalFeesTax: 0,
      totalDiscount: 1294,
      totalDiscountTax: 271,
      totalShipping: 412,
      totalShippingTax: 87,
      totalPrice: 9580,
      totalTax: 1664,
      taxLines: [{ ratePercent: 21, amount: 1664 }],
    });
    expectIdentity(cart);
    expect(itemsTotalGross(cart)).toBe(9081);
  });
});

describe('priceCart: shipping', () => {
  const lines = [pricingLine({ unitPrice: 1210 })];

  it('null shipping: no shipping totals', () => {
    const cart = priceCart({ lines, coupons: [], shipping: null, now });
    expect(cart.totals).toMatchObject({
      totalItems: 1000,
      totalItemsTax: 210,
      totalShipping: null,
      totalShippingTax: null,
      totalPrice: 1210,
      totalTax: 210,
    });
    expect(cart.totals.taxLines).toEqual([{ ratePercent: 21, amount: 210 }]);
    expectIdentity(cart);
  });

  it('set shipping: its VAT split the same way and added to the totals', () => {
    const cart = priceCart({ lines, coupons: [], shipping: { price: 299, taxRatePercent: 21 }, now });
    expect(cart.totals).toMatchObject({ totalShipping: 247, totalShippingTax: 52, totalPrice: 1509, totalTax: 262 });
    expect(cart.totals.taxLines).toEqual([{ ratePercent: 21, amount: 262 }]);
    expectIdentity(cart);
  });

  it('free shipping: 0 and 0, not null', () => {
    const cart = priceCart({ lines, coupons: [], shipping: { price: 0, taxRatePercent: 21 }, now });
    expect(cart.totals).toMatchObject({ totalShipping: 0, totalShippingTax: 0, totalPrice: 1210 });
  });
});

describe('priceCart: coupons', () => {
  it('a percent coupon at 21 % VAT: 12100 less 10 % → 1000 net + 210 tax off', () => {
    const cart = priceCart({ lines: [pricingLine({ unitPrice: 12100 })], coupons: [pricingCoupon({ code: 'ten' })], shipping: null, now });
    expect(cart.coupons).toEqual([{ code: 'ten', discountType: 'percent', totalDiscount: 1000, totalDiscountTax: 210 }]);
    expect(cart.totals).toMatchObject({
      totalItems: 10000,
      totalItemsTax: 2100,
      totalDiscount: 1000,
      totalDiscountTax: 210,
      totalPrice: 10890,
      totalTax: 1890,
    });
    expectIdentity(cart);
  });

  it('a fixed_cart coupon larger than the cart: everything 0, never negative; shipping still paid', () => {
    const cart = priceCart({
      lines: [pricingLine({ unitPrice: 1999, quantity: 2 })],
      coupons: [pricingCoupon({ code: 'big', discountType: 'fixed_cart', amount: 10000 })],
      shipping: { price: 499, taxRatePercent: 21 },
      now,
    });
    expect(cart.lines[0]).toMatchObject({ subtotalGross: 3598, totalGross: 0, lineTotal: 0, lineTotalTax: 0 });
    // The coupon is worth only what the cart had: 3598 = 2974 net + 624 tax.
    expect(cart.coupons).toEqual([{ code: 'big', discountType: 'fixed_cart', totalDiscount: 2974, totalDiscountTax: 624 }]);
    expect(cart.totals).toMatchObject({ totalPrice: 499, totalTax: 87 });
    expectIdentity(cart);
  });

  it.each<{ name: string; quantity: number; minimumSpendCents: number; kept: boolean }>([
    // 2 × 2000 = 4000 less 10 % quantity discount = 3600
    { name: 'minimum spend met after the quantity discount', quantity: 2, minimumSpendCents: 3600, kept: true },
    { name: 'minimum spend is checked after the quantity discount', quantity: 2, minimumSpendCents: 4000, kept: false },
    { name: 'minimum spend no longer met after lowering the quantity', quantity: 1, minimumSpendCents: 3000, kept: false },
  ])('$name', ({ quantity, minimumSpendCents, kept }) => {
    const coupon = pricingCoupon({ code: 'min30', discountType: 'fixed_cart', amount: 500, minimumSpendCents });
    const cart = priceCart({ lines: [pricingLine({ unitPrice: 2000, quantity })], coupons: [coupon], shipping: null, now });
    const subtotal = cart.lines[0]?.subtotalGross ?? 0;
    if (kept) {
      expect(cart.removedCoupons).toEqual([]);
      expect(cart.totals.totalPrice).toBe(subtotal - 500);
    } else {
      expect(cart.removedCoupons).toEqual([{ code: 'min30', problem: 'minimum_spend_not_met' }]);
      expect(cart.coupons).toEqual([]);
      expect(cart.totals.totalPrice).toBe(subtotal);
      expect(cart.totals.totalDiscount).toBe(0);
    }
  });

  it.each<{ name: string; coupons: PricingCoupon[]; kept: string[]; removed: { code: string; problem: string }[] }>([
    {
      name: 'an expired coupon is dropped, the others stay',
      coupons: [
        pricingCoupon({ code: 'old', expiresAt: new Date('2025-05-31T00:00:00Z') }),
        pricingCoupon({ code: 'ok', discountType: 'fixed_cart', amount: 100 }),
      ],
      kept: ['ok'],
      removed: [{ code: 'old', problem: 'expired' }],
    },
    {
      name: 'a coupon disabled since it was applied',
      coupons: [pricingCoupon({ code: 'gone', enabled: false })],
      kept: [],
      removed: [{ code: 'gone', problem: 'disabled' }],
    },
    {
      name: 'an individual-use coupon first: later ones are dropped',
      coupons: [
        pricingCoupon({ code: 'solo', individualUse: true }),
        pricingCoupon({ code: 'ten' }),
        pricingCoupon({ code: 'five', amount: 5 }),
      ],
      kept: ['solo'],
      removed: [
        { code: 'ten', problem: 'individual_use_only' },
        { code: 'five', problem: 'individual_use_only' },
      ],
    },
    {
      name: 'an individual-use coupon after another: it is the one dropped',
      coupons: [pricingCoupon({ code: 'ten' }), pricingCoupon({ code: 'solo', individualUse: true })],
      kept: ['ten'],
      removed: [{ code: 'solo', problem: 'individual_use_only' }],
    },
    {
      name: 'a dropped coupon does not block the next (validated against the kept ones only)',
      coupons: [pricingCoupon({ code: 'old-solo', individualUse: true, expiresAt: new Date(0) }), pricingCoupon({ code: 'ten' })],
      kept: ['ten'],
      removed: [{ code: 'old-solo', problem: 'expired' }],
    },
    {
      name: 'the same code twice: the second is dropped',
      coupons: [pricingCoupon({ code: 'ten' }), pricingCoupon({ code: 'TEN' })],
      kept: ['ten'],
      removed: [{ code: 'TEN', problem: 'already_applied' }],
    },
  ])('$name', ({ coupons, kept, removed }) => {
    const cart = priceCart({ lines: [pricingLine({ unitPrice: 5000 })], coupons, shipping: null, now });
    expect(cart.coupons.map((c) => c.code)).toEqual(kept);
    expect(cart.removedCoupons).toEqual(removed);
    expectIdentity(cart);
  });

  it('throws on a coupon no store could hold (a bug upstream)', () => {
    expect(() =>
      priceCart({ lines: [pricingLine()], coupons: [pricingCoupon({ discountType: 'fixed_cart', amount: 4.5 })], shipping: null, now }),
    ).toThrow(RangeError);
    expect(() => priceCart({ lines: [pricingLine()], coupons: [pricingCoupon({ amount: 150 })], shipping: null, now })).toThrow(RangeError);
  });
});

describe('priceCart: tax lines', () => {
  it('groups tax by rate, shipping with its own rate', () => {
    const cart = priceCart({
      lines: [
        pricingLine({ key: 'a', unitPrice: 1210, taxRatePercent: 21 }),
        pricingLine({ key: 'b', unitPrice: 1090, taxRatePercent: 9 }),
        pricingLine({ key: 'c', unitPrice: 500, taxRatePercent: 0 }),
      ],
      coupons: [],
      shipping: { price: 299, taxRatePercent: 21 },
      now,
    });
    expect(cart.totals.taxLines).toEqual([
      { ratePercent: 9, amount: 90 },
      { ratePercent: 21, amount: 262 },
    ]);
    expect(cart.totals.totalTax).toBe(352);
    expect(cart.totals.totalItems).toBe(1000 + 1000 + 500);
    expectIdentity(cart);
  });

  it('an empty cart is all zeros', () => {
    const cart = priceCart({ lines: [], coupons: [pricingCoupon({ discountType: 'fixed_cart', amount: 500 })], shipping: null, now });
    expect(cart.totals).toMatchObject({
      totalItems: 0,
      totalItemsTax: 0,
      totalDiscount: 0,
      totalDiscountTax: 0,
      totalPrice: 0,
      totalTax: 0,
      taxLines: [],
    });
  });
});
