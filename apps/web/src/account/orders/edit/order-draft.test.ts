import { describe, expect, it } from 'vitest';
import { line, order } from '../../test-support.tsx';
import {
  addOrderItemBody,
  EMPTY_DRAFT,
  hasZeroQuantity,
  isChanged,
  previewTotals,
  scaleCents,
  scaledAmounts,
  updateOrderBody,
  withQuantity,
  withRemoved,
} from './order-draft.ts';

// A bundle (line 201) with two items (202, 203) and a plain line (101).
const bundleOrder = order({
  total: '10399',
  subtotal: '10000',
  total_tax: '1805',
  line_items: [
    line({ id: 101, quantity: 2, subtotal: '3306', subtotal_tax: '694', total: '3306', total_tax: '694' }),
    line({ id: 201, product_id: 30, name: 'Gut Bundle', quantity: 3, subtotal: '0', subtotal_tax: '0', total: '0', total_tax: '0' }),
    line({ id: 202, product_id: 31, name: 'Probiotic', quantity: 3, subtotal: '2479', subtotal_tax: '521', total: '2479', total_tax: '521', parent_id: 201 }),
    line({ id: 203, product_id: 32, name: 'Fibre', quantity: 6, subtotal: '2479', subtotal_tax: '521', total: '2479', total_tax: '521', parent_id: 201 }),
  ],
});

describe('order edit draft (account §4)', () => {
  it('scales cents proportionally and rounds to whole cents', () => {
    expect(scaleCents('3306', 3, 2)).toBe(4959);
    expect(scaleCents('999', 1, 3)).toBe(333);
    expect(scaleCents('1000', 2, 3)).toBe(667);
    expect(scaleCents('1234', 0, 2)).toBe(0);
    expect(Number.isInteger(scaleCents('1', 1, 3))).toBe(true);
  });

  it('recomputes a line’s subtotal, tax and total at a new quantity', () => {
    expect(scaledAmounts(line({ quantity: 2, subtotal: '3306', subtotal_tax: '694', total: '2975', total_tax: '625' }), 3, 2)).toEqual({
      quantity: 3,
      subtotal: 4959,
      subtotal_tax: 1041,
      total: 4463,
      total_tax: 938,
    });
  });

  it('previews the order totals from the changed lines (bundle items follow their bundle)', () => {
    const draft = withQuantity(EMPTY_DRAFT, 201, 1);
    // The bundle goes from 3 to 1: its items' 2 × (2479 + 521) = 6000 becomes 2000.
    expect(previewTotals(bundleOrder, draft)).toEqual({ subtotal: 6000, total_shipping: 399, total_tax: 1111, total_discount: 0, total: 6399 });
  });

  it('previews a coupon discount shrinking with its line', () => {
    const discounted = order({ total: '3999', subtotal: '4000', total_tax: '694', total_discount: '400', line_items: [line({ quantity: 2, subtotal: '3306', subtotal_tax: '694', total: '2975', total_tax: '625' })] });
    const preview = previewTotals(discounted, withQuantity(EMPTY_DRAFT, 101, 1));
    // 2975 → 1488 and 625 → 313 (half cents round up): 1801 after coupons, so 199 of the 2000 is discount.
    expect(preview).toEqual({ subtotal: 2000, total_shipping: 399, total_tax: 382, total_discount: 199, total: 2200 });
  });

  it('knows when the order changed and when a line is at zero', () => {
    expect(isChanged(bundleOrder, EMPTY_DRAFT)).toBe(false);
    expect(isChanged(bundleOrder, withQuantity(EMPTY_DRAFT, 101, 2))).toBe(false);
    expect(isChanged(bundleOrder, withQuantity(EMPTY_DRAFT, 101, 0))).toBe(true);
    expect(hasZeroQuantity(bundleOrder, withQuantity(EMPTY_DRAFT, 101, 0))).toBe(true);
    expect(isChanged(bundleOrder, withRemoved(EMPTY_DRAFT, 201))).toBe(true);
    expect(hasZeroQuantity(bundleOrder, withRemoved(EMPTY_DRAFT, 201))).toBe(false);
  });

  it('keeps quantities between 0 and 999', () => {
    expect(withQuantity(EMPTY_DRAFT, 101, 5000).quantities[101]).toBe(999);
    expect(withQuantity(EMPTY_DRAFT, 101, -3).quantities[101]).toBe(0);
  });

  it('builds the update-order body: every top-level line after editing, bundle items and removed lines left out', () => {
    const draft = withRemoved(withQuantity(EMPTY_DRAFT, 201, 2), 101);
    expect(updateOrderBody(bundleOrder, draft)).toEqual({
      id: 12,
      line_items: [{ id: 201, product_id: 30, variation_id: 0, quantity: 2 }],
      data: { order: bundleOrder },
    });
  });

  it('builds the add-order-item body: the current lines plus the new product at quantity 1', () => {
    expect(addOrderItemBody(bundleOrder, withQuantity(EMPTY_DRAFT, 101, 4), 77)).toEqual({
      id: 12,
      data: {
        order: {
          line_items: [
            { id: 101, product_id: 11, variation_id: 0, quantity: 4 },
            { id: 201, product_id: 30, variation_id: 0, quantity: 3 },
            { id: null, product_id: 77, variation_id: 0, quantity: 1 },
          ],
        },
      },
    });
  });
});
