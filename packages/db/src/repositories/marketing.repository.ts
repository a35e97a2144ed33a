import type { AdminActor } from '@soul/domain/audit/admin-audit';
import type { ConsentRecord, MarketingProfileInput } from '@soul/domain/marketing/consent';
import {
  ABANDONED_CHECKOUT_MAIL_KIND,
  type AbandonedCheckout,
  type MarketingEventInput,
  type MarketingListSummary,
  type MarketingRepository,
} from '@soul/domain/marketing/marketing-port';
import { queueJob } from '../jobs/add-job.ts';
import { ABANDONED_CHECKOUT_MAIL_JOB } from '../jobs/task-names.ts';
import { sql } from 'drizzle-orm';
import { recordAdminChange } from './audit-log.ts';
import type { Database } from '../connection.ts';
import { recordEventIn, subscribeIn, unsubscribeIn, type MarketingTx } from './marketing/marketing-writes.ts';

/**
 * Lists, profiles, consents and events (storefront §7), kept locally. With
 * `mirror` (Klaviyo on) every write also queues its `klaviyo_sync` job in the
 * same transaction: the platform hears of exactly what was committed, and a
 * shopper's request never waits for it.
 */
export class PgMarketingRepository implements MarketingRepository {
  constructor(
    private readonly db: Database,
    private readonly mirror: boolean,
  ) {}

  private write<T>(work: (tx: MarketingTx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(tx));
  }

  async record(event: MarketingEventInput): Promise<void> {
    await this.write((tx) => recordEventIn(tx, event, this.mirror));
  }

  recordStartedCheckout(event: MarketingEventInput, remindAt: Date | null): Promise<void> {
    return this.write(async (tx) => {
      const eventId = await recordEventIn(tx, event, this.mirror);
      const email = event.email?.toLowerCase();
      if (!remindAt || !email || eventId === null) return;
      const subscribed = await tx.execute(sql`SELECT 1 FROM marketing_list_members m JOIN marketing_profiles p ON p.id = m.profile_id
        WHERE p.email = ${email} AND m.status = 'subscribed' LIMIT 1`);
      if (subscribed.rows.length === 0) return;
      // One pending reminder per e-mail: a checkout started again moves it to the newer cart and time.
      await queueJob(tx, ABANDONED_CHECKOUT_MAIL_JOB, { eventId }, { runAt: remindAt, jobKey: `abandoned_checkout:${email}` });
    });
  }

  async abandonedCheckout(eventId: number, now: Date): Promise<AbandonedCheckout | null> {
    const rows = (
      await this.db.execute(sql`SELECT e.email, coalesce(p.language, e.payload->>'current_language') AS language, e.payload,
          EXISTS (SELECT 1 FROM marketing_list_members m WHERE m.profile_id = p.id AND m.status = 'subscribed') AS subscribed,
          EXISTS (SELECT 1 FROM orders o WHERE o.created_at >= e.created_at AND (lower(o.billing_address->>'email') = e.email
            OR o.user_id IN (SELECT u.id FROM users u WHERE lower(u.email) = e.email))) AS "orderedSince",
          EXISTS (SELECT 1 FROM sent_mail s WHERE s.kind = ${ABANDONED_CHECKOUT_MAIL_KIND} AND s."to" = e.email
            AND s.sent_at > ${now.toISOString()}::timestamptz - interval '24 hours') AS "remindedRecently"
        FROM marketing_events e LEFT JOIN marketing_profiles p ON p.id = e.profile_id
        WHERE e.id = ${eventId} AND e.kind = 'started_checkout' AND e.email IS NOT NULL`)
    ).rows as unknown as AbandonedCheckout[];
    return rows[0] ?? null;
  }

  recordForSubscriber(event: MarketingEventInput & { email: string }): Promise<boolean> {
    return this.write(async (tx) => {
      const subscribed = await tx.execute(sql`SELECT 1 FROM marketing_list_members m JOIN marketing_profiles p ON p.id = m.profile_id
        WHERE p.email = ${event.email.toLowerCase()} AND m.status = 'subscribed' LIMIT 1`);
      if (subscribed.rows.length === 0) return false;
      await recordEventIn(tx, event, this.mirror);
      return true;
    });
  }

  async count(kind: string, sessionToken: string): Promise<number> {
    const rows = (
      await this.db.execute(sql`SELECT count(*)::int AS n FROM marketing_events WHERE kind = ${kind} AND session_token = ${sessionToken}`)
    ).rows as { n: number }[];
    return rows[0]?.n ?? 0;
  }

  async listExists(listId: string): Promise<boolean> {
    return (await this.db.execute(sql`SELECT 1 FROM marketing_lists WHERE id = ${listId}`)).rows.length > 0;
  }

  subscribe(listId: string, profile: MarketingProfileInput, consent: ConsentRecord, properties: Record<string, unknown>): Promise<void> {
    return this.write((tx) => subscribeIn(tx, { listId, profile, consent, properties }, this.mirror));
  }

  async isSubscribed(listId: string, email: string): Promise<boolean> {
    const rows = await this.db.execute(sql`SELECT 1 FROM marketing_list_members m JOIN marketing_profiles p ON p.id = m.profile_id
      WHERE m.list_id = ${listId} AND p.email = ${email.toLowerCase()} AND m.status = 'subscribed'`);
    return rows.rows.length > 0;
  }

  unsubscribe(listId: string | null, email: string, consent: ConsentRecord): Promise<boolean> {
    return this.write((tx) => unsubscribeIn(tx, { listId, email, consent }, this.mirror));
  }

  createList(list: { id: string; name: string }, actor: AdminActor): Promise<boolean> {
    return this.write(async (tx) => {
      const rows = await tx.execute(
        sql`INSERT INTO marketing_lists (id, name) VALUES (${list.id}, ${list.name}) ON CONFLICT (id) DO NOTHING RETURNING id`,
      );
      if (rows.rows.length === 0) return false;
      await recordAdminChange(tx, { actor, entity: 'marketing_list', id: list.id, action: 'create', before: null, after: list });
      return true;
    });
  }

  async list(listId: string): Promise<MarketingListSummary | null> {
    return (await this.summaries(this.db, listId))[0] ?? null;
  }

  renameList(listId: string, name: string, actor: AdminActor): Promise<MarketingListSummary | null> {
    return this.write(async (tx) => {
      const before = (await tx.execute(sql`SELECT id, name FROM marketing_lists WHERE id = ${listId} FOR UPDATE`)).rows[0];
      if (!before) return null;
      const renamed = await tx.execute(sql`UPDATE marketing_lists SET name = ${name} WHERE id = ${listId} RETURNING id, name`);
      await recordAdminChange(tx, { actor, entity: 'marketing_list', id: listId, action: 'update', before, after: renamed.rows[0] });
      return renamed.rows.length > 0 ? ((await this.summaries(tx, listId))[0] ?? null) : null;
    });
  }

  deleteList(listId: string, actor: AdminActor): Promise<{ deleted: MarketingListSummary } | 'not_found' | 'has_subscribers'> {
    return this.write(async (tx) => {
      // The row lock waits for a sign-up in flight (its membership's foreign key locks the list row too) and keeps new ones out.
      const locked = await tx.execute(sql`SELECT id FROM marketing_lists WHERE id = ${listId} FOR UPDATE`);
      if (locked.rows.length === 0) return 'not_found';
      const summary = (await this.summaries(tx, listId))[0];
      if (!summary) return 'not_found';
      if (summary.subscribers > 0) return 'has_subscribers';
      await tx.execute(sql`DELETE FROM marketing_lists WHERE id = ${listId}`);
      await recordAdminChange(tx, { actor, entity: 'marketing_list', id: listId, action: 'delete', before: summary, after: null });
      return { deleted: summary };
    });
  }

  private async summaries(on: MarketingTx, listId: string | null): Promise<MarketingListSummary[]> {
    return (
      await on.execute(sql`SELECT l.id, l.name, count(m.profile_id) FILTER (WHERE m.status = 'subscribed')::int AS subscribers
        FROM marketing_lists l LEFT JOIN marketing_list_members m ON m.list_id = l.id
        WHERE ${listId}::text IS NULL OR l.id = ${listId} GROUP BY l.id ORDER BY l.id`)
    ).rows as unknown as MarketingListSummary[];
  }

  async lists(): Promise<{ id: string; name: string; subscribers: number }[]> {
    return (
      await this.db.execute(sql`SELECT l.id, l.name, count(m.profile_id) FILTER (WHERE m.status = 'subscribed')::int AS subscribers
        FROM marketing_lists l LEFT JOIN marketing_list_members m ON m.list_id = l.id GROUP BY l.id ORDER BY l.id`)
    ).rows as { id: string; name: string; subscribers: number }[];
  }
}
