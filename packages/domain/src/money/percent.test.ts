import { describe, expect, it } from 'vitest';
import { applyPercentOff, includedTax, percentOf } from './percent.ts';

describe('percent helpers', () => {
  it.each([
    [1999, 10, 200, 1799],
    [5, 10, 1, 4],
    [4999, 15, 750, 4249],
    [1000, 0, 0, 1000],
    [1000, 100, 1000, 0],
  ])('%i less %i %% → off %i, pay %i', (amount, percent, off, pay) => {
    expect(percentOf(amount, percent)).toBe(off);
    expect(applyPercentOff(amount, percent)).toBe(pay);
  });

  it.each([
    [1210, 21, 210],
    [1000, 21, 174],
    [1999, 21, 347],
    [0, 21, 0],
    [1000, 0, 0],
  ])('VAT part of %i at %i %% is %i', (gross, rate, tax) => {
    expect(includedTax(gross, rate)).toBe(tax);
  });
});
