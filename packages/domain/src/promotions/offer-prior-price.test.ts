import { describe, expect, it } from 'vitest';
import type { PriceHistoryEntry } from '../products/price-history.ts';
import { offerPriorPrice } from './offer-prior-price.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const entry = (priceCents: number, from: Date, to: Date | null): PriceHistoryEntry => ({
  priceCents,
  regularPriceCents: 2000,
  validFrom: from,
  validTo: to,
});

describe('the 30-day prior price of a quantity-offer option', () => {
  it('is the lowest unit price of the 30 days before the promotion began, times the quantity', () => {
    const history = [entry(2000, day(1), day(10)), entry(1800, day(10), day(12)), entry(2000, day(12), null)];
    expect(offerPriorPrice({ history, promotionStart: day(20), quantity: 3, base: 6000, price: 4200 })).toBe(5400);
  });

  it('ignores prices after the promotion began and older than 30 days', () => {
    const october15 = new Date(Date.UTC(2026, 9, 15));
    const history = [entry(1000, new Date(Date.UTC(2026, 8, 1)), october15), entry(2000, october15, day(25)), entry(900, day(25), null)];
    expect(offerPriorPrice({ history, promotionStart: day(20), quantity: 2, base: 4000, price: 3200 })).toBe(4000);
  });

  it('is the offer price itself without a price before the start, and null when nothing is reduced', () => {
    expect(offerPriorPrice({ history: [entry(2000, day(20), null)], promotionStart: day(20), quantity: 2, base: 4000, price: 3200 })).toBe(
      3200,
    );
    expect(offerPriorPrice({ history: [], promotionStart: day(20), quantity: 1, base: 2000, price: 2000 })).toBeNull();
  });
});
