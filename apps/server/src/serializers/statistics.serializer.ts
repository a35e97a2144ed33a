import type { AccountStatistics } from '@soul/contracts';
import type { StatisticsAnswer } from '../services/statistics/statistics.service.ts';

/** The wire shape of GET soul/v1/statistics (contracts `accountStatisticsSchema`): cents as integers, days as YYYY-MM-DD. */
export function serializeStatistics(answer: StatisticsAnswer): AccountStatistics {
  return {
    days: answer.days,
    bucket: answer.bucket,
    from: answer.from,
    to: answer.to,
    currency: answer.currency,
    orders: answer.orders,
    total: answer.total,
    average: answer.average,
    buckets: answer.buckets.map((b) => ({ start: b.start, end: b.end, orders: b.orders, total: b.total })),
  };
}
