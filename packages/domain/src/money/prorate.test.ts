import { describe, expect, it } from 'vitest';
import { prorate } from './prorate.ts';

describe('prorate', () => {
  it.each([
    { total: 100, weights: [1, 1, 1], expected: [34, 33, 33] },
    { total: 1000, weights: [2000, 3000, 5000], expected: [200, 300, 500] },
    { total: 1, weights: [1, 1], expected: [1, 0] },
    { total: 10, weights: [1, 2], expected: [3, 7] },
    { total: -100, weights: [1, 1, 1], expected: [-34, -33, -33] },
    { total: 7, weights: [0, 0], expected: [4, 3] },
    { total: 0, weights: [5, 5], expected: [0, 0] },
    { total: 500, weights: [1999, 2999, 3001], expected: [125, 187, 188] },
  ])('splits $total over $weights', ({ total, weights, expected }) => {
    const parts = prorate(total, weights);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('always sums to the total', () => {
    for (let total = 0; total < 400; total += 7) {
      const weights = [13, 0, 999, 250, 1];
      expect(prorate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('returns nothing for no weights and rejects bad input', () => {
    expect(prorate(10, [])).toEqual([]);
    expect(() => prorate(1.5, [1])).toThrow(RangeError);
    expect(() => prorate(10, [-1, 2])).toThrow(RangeError);
  });
});
