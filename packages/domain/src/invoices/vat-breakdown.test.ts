import { describe, expect, it } from 'vitest';
import type { StoredOrderLine } from '../orders/stored-order.ts';
import { vatBreakdown } from './vat-breakdown.ts';

const line = (taxRatePercent: number, total: number, totalTax: number): StoredOrderLine => ({
  id: 1,
  productId: 1,
  variationId: 0,
  name: 'x',
  sku: '',
  quantity: 1,
  subtotal: total,
  subtotalTax: totalTax,
  total,
  totalTax,
  taxRatePercent,
  parentLineId: null,
});

describe('vatBreakdown', () => {
  it('sums lines after coupons and the delivery per rate, ascending, leaving out empty rates', () => {
    expect(
      vatBreakdown({
        lines: [line(21, 1000, 210), line(9, 500, 45), line(21, 200, 42), line(5, 0, 0)],
        shippingTotal: 247,
        shippingTax: 52,
      }),
    ).toEqual([
      { rate: 9, base: 500, vat: 45 },
      { rate: 21, base: 1447, vat: 304 },
    ]);
  });

  it('is empty for a free order', () => {
    expect(vatBreakdown({ lines: [line(21, 0, 0)], shippingTotal: 0, shippingTax: 0 })).toEqual([]);
  });
});
