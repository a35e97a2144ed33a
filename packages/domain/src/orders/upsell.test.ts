import { describe, expect, it } from 'vitest';
import { isUpsellOpen, upsellLinePrice, upsellSecondsLeft } from './upsell.ts';

describe('one-click upsell rules', () => {
  it.each([
    [2000, 1, 10, 21, { gross: 1800, tax: 312, net: 1488 }],
    [1999, 2, 15, 21, { gross: 3398, tax: 590, net: 2808 }],
    [1000, 1, 0, 9, { gross: 1000, tax: 83, net: 917 }],
  ])('%i × %i at %i %% off, VAT %i %%', (unit, quantity, discount, rate, expected) => {
    const price = upsellLinePrice(unit, quantity, discount, rate);
    expect(price).toEqual(expected);
    expect(price.net + price.tax).toBe(price.gross);
  });

  it('is open until the stored deadline and counts down to zero', () => {
    const deadline = new Date('2026-11-22T12:00:00Z');
    expect(isUpsellOpen(deadline, new Date('2026-11-22T11:59:59Z'))).toBe(true);
    expect(isUpsellOpen(deadline, deadline)).toBe(false);
    expect(isUpsellOpen(null, new Date())).toBe(false);
    expect(upsellSecondsLeft(deadline, new Date('2026-11-22T11:00:00Z'))).toBe(3600);
    expect(upsellSecondsLeft(deadline, new Date('2026-11-22T13:00:00Z'))).toBe(0);
  });
});
