import type { AccountEventRepository, StoredAccountEvent } from '@soul/domain/accounts/account-event-port';
import type { AccountEventSubject, AccountEventType } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import type { SqlExecutor } from '../jobs/add-job.ts';
import { countRows } from './count-rows.ts';

/**
 * Writes one event in the caller's transaction (sign-in, sign-out, profile
 * save), so the log never claims a change that was rolled back.
 */
export async function logAccountEvent(
  tx: SqlExecutor,
  event: { userId: number; type: AccountEventType; subject: AccountEventSubject; subjectId?: number | null },
): Promise<void> {
  await tx.execute(sql`INSERT INTO account_events (user_id, type, subject, subject_id)
    VALUES (${event.userId}, ${event.type}, ${event.subject}, ${event.subjectId ?? null})`);
}

interface EventRow {
  id: string | number;
  user_id: number;
  type: AccountEventType;
  subject: AccountEventSubject;
  subject_id: number | null;
  created_at: Date | string;
  full_count: string | number;
}

export class PgAccountEventRepository implements AccountEventRepository {
  constructor(private readonly db: Database) {}

  async recordView(userId: number, subject: 'order' | 'invoice', subjectId: number): Promise<void> {
    await logAccountEvent(this.db, { userId, type: 'viewed', subject, subjectId });
  }

  async list(
    userId: number,
    filter: { type?: AccountEventType; page: number; perPage: number },
  ): Promise<{ events: StoredAccountEvent[]; total: number }> {
    const where = sql`user_id = ${userId} ${filter.type ? sql`AND type = ${filter.type}` : sql``}`;
    const rows = (
      await this.db.execute(sql`SELECT id, user_id, type, subject, subject_id, created_at, count(*) OVER () AS full_count
        FROM account_events WHERE ${where} ORDER BY created_at DESC, id DESC
        LIMIT ${filter.perPage} OFFSET ${(filter.page - 1) * filter.perPage}`)
    ).rows as unknown as EventRow[];
    const total = rows[0]
      ? Number(rows[0].full_count)
      : await countRows(this.db, sql`SELECT count(*) AS n FROM account_events WHERE ${where}`);
    return {
      events: rows.map((r) => ({
        id: Number(r.id),
        userId: r.user_id,
        type: r.type,
        subject: r.subject,
        subjectId: r.subject_id,
        createdAt: new Date(r.created_at),
      })),
      total,
    };
  }

  async companyOf(userId: number): Promise<number | null> {
    const rows = (await this.db.execute(sql`SELECT company_id FROM users WHERE id = ${userId}`)).rows as { company_id: number | null }[];
    return rows[0]?.company_id ?? null;
  }
}
