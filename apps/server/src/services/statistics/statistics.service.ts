import { problem, type StatisticsPeriod } from '@soul/contracts';
import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { StatisticsRepository } from '@soul/domain/statistics/statistics-port';
import { shopDay, statisticsRange, statisticsSeries, type StatisticsSeries } from '@soul/domain/statistics/statistics';
import type { Answer } from '../answer.ts';
import { orderScopeOf } from '../accounts/order-access.ts';
import type { Visitor } from '../accounts/visitor.ts';
import type { Clock } from '../clock.ts';

export interface StatisticsAnswer extends StatisticsSeries {
  currency: string;
}

/**
 * Statistics (account §2): the reader's orders and spending over the last
 * 7 to 365 days, by day, week or month in Vilnius time, over the orders they
 * may see (the same scope as orders and reports: administrators all, a
 * director the company's, anyone else with permission_view_orders their own;
 * nobody else: 403).
 */
export class StatisticsService {
  constructor(
    private readonly statistics: StatisticsRepository,
    private readonly orders: Pick<OrderRepository, 'companyMemberIds'>,
    private readonly clock: Clock,
  ) {}

  async series(visitor: Visitor, days: StatisticsPeriod): Promise<Answer<StatisticsAnswer>> {
    const scope = await orderScopeOf(visitor, this.orders);
    if (!scope) return { ok: false, problem: problem('forbidden') };
    const today = shopDay(this.clock.now());
    const daily = await this.statistics.dailySpending(scope, statisticsRange(today, days));
    return { ok: true, value: { ...statisticsSeries(today, days, daily), currency: 'EUR' } };
  }
}
