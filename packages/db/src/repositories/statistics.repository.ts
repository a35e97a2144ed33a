import type { DailySpending, StatisticsRepository } from '@soul/domain/statistics/statistics-port';
import type { OrderScope } from '@soul/domain/orders/stored-order';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { inOrderScope, placedBetween, SPENT } from './spending-orders.ts';

/** Statistics (account §2): the reader's spending orders per shop day; the domain folds the days into weeks or months. */
export class PgStatisticsRepository implements StatisticsRepository {
  constructor(private readonly db: Database) {}

  async dailySpending(scope: OrderScope, range: { from: string; to: string }): Promise<DailySpending[]> {
    const result = await this.db.execute(sql`SELECT to_char(o.created_at AT TIME ZONE 'Europe/Vilnius', 'YYYY-MM-DD') AS day,
        count(*)::int AS orders, coalesce(sum(o.total), 0)::int AS total
      FROM orders o WHERE ${SPENT} AND ${inOrderScope(scope)} AND ${placedBetween(range)}
      GROUP BY 1 ORDER BY 1`);
    return result.rows as unknown as DailySpending[];
  }
}
