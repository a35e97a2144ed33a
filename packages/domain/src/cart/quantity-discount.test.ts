import { describe, expect, it } from 'vitest';
import { nextQuantityDiscount, quantityDiscountPercent } from './quantity-discount.ts';

describe('quantityDiscountPercent', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 10],
    [3, 15],
    [4, 15],
    [10, 15],
    [999, 15],
  ])('%i units → %i %%', (quantity, percent) => {
    expect(quantityDiscountPercent(quantity)).toBe(percent);
  });
});

describe('nextQuantityDiscount', () => {
  it.each([
    [0, { quantity: 2, percent: 10 }],
    [1, { quantity: 2, percent: 10 }],
    [2, { quantity: 3, percent: 15 }],
    [3, null],
    [10, null],
  ])('from %i units → %o', (quantity, next) => {
    expect(nextQuantityDiscount(quantity)).toEqual(next);
  });
});
