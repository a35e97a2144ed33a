import { problem } from '@soul/contracts';
import type { ReportRepository, SpendingReport } from '@soul/domain/accounts/report-port';
import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { Answer } from '../answer.ts';
import { orderScopeOf } from '../accounts/order-access.ts';
import type { Visitor } from '../accounts/visitor.ts';

export interface SpendingAnswer extends SpendingReport {
  from: string;
  to: string;
  /** Only directors see spending by staff member. */
  staff: boolean;
}

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Reports (account §2): the reader's spending in a date range over the
 * orders they may see (administrators all, a director the company's, anyone
 * else with permission_view_orders their own; nobody else: 403).
 */
export class ReportService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly orders: Pick<OrderRepository, 'companyMemberIds'>,
    private readonly now: () => Date,
  ) {}

  async spending(visitor: Visitor, range: { from?: string | undefined; to?: string | undefined }): Promise<Answer<SpendingAnswer>> {
    const scope = await orderScopeOf(visitor, this.orders);
    if (!scope) return { ok: false, problem: problem('forbidden') };
    const to = range.to ?? day(this.now());
    const from = range.from ?? day(new Date(Date.parse(to) - 364 * DAY_MS));
    if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)) || from > to) {
      return { ok: false, problem: problem('invalidRequest') };
    }
    const report = await this.reports.spending(scope, { from, to });
    return { ok: true, value: { ...report, from, to, staff: visitor.role === 'director' } };
  }
}
