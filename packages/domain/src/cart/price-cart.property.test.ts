import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart.ts';
import { pricingCoupon, pricingLine } from './price-cart.fixture.ts';
import type { LineKind, PricedCart, PricingCoupon, PricingLine, ShippingInput } from './pricing-types.ts';

/** mulberry32: a tiny seeded PRNG, so every run prices the same "random" carts. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS: LineKind[] = ['one_time', 'subscription', 'bundle', 'bundled_item', 'promo'];
const RATES = [21, 21, 21, 9, 5, 0];
const now = new Date('2025-06-01T12:00:00Z');

function randomCart(random: () => number): { lines: PricingLine[]; coupons: PricingCoupon[]; shipping: ShippingInput | null } {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  const lines = Array.from({ length: int(0, 6) }, (_, index): PricingLine => {
    const kind = pick(KINDS);
    const unitPrice = kind === 'bundle' && random() < 0.7 ? 0 : int(0, 25000);
    return pricingLine({
      key: `line-${index}`,
      kind,
      quantity: int(1, 12),
      unitPrice,
      regularUnitPrice: unitPrice + (random() < 0.3 ? int(1, 3000) : 0),
      subscriptionDiscountPercent: pick([0, 5, 10, 20, 30]),
      bulkDiscountPercent: pick([0, 5, 10, 12.5, 15]),
      promoDiscountPercent: pick([0, 10, 25, 33, 50, 100]),
      taxRatePercent: pick(RATES),
    });
  });
  const coupons = Array.from({ length: int(0, 4) }, (_, index) => {
    const discountType = pick(['percent', 'fixed_cart', 'fixed_product'] as const);
    return pricingCoupon({
      code: `c${index}`,
      discountType,
      amount: discountType === 'percent' ? int(1, 100) : int(1, discountType === 'fixed_cart' ? 60000 : 4000),
      minimumSpendCents: random() < 0.2 ? int(0, 60000) : null,
      expiresAt: random() < 0.1 ? new Date(now.getTime() + int(-5, 5) * 86_400_000) : null,
      individualUse: random() < 0.1,
    });
  });
  const shipping = random() < 0.4 ? null : { price: pick([0, 299, 499, 1]), taxRatePercent: pick(RATES) };
  return { lines, coupons, shipping };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Every rule the priced cart must keep, as a list of broken ones (plain checks: 2000 carts × ~40 expects would be slow). */
function violations(input: ReturnType<typeof randomCart>, cart: PricedCart): string[] {
  const broken: string[] = [];
  const equal = (name: string, actual: number, expected: number) => {
    if (actual !== expected) broken.push(`${name}: ${actual} ≠ ${expected}`);
  };
  const cents = (name: string, amount: number) => {
    if (!Number.isInteger(amount) || amount < 0) broken.push(`${name}: ${amount} is not cents ≥ 0`);
  };
  const t = cart.totals;

  // every line: net + tax = gross, before and after coupons; coupons only lower it
  for (const line of cart.lines) {
    equal(`${line.key} subtotal net + tax`, line.lineSubtotal + line.lineSubtotalTax, line.subtotalGross);
    equal(`${line.key} total net + tax`, line.lineTotal + line.lineTotalTax, line.totalGross);
    if (line.totalGross > line.subtotalGross) broken.push(`${line.key}: coupons raised the line`);
    if (line.lineTotalTax > line.lineSubtotalTax) broken.push(`${line.key}: coupons raised the tax`);
    for (const [name, amount] of Object.entries(line)) if (typeof amount === 'number') cents(`${line.key} ${name}`, amount);
    if (line.lineDiscount) cents(`${line.key} lineDiscount`, line.lineDiscount.amount);
  }
  // lines sum to the totals
  equal('Σ lineSubtotal = totalItems', sum(cart.lines.map((l) => l.lineSubtotal)), t.totalItems);
  equal('Σ lineSubtotalTax = totalItemsTax', sum(cart.lines.map((l) => l.lineSubtotalTax)), t.totalItemsTax);
  equal('Σ totalGross + shipping = totalPrice', sum(cart.lines.map((l) => l.totalGross)) + (input.shipping?.price ?? 0), t.totalPrice);
  equal('Σ lineTotalTax + shipping tax = totalTax', sum(cart.lines.map((l) => l.lineTotalTax)) + (t.totalShippingTax ?? 0), t.totalTax);
  // coupons sum to the discount, which is exactly what the lines lost
  equal('Σ coupon net = totalDiscount', sum(cart.coupons.map((c) => c.totalDiscount)), t.totalDiscount);
  equal('Σ coupon tax = totalDiscountTax', sum(cart.coupons.map((c) => c.totalDiscountTax)), t.totalDiscountTax);
  equal(
    'discount gross = what the lines lost',
    t.totalDiscount + t.totalDiscountTax,
    sum(cart.lines.map((l) => l.subtotalGross - l.totalGross)),
  );
  equal('discount tax = tax the lines lost', t.totalDiscountTax, sum(cart.lines.map((l) => l.lineSubtotalTax - l.lineTotalTax)));
  for (const coupon of cart.coupons) {
    cents(`${coupon.code} totalDiscount`, coupon.totalDiscount);
    cents(`${coupon.code} totalDiscountTax`, coupon.totalDiscountTax);
  }
  // every coupon is either kept or removed, once
  equal('kept + removed coupons', cart.coupons.length + cart.removedCoupons.length, input.coupons.length);
  // the totals identity
  equal(
    'totalPrice identity',
    t.totalPrice,
    t.totalItems + t.totalItemsTax - t.totalDiscount - t.totalDiscountTax + (t.totalShipping ?? 0) + (t.totalShippingTax ?? 0),
  );
  equal('Σ taxLines = totalTax', sum(t.taxLines.map((l) => l.amount)), t.totalTax);
  if ((t.totalShipping === null) !== (input.shipping === null) || (t.totalShippingTax === null) !== (input.shipping === null)) {
    broken.push('shipping totals null exactly when shipping is');
  }
  for (const [name, amount] of Object.entries(t)) if (typeof amount === 'number') cents(name, amount);
  return broken;
}

describe('priceCart on 2000 seeded random carts', () => {
  it('never loses a cent and never goes negative', () => {
    const random = seededRandom(20250601);
    let withCoupons = 0;
    let withRemoved = 0;
    for (let run = 0; run < 2000; run += 1) {
      const input = randomCart(random);
      const cart = priceCart({ ...input, now });
      if (cart.coupons.length > 0) withCoupons += 1;
      if (cart.removedCoupons.length > 0) withRemoved += 1;
      const broken = violations(input, cart);
      if (broken.length > 0) expect({ run, input, broken }).toEqual({ run, input, broken: [] });
    }
    // the generator really exercised coupons and removals
    expect(withCoupons).toBeGreaterThan(500);
    expect(withRemoved).toBeGreaterThan(50);
  });

  it('is deterministic: the same input prices the same', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 50; run += 1) {
      const input = randomCart(random);
      expect(priceCart({ ...input, now })).toEqual(priceCart({ ...input, now }));
    }
  });
});
