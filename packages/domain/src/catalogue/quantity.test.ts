import { describe, expect, it } from 'vitest';
import { applyStockLimit, clampQuantity, digitsOnly, parseQuantityInput, parseQuantityTyping, quantityLimits } from './quantity.ts';

describe('quantityLimits', () => {
  it.each([
    [undefined, undefined, { min: 1, max: 999 }],
    [null, null, { min: 1, max: 999 }],
    [0, 0, { min: 1, max: 999 }],
    [2, 10, { min: 2, max: 10 }],
    [1, 5000, { min: 1, max: 999 }],
    [5, 3, { min: 5, max: 5 }],
  ])('minimum %s maximum %s → %o', (minimum, maximum, expected) => {
    expect(quantityLimits(minimum, maximum)).toEqual(expected);
  });
});

describe('clampQuantity', () => {
  const limits = { min: 1, max: 999 };
  it.each([
    [0, 1],
    [-4, 1],
    [1, 1],
    [42, 42],
    [999, 999],
    [1000, 999],
    [2.7, 2],
    [Number.NaN, 1],
  ])('%s → %s', (value, expected) => {
    expect(clampQuantity(value, limits)).toBe(expected);
  });
});

describe('typing and blur', () => {
  const limits = { min: 2, max: 20 };
  it.each([
    ['', null, 2],
    ['abc', null, 2],
    ['1', 2, 2],
    ['0', 2, 2],
    ['7', 7, 7],
    ['1a2', 12, 12],
    ['-3', 3, 3],
    ['500', 20, 20],
    [' 9 ', 9, 9],
  ])('%j typing → %s, blur → %s', (raw, typing, blur) => {
    expect(parseQuantityTyping(raw, limits)).toBe(typing);
    expect(parseQuantityInput(raw, limits)).toBe(blur);
  });

  it('digitsOnly strips everything else', () => {
    expect(digitsOnly('1.5e3')).toBe('153');
  });
});

describe('applyStockLimit', () => {
  it.each([
    [5, null, { value: 5, limited: false }],
    [5, 10, { value: 5, limited: false }],
    [10, 10, { value: 10, limited: false }],
    [11, 10, { value: 10, limited: true }],
    [3, 0, { value: 3, limited: false }],
  ])('%s with stock %s → %o', (value, stock, expected) => {
    expect(applyStockLimit(value, stock)).toEqual(expected);
  });
});
