import { describe, expect, it } from 'vitest';
import { priceLine } from './line-pricing.ts';
import { pricingLine } from './price-cart.fixture.ts';
import type { PricingLine } from './pricing-types.ts';

describe('priceLine', () => {
  it.each<{
    name: string;
    line: Partial<PricingLine>;
    discount: { kind: string; percent: number; amount: number } | null;
    subtotal: number;
  }>([
    { name: 'one_time ×1: no discount', line: { unitPrice: 1999, quantity: 1 }, discount: null, subtotal: 1999 },
    // 3998 × 10 % = 399.8 → 400
    {
      name: 'one_time ×2: 10 %',
      line: { unitPrice: 1999, quantity: 2 },
      discount: { kind: 'quantity', percent: 10, amount: 400 },
      subtotal: 3598,
    },
    // 5997 × 15 % = 899.55 → 900, rounded once on the line (per unit: 299.85 → 300 × 3 = 900 too, but see ×10)
    {
      name: 'one_time ×3: 15 %',
      line: { unitPrice: 1999, quantity: 3 },
      discount: { kind: 'quantity', percent: 15, amount: 900 },
      subtotal: 5097,
    },
    // 19990 × 15 % = 2998.5 → 2999 (per-unit rounding would give 3000)
    {
      name: 'one_time ×10: 15 %, one rounding',
      line: { unitPrice: 1999, quantity: 10 },
      discount: { kind: 'quantity', percent: 15, amount: 2999 },
      subtotal: 16991,
    },
    {
      name: 'one_time on sale',
      line: { unitPrice: 1499, regularUnitPrice: 1999, quantity: 2 },
      discount: { kind: 'quantity', percent: 10, amount: 300 },
      subtotal: 2698,
    },
    // 2999 × 10 % = 299.9 → 300
    {
      name: 'subscription plan 10 %',
      line: { kind: 'subscription', unitPrice: 2999, subscriptionDiscountPercent: 10 },
      discount: { kind: 'subscription', percent: 10, amount: 300 },
      subtotal: 2699,
    },
    // half a cent: 1995 × 10 % = 199.5 → 200 (the discount rounds half up)
    {
      name: 'subscription, half cent',
      line: { kind: 'subscription', unitPrice: 1995, subscriptionDiscountPercent: 10 },
      discount: { kind: 'subscription', percent: 10, amount: 200 },
      subtotal: 1795,
    },
    // quantity 2 would earn 10 % on a one-time line, but a subscription only has its plan: 5998 × 20 % = 1199.6 → 1200
    {
      name: 'subscription ×2: plan only, no quantity discount',
      line: { kind: 'subscription', unitPrice: 2999, quantity: 2, subscriptionDiscountPercent: 20 },
      discount: { kind: 'subscription', percent: 20, amount: 1200 },
      subtotal: 4798,
    },
    {
      name: 'subscription with no plan percent',
      line: { kind: 'subscription', unitPrice: 2999, quantity: 3 },
      discount: null,
      subtotal: 8997,
    },
    {
      name: 'bundled item: bulk 5 %, no quantity discount',
      line: { kind: 'bundled_item', unitPrice: 1500, quantity: 3, bulkDiscountPercent: 5 },
      discount: { kind: 'bundle', percent: 5, amount: 225 },
      subtotal: 4275,
    },
    // 1999 × 3 = 5997 × 12 % = 719.64 → 720
    {
      name: 'bundled item, odd cents',
      line: { kind: 'bundled_item', unitPrice: 1999, quantity: 3, bulkDiscountPercent: 12 },
      discount: { kind: 'bundle', percent: 12, amount: 720 },
      subtotal: 5277,
    },
    {
      name: 'bundled item at 0 %',
      line: { kind: 'bundled_item', unitPrice: 1500, quantity: 2, bulkDiscountPercent: 0 },
      discount: null,
      subtotal: 3000,
    },
    { name: 'bundle parent at 0', line: { kind: 'bundle', unitPrice: 0, regularUnitPrice: 0, quantity: 1 }, discount: null, subtotal: 0 },
    {
      name: 'bundle parent with a base price, ×3: no discount',
      line: { kind: 'bundle', unitPrice: 500, quantity: 3 },
      discount: null,
      subtotal: 1500,
    },
    // 8997 × 25 % = 2249.25 → 2249
    {
      name: 'promo 25 %, no quantity discount',
      line: { kind: 'promo', unitPrice: 2999, quantity: 3, promoDiscountPercent: 25 },
      discount: { kind: 'promo', percent: 25, amount: 2249 },
      subtotal: 6748,
    },
    { name: 'promo with no rate', line: { kind: 'promo', unitPrice: 2999, quantity: 3 }, discount: null, subtotal: 8997 },
    {
      name: 'promo 100 %',
      line: { kind: 'promo', unitPrice: 2999, quantity: 1, promoDiscountPercent: 100 },
      discount: { kind: 'promo', percent: 100, amount: 2999 },
      subtotal: 0,
    },
  ])('$name', ({ line, discount, subtotal }) => {
    const priced = priceLine(pricingLine(line));
    expect(priced.lineDiscount).toEqual(discount);
    expect(priced.subtotalGross).toBe(subtotal);
  });

  it('regularLineTotal is regular unit price × quantity, whatever the discounts', () => {
    expect(priceLine(pricingLine({ unitPrice: 1499, regularUnitPrice: 2499, quantity: 3 })).regularLineTotal).toBe(7497);
    expect(
      priceLine(
        pricingLine({ kind: 'subscription', unitPrice: 2999, regularUnitPrice: 2999, quantity: 2, subscriptionDiscountPercent: 20 }),
      ).regularLineTotal,
    ).toBe(5998);
  });

  it.each<[string, Partial<PricingLine>]>([
    ['fractional price', { unitPrice: 19.99 }],
    ['negative price', { unitPrice: -1 }],
    ['fractional quantity', { quantity: 1.5 }],
    ['negative quantity', { quantity: -1 }],
    ['percent above 100', { kind: 'promo', promoDiscountPercent: 120 }],
    ['negative tax rate', { taxRatePercent: -21 }],
  ])('throws on a %s (a bug upstream)', (_name, line) => {
    expect(() => priceLine(pricingLine(line))).toThrow(RangeError);
  });
});
