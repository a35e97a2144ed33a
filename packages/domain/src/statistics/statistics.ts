import type { StatisticsBucketSize, StatisticsPeriod } from '@soul/contracts';
import type { DailySpending } from './statistics-port.ts';

/** The shop's time zone: a day, week or month of the statistics is one in Vilnius. */
export const SHOP_TIME_ZONE = 'Europe/Vilnius';

const DAY_MS = 86_400_000;
const shopDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop day (YYYY-MM-DD in Vilnius) an instant falls on. */
export function shopDay(instant: Date): string {
  return shopDayFormat.format(instant);
}

/** A calendar day `count` days after `day` (before, when negative). Days are dates, not instants: UTC arithmetic is exact. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** 7 and 30 days by day, 90 and 180 by week, 365 by month: each chart has 7 to 31 bars. */
export function bucketSizeOf(days: StatisticsPeriod): StatisticsBucketSize {
  if (days <= 30) return 'day';
  return days <= 180 ? 'week' : 'month';
}

/** The first day of the bucket a day is in: itself, its week's Monday, or its month's first. */
export function bucketStart(day: string, size: StatisticsBucketSize): string {
  if (size === 'day') return day;
  if (size === 'month') return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

function nextBucketStart(start: string, size: StatisticsBucketSize): string {
  if (size === 'day') return addDays(start, 1);
  if (size === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

export interface StatisticsBucket {
  /** First and last day the bucket covers (cut to the period), YYYY-MM-DD. */
  start: string;
  end: string;
  orders: number;
  total: number;
}

export interface StatisticsSeries {
  days: StatisticsPeriod;
  bucket: StatisticsBucketSize;
  from: string;
  to: string;
  orders: number;
  total: number;
  /** Whole cents; null without orders. */
  average: number | null;
  buckets: StatisticsBucket[];
}

/** The period ending today (included): `days` days, so 7 days are today and the 6 before. */
export function statisticsRange(today: string, days: StatisticsPeriod): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/**
 * The time series of a period from the days that had orders: every bucket
 * from the one holding `from` to the one holding `to`, in order, zero when
 * nothing was ordered; the first and last are cut to the period. Days
 * outside the period are ignored.
 */
export function statisticsSeries(today: string, days: StatisticsPeriod, daily: readonly DailySpending[]): StatisticsSeries {
  const { from, to } = statisticsRange(today, days);
  const size = bucketSizeOf(days);
  const buckets: StatisticsBucket[] = [];
  const byStart = new Map<string, StatisticsBucket>();
  for (let start = bucketStart(from, size); start <= to; start = nextBucketStart(start, size)) {
    const end = addDays(nextBucketStart(start, size), -1);
    const bucket = { start: start < from ? from : start, end: end > to ? to : end, orders: 0, total: 0 };
    buckets.push(bucket);
    byStart.set(start, bucket);
  }
  for (const row of daily) {
    if (row.day < from || row.day > to) continue;
    const bucket = byStart.get(bucketStart(row.day, size));
    if (!bucket) continue;
    bucket.orders += row.orders;
    bucket.total += row.total;
  }
  const orders = buckets.reduce((sum, b) => sum + b.orders, 0);
  const total = buckets.reduce((sum, b) => sum + b.total, 0);
  return { days, bucket: size, from, to, orders, total, average: orders === 0 ? null : Math.round(total / orders), buckets };
}
