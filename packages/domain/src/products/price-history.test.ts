import { describe, expect, it } from 'vitest';
import { lowestPriceBefore, priorPriceOfReduction, reductionStart, type PriceHistoryEntry } from './price-history.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000);

/** A history from steps [days ago it began, price, regular]; each step runs until the next, the last is open. */
function history(...steps: [number, number, number][]): PriceHistoryEntry[] {
  return steps.map(([from, price, regular], i) => {
    const next = steps[i + 1];
    return { priceCents: price, regularPriceCents: regular, validFrom: daysAgo(from), validTo: next ? daysAgo(next[0]) : null };
  });
}

describe('priorPriceOfReduction: the lowest price of the 30 days before the reduction began', () => {
  it.each([
    { name: 'a sale that began 10 days ago, after 90 days at 2000', steps: history([100, 2000, 2000], [10, 1500, 2000]), prior: 2000 },
    {
      name: 'several changes in the 30 days before the sale: the lowest counts',
      steps: history([100, 2200, 2200], [35, 2100, 2100], [25, 1900, 1900], [15, 2000, 2000], [5, 1600, 2000]),
      prior: 1900,
    },
    {
      name: 'a change older than the window does not count',
      steps: history([200, 1000, 1000], [50, 2000, 2000], [10, 1500, 2000]),
      prior: 2000,
    },
    {
      name: 'a price in force when the window opened counts',
      steps: history([200, 1800, 1800], [20, 2000, 2000], [10, 1500, 2000]),
      prior: 1800,
    },
    {
      name: 'price raised, then "reduced": the price before the rise is the prior price',
      steps: history([100, 2000, 2000], [6, 2500, 2500], [2, 1900, 2500]),
      prior: 2000,
    },
    {
      name: 'a sale deepened step by step counts from its first step (Art. 6a(5))',
      steps: history([100, 2000, 2000], [20, 1600, 2000], [8, 1200, 2000]),
      prior: 2000,
    },
    {
      name: 'a sale that ended and began again: the earlier sale is in the 30 days',
      steps: history([100, 2000, 2000], [20, 1500, 2000], [10, 2000, 2000], [3, 1600, 2000]),
      prior: 1500,
    },
    {
      name: 'a new product with 12 days of history: the days it has',
      steps: history([12, 2400, 2400], [4, 2000, 2400]),
      prior: 2400,
    },
    {
      name: 'a product first sold on sale: the sale price itself (no saving claimed)',
      steps: history([5, 1500, 2000]),
      prior: 1500,
    },
    { name: 'the sale ended: nothing to show', steps: history([100, 2000, 2000], [10, 1500, 2000], [2, 2000, 2000]), prior: null },
    { name: 'never on sale', steps: history([100, 2000, 2000], [10, 2200, 2200]), prior: null },
    { name: 'no history', steps: [], prior: null },
  ])('$name → $prior', ({ steps, prior }) => {
    expect(priorPriceOfReduction(steps)).toBe(prior);
  });

  it('reads the history in any order', () => {
    const steps = history([100, 2000, 2000], [25, 1900, 1900], [5, 1600, 2000]);
    expect(priorPriceOfReduction([...steps].reverse())).toBe(1900);
  });
});

describe('reductionStart', () => {
  it('is when the current unbroken run of reduced prices began', () => {
    expect(reductionStart(history([100, 2000, 2000], [20, 1600, 2000], [8, 1200, 2000]))).toEqual(daysAgo(20));
    expect(reductionStart(history([100, 2000, 2000], [20, 1500, 2000], [10, 2000, 2000], [3, 1600, 2000]))).toEqual(daysAgo(3));
    expect(reductionStart(history([100, 2000, 2000]))).toBeNull();
  });
});

describe('lowestPriceBefore (promotions and offers pass when they began)', () => {
  const steps = history([100, 2000, 2000], [40, 1700, 1700], [25, 2100, 2100]);

  it.each([
    { start: 0, days: 30, lowest: 1700 },
    { start: 0, days: 20, lowest: 2100 },
    { start: 50, days: 30, lowest: 2000 },
    { start: 200, days: 30, lowest: null },
  ])('a reduction $start days ago, window $days days → $lowest', ({ start, days, lowest }) => {
    expect(lowestPriceBefore(steps, daysAgo(start), days)).toBe(lowest);
  });

  it('leaves out prices that began at or after the reduction', () => {
    expect(lowestPriceBefore(history([100, 2000, 2000], [10, 1000, 1000]), daysAgo(10))).toBe(2000);
  });
});
