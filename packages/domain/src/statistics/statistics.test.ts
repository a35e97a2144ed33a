import { STATISTICS_PERIODS } from '@soul/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, bucketSizeOf, shopDay, statisticsSeries } from './statistics.ts';

describe('statistics series (account §2 "statistics", §9 date filters)', () => {
  it('cuts 7 and 30 days by day, 90 and 180 by week, 365 by month', () => {
    expect(STATISTICS_PERIODS.map(bucketSizeOf)).toEqual(['day', 'day', 'week', 'week', 'month']);
  });

  it('has every day of the last 7, today included, zero where nothing was ordered', () => {
    const series = statisticsSeries('2026-12-03', 7, [{ day: '2026-12-01', orders: 2, total: 4599 }]);
    expect(series.from).toBe('2026-11-27');
    expect(series.to).toBe('2026-12-03');
    expect(series.buckets.map((b) => b.start)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(series.buckets[4]).toEqual({ start: '2026-12-01', end: '2026-12-01', orders: 2, total: 4599 });
    expect(series.buckets.filter((b) => b.orders === 0)).toHaveLength(6);
    expect(series).toMatchObject({ orders: 2, total: 4599, average: 2300 });
  });

  it('weeks start on Monday; the first and last are cut to the period', () => {
    // 2026-12-03 is a Thursday; 90 days back starts on Saturday 2026-09-05.
    const series = statisticsSeries('2026-12-03', 90, [
      { day: '2026-09-05', orders: 1, total: 100 },
      { day: '2026-09-06', orders: 1, total: 200 },
      { day: '2026-09-07', orders: 1, total: 300 },
    ]);
    expect(series.buckets[0]).toEqual({ start: '2026-09-05', end: '2026-09-06', orders: 2, total: 300 });
    expect(series.buckets[1]).toMatchObject({ start: '2026-09-07', end: '2026-09-13', orders: 1, total: 300 });
    expect(series.buckets.at(-1)).toMatchObject({ start: '2026-11-30', end: '2026-12-03' });
  });

  it('a year is 13 calendar months, the first and last cut', () => {
    const series = statisticsSeries('2026-12-03', 365, [{ day: '2026-02-28', orders: 1, total: 999 }]);
    expect(series.from).toBe('2025-12-04');
    expect(series.buckets).toHaveLength(13);
    expect(series.buckets[0]).toMatchObject({ start: '2025-12-04', end: '2025-12-31' });
    expect(series.buckets[2]).toEqual({ start: '2026-02-01', end: '2026-02-28', orders: 1, total: 999 });
    expect(series.buckets.at(-1)).toMatchObject({ start: '2026-12-01', end: '2026-12-03' });
  });

  it('has no average without orders', () => {
    expect(statisticsSeries('2026-12-03', 30, [])).toMatchObject({ orders: 0, total: 0, average: null });
  });

  it('takes the day in Vilnius: 23:30 UTC on 31 March is already 1 April there', () => {
    expect(shopDay(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(shopDay(new Date('2026-12-31T21:59:59Z'))).toBe('2026-12-31');
    expect(shopDay(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });

  it('buckets tile the period without gaps and add up to the days inside it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATISTICS_PERIODS),
        fc.integer({ min: 0, max: 3000 }).map((offset) => addDays('2024-01-01', offset)),
        fc.array(
          fc.record({
            offset: fc.integer({ min: -400, max: 0 }),
            orders: fc.integer({ min: 1, max: 5 }),
            total: fc.integer({ min: 0, max: 100_000 }),
          }),
          { maxLength: 30 },
        ),
        (days, today, raw) => {
          const daily = raw.map(({ offset, orders, total }) => ({ day: addDays(today, offset), orders, total }));
          const series = statisticsSeries(today, days, daily);
          expect(series.buckets[0]?.start).toBe(series.from);
          expect(series.buckets.at(-1)?.end).toBe(series.to);
          series.buckets.forEach((bucket, i) => {
            expect(bucket.start <= bucket.end).toBe(true);
            if (i > 0) expect(bucket.start).toBe(addDays(series.buckets[i - 1]?.end ?? '', 1));
          });
          const inside = daily.filter((row) => row.day >= series.from && row.day <= series.to);
          expect(series.total).toBe(inside.reduce((sum, row) => sum + row.total, 0));
          expect(series.orders).toBe(inside.reduce((sum, row) => sum + row.orders, 0));
        },
      ),
    );
  });
});
