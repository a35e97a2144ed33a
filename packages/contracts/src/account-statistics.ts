import { z } from 'zod/mini';

/** The periods the Statistics section offers (account §9 date filters), in days back from today. */
export const STATISTICS_PERIODS = [7, 30, 90, 180, 365] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
/** The period asked for when none is. */
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = 30;

/** How a period is cut: by day (7, 30), by week starting Monday (90, 180) or by calendar month (365). */
export const statisticsBucketSizeSchema = z.enum(['day', 'week', 'month']);
export type StatisticsBucketSize = z.infer<typeof statisticsBucketSizeSchema>;

/**
 * GET /wp-json/soul/v1/statistics (account §2 "statistics"): the reader's
 * orders and spending over the last `days` days as a time series, in
 * Europe/Vilnius days. Every bucket of the period is present (zero when
 * nothing was ordered); the first and last are cut to the period, so `start`
 * and `end` (YYYY-MM-DD, both included) say what each one covers. Money in
 * integer cents with VAT; the same orders as Reports count.
 */
export const accountStatisticsSchema = z.object({
  days: z.number(),
  bucket: statisticsBucketSizeSchema,
  /** YYYY-MM-DD, both included. */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  orders: z.number(),
  total: z.number(),
  /** Total over orders, rounded to a whole cent; null when there were no orders. */
  average: z.nullable(z.number()),
  buckets: z.array(z.object({ start: z.string(), end: z.string(), orders: z.number(), total: z.number() })),
});
export type AccountStatistics = z.infer<typeof accountStatisticsSchema>;
