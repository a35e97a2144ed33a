import type { TimerOwner, TimerRepository } from '@soul/domain/promotions/timer-port';
import type { VisitorTimer } from '@soul/domain/promotions/timer';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection.ts';

interface TimerRow {
  timer_id: string;
  started_at: Date | string;
  expires_at: Date | string;
}

const toTimer = (row: TimerRow): VisitorTimer => ({
  timerId: row.timer_id,
  startedAt: new Date(row.started_at),
  expiresAt: new Date(row.expires_at),
});

/** Visitor countdowns: one row per owner (account or session) and timer id. */
export class PgTimerRepository implements TimerRepository {
  constructor(private readonly db: Database) {}

  async find(owner: TimerOwner, timerId: string): Promise<VisitorTimer | null> {
    const rows = (
      await this.db.execute(
        sql`SELECT timer_id, started_at, expires_at FROM visitor_timers WHERE ${ownerIs(owner)} AND timer_id = ${timerId}`,
      )
    ).rows as unknown as TimerRow[];
    return rows[0] ? toTimer(rows[0]) : null;
  }

  /** One statement: the insert, or on conflict the row already there (the no-op update makes RETURNING give it). */
  async startOnce(owner: TimerOwner, timer: VisitorTimer): Promise<VisitorTimer> {
    const [userId, sessionToken] = 'userId' in owner ? [owner.userId, null] : [null, owner.sessionToken];
    const target =
      'userId' in owner ? sql`(user_id, timer_id) WHERE user_id IS NOT NULL` : sql`(session_token, timer_id) WHERE user_id IS NULL`;
    const rows = (
      await this.db.execute(sql`INSERT INTO visitor_timers (timer_id, user_id, session_token, started_at, expires_at)
        VALUES (${timer.timerId}, ${userId}, ${sessionToken}, ${timer.startedAt.toISOString()}, ${timer.expiresAt.toISOString()})
        ON CONFLICT ${target} DO UPDATE SET timer_id = visitor_timers.timer_id
        RETURNING timer_id, started_at, expires_at`)
    ).rows as unknown as TimerRow[];
    const row = rows[0];
    if (!row) throw new Error('visitor_timers upsert returned no row');
    return toTimer(row);
  }
}

function ownerIs(owner: TimerOwner): SQL {
  return 'userId' in owner ? sql`user_id = ${owner.userId}` : sql`user_id IS NULL AND session_token = ${owner.sessionToken}`;
}

/**
 * Hands a guest session's timers to the account signing in (inside the
 * sign-in transaction). Where both hold the same timer the one ending first
 * stays: signing in never buys more time.
 */
export async function handTimersToAccount(tx: Pick<Database, 'execute'>, guestToken: string, userId: number): Promise<void> {
  await tx.execute(sql`UPDATE visitor_timers a SET expires_at = g.expires_at, started_at = g.started_at
    FROM visitor_timers g
    WHERE a.user_id = ${userId} AND g.user_id IS NULL AND g.session_token = ${guestToken} AND g.timer_id = a.timer_id AND g.expires_at < a.expires_at`);
  await tx.execute(sql`DELETE FROM visitor_timers g WHERE g.user_id IS NULL AND g.session_token = ${guestToken}
    AND EXISTS (SELECT 1 FROM visitor_timers a WHERE a.user_id = ${userId} AND a.timer_id = g.timer_id)`);
  await tx.execute(
    sql`UPDATE visitor_timers SET user_id = ${userId}, session_token = NULL WHERE user_id IS NULL AND session_token = ${guestToken}`,
  );
}
