import { describe, expect, it } from 'vitest';
import { maxPlanDiscount, parseMinorUnits, pricePerMonth, subscriptionOptionPrice, subscriptionOptionRegularPrice } from './plan-prices.ts';

describe('pricePerMonth', () => {
  it.each([
    [3998, 1999],
    [3999, 1999],
    [1, 0],
    [0, 0],
    [5555, 2777],
  ])('%s → %s (half, rounded down to cents)', (total, perMonth) => {
    expect(pricePerMonth(total)).toBe(perMonth);
  });
});

describe('subscriptionOptionPrice', () => {
  it.each([
    // unit, jars, discount, expected
    [2999, 1, 10, 2699], // 2699.1 → 2699
    [2999, 2, 20, 4798], // 4798.4 → 4798
    [2999, 6, 30, 12596], // 12595.8 → 12596
    [1995, 1, 10, 1795], // discount 199.5 → 200 (half up), as the cart charges
    [1000, 3, 0, 3000],
    [0, 6, 30, 0],
  ])('%s × %s jars − %s%% → %s', (unit, jars, discount, expected) => {
    expect(subscriptionOptionPrice(unit, { jars, discount_percent: discount })).toBe(expected);
  });

  it('regular price is unit × jars', () => {
    expect(subscriptionOptionRegularPrice(2999, { jars: 6, discount_percent: 30 })).toBe(17994);
  });
});

describe('maxPlanDiscount', () => {
  it.each([
    [[10, 20, 30], 30],
    [[5, 10], 10],
    [[], 0],
  ])('%j → %s', (discounts, expected) => {
    expect(maxPlanDiscount({ options: discounts.map((d) => ({ discount_percent: d })) })).toBe(expected);
  });
  it('is 0 without a plan', () => {
    expect(maxPlanDiscount(null)).toBe(0);
  });
});

describe('parseMinorUnits', () => {
  it.each([
    ['1999', 1999],
    ['-50', -50],
    ['12.5', 0],
    ['', 0],
    [null, 0],
    [42, 42],
  ])('%j → %s', (input, expected) => {
    expect(parseMinorUnits(input)).toBe(expected);
  });
});
