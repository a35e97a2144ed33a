import { describe, expect, it } from 'vitest';
import { renewalOrder } from './renewal-order.ts';
import { renewalAmount } from './schedule-preview.ts';
import type { SubscriptionAddress, SubscriptionLine } from './subscription.ts';

const address = { postcode: '01103', country: 'LT' } as SubscriptionAddress;
const line = (over: Partial<SubscriptionLine>): SubscriptionLine => ({
  id: 1,
  productId: 10,
  variationId: 11,
  name: 'Energy Complex – 25G',
  sku: 'EC-25',
  quantity: 2,
  unitPrice: 1422,
  taxRatePercent: 21,
  nextUnitPrice: null,
  nextPriceFrom: null,
  ...over,
});

describe('renewal order', () => {
  it("charges the prices as sold plus the chosen shipping, VAT split at today's rate", () => {
    const subscription = { lines: [line({})], shippingRateId: 'parcel_locker:1', shippingAddress: address };
    const order = renewalOrder(subscription, () => 9);
    expect(order.total).toBe(renewalAmount(subscription).total);
    expect(order.total).toBe(2844 + 299);
    expect(order.lines[0]).toMatchObject({ taxRatePercent: 9, subtotal: order.lines[0]!.total, quantity: 2 });
    expect(order.lines[0]!.subtotal + order.lines[0]!.subtotalTax).toBe(2844);
    expect(order.shippingTotal + order.shippingTax).toBe(299);
    expect(order.totalTax).toBe(order.itemsSubtotalTax + order.shippingTax);
    expect(order.coupons).toEqual([]);
  });

  it('a product no longer sold keeps the VAT rate it was sold at', () => {
    const order = renewalOrder(
      { lines: [line({ taxRatePercent: 21 })], shippingRateId: 'courier:2', shippingAddress: address },
      () => null,
    );
    expect(order.lines[0]?.taxRatePercent).toBe(21);
    expect(order.shippingTotal + order.shippingTax).toBe(499);
  });

  it('net plus tax is the gross of every line, whatever the rounding', () => {
    for (let price = 1; price < 3000; price += 37) {
      const order = renewalOrder(
        { lines: [line({ unitPrice: price, quantity: 3 })], shippingRateId: 'courier:2', shippingAddress: address },
        () => 21,
      );
      expect(order.itemsSubtotal + order.itemsSubtotalTax).toBe(price * 3);
    }
  });
});
