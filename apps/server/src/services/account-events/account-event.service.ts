import { problem } from '@soul/contracts';
import type { AccountEventsQuery } from '@soul/contracts/account-event-requests';
import type { AccountEventRepository, StoredAccountEvent } from '@soul/domain/accounts/account-event-port';
import type { Answer } from '../answer.ts';
import type { Visitor } from '../accounts/visitor.ts';

/**
 * The account's event log (account §2 "logs", §7 POST /events). Whose log
 * a reader may open is decided here: their own; a director also their
 * company's staff's; administrators anyone's. Anyone else's is 403.
 */
export class AccountEventService {
  constructor(private readonly events: AccountEventRepository) {}

  async list(visitor: Visitor, query: AccountEventsQuery): Promise<Answer<{ events: StoredAccountEvent[]; total: number }>> {
    const userId = query.user_id ?? visitor.userId;
    if (!(await this.mayRead(visitor, userId))) return { ok: false, problem: problem('forbidden') };
    const page = await this.events.list(userId, { type: query.query_args.type, page: query.paged, perPage: query.per_page });
    return { ok: true, value: page };
  }

  /** Logs that a signed-in reader opened an order or invoice (the route has already checked they may). */
  async viewed(visitor: Visitor, subject: 'order' | 'invoice', id: number): Promise<void> {
    if (visitor.userId > 0) await this.events.recordView(visitor.userId, subject, id);
  }

  private async mayRead(visitor: Visitor, userId: number): Promise<boolean> {
    if (userId === visitor.userId || visitor.role === 'administrator') return true;
    if (visitor.role !== 'director') return false;
    const company = await this.events.companyOf(visitor.userId);
    return company !== null && company === (await this.events.companyOf(userId));
  }
}
