import type { OrderScope } from '../orders/stored-order.ts';

/** One shop day (Europe/Vilnius, YYYY-MM-DD) that had orders: how many and what they cost, in cents with VAT. */
export interface DailySpending {
  day: string;
  orders: number;
  total: number;
}

/** packages/db implements it. Counts the same orders as Reports (`ReportRepository`); days with no orders are left out. */
export interface StatisticsRepository {
  dailySpending(scope: OrderScope, range: { from: string; to: string }): Promise<DailySpending[]>;
}
