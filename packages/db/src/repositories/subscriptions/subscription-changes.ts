import type { DunningStep } from '@soul/domain/subscriptions/dunning';
import { UNDO_WINDOW_MS } from '@soul/domain/subscriptions/schedule-preview';
import type { SubscriptionActor } from '@soul/domain/subscriptions/status';
import type {
  ChangeResult,
  SubscriptionChange,
  SubscriptionFieldChanges,
  VersionedSubscription,
} from '@soul/domain/subscriptions/subscription-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { queueJob } from '../../jobs/add-job.ts';
import { SUBSCRIPTION_NOTICE_JOB } from '../../jobs/task-names.ts';
import { findSubscription } from './stored-subscription.ts';

type Who = { actor: SubscriptionActor; userId: number | null };

/** What an undo puts back: the fields a skip or pause changes. */
interface Before {
  status: string;
  nextRenewalAt: string | null;
  holdReason: string | null;
  putOffRenewalAt: string | null;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

async function applyFields(tx: Database, id: number, fields: SubscriptionFieldChanges): Promise<void> {
  const sets = [sql`version = version + 1`];
  if (fields.status !== undefined) sets.push(sql`status = ${fields.status}`);
  if (fields.nextRenewalAt !== undefined) sets.push(sql`next_renewal_at = ${iso(fields.nextRenewalAt)}`);
  if (fields.endsAt !== undefined) sets.push(sql`ends_at = ${iso(fields.endsAt)}`);
  if (fields.holdReason !== undefined) sets.push(sql`hold_reason = ${fields.holdReason}`);
  if (fields.putOffRenewalAt !== undefined) sets.push(sql`put_off_renewal_at = ${iso(fields.putOffRenewalAt)}`);
  if (fields.anchorDay !== undefined) sets.push(sql`anchor_day = ${fields.anchorDay}`);
  if (fields.paymentMethod !== undefined) sets.push(sql`payment_method = ${fields.paymentMethod}`);
  if (fields.paymentTokenId !== undefined) sets.push(sql`payment_token_id = ${fields.paymentTokenId}`);
  await tx.execute(sql`UPDATE subscriptions SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
  for (const next of fields.nextPrices ?? []) {
    await tx.execute(sql`UPDATE subscription_lines SET next_unit_price = ${next.price}, next_price_from = ${next.from.toISOString()}
      WHERE id = ${next.lineId} AND subscription_id = ${id}`);
  }
  for (const line of fields.lines ?? []) {
    if (line.id === null) {
      await tx.execute(sql`INSERT INTO subscription_lines (subscription_id, product_id, variation_id, name, sku, quantity, unit_price, tax_rate_percent)
        VALUES (${id}, ${line.productId}, ${line.variationId}, ${line.name}, ${line.sku}, ${line.quantity}, ${line.unitPrice}, ${line.taxRatePercent})`);
    } else if (line.quantity === 0) {
      await tx.execute(sql`DELETE FROM subscription_lines WHERE id = ${line.id} AND subscription_id = ${id}`);
    } else {
      await tx.execute(sql`UPDATE subscription_lines SET quantity = ${line.quantity} WHERE id = ${line.id} AND subscription_id = ${id}`);
    }
  }
}

/**
 * A customer's (or an administrator's) change: decided under the row lock
 * from the subscription as it is, refused when it is no longer the version
 * the reader saw. One event says who did what; an undoable change (skip,
 * pause) keeps what it replaced for UNDO_WINDOW_MS.
 */
export async function changeSubscription(
  db: Database,
  id: number,
  version: number,
  who: Who,
  now: Date,
  decide: (subscription: VersionedSubscription) => SubscriptionChange,
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const current = await findSubscription(t, id, true);
    if (!current) return { ok: false, reason: 'not_found' };
    if (current.version !== version) return { ok: false, reason: 'changed' };
    const decision = decide(current);
    if (!decision.ok) return decision;
    await applyFields(t, id, decision.changes);
    const before: Before | null = decision.undoable
      ? {
          status: current.status,
          nextRenewalAt: iso(current.nextRenewalAt),
          holdReason: current.holdReason,
          putOffRenewalAt: iso(current.putOffRenewalAt),
        }
      : null;
    await tx.execute(sql`INSERT INTO subscription_events (subscription_id, kind, actor, user_id, detail, undo_until, before, created_at)
      VALUES (${id}, ${decision.event.kind}, ${who.actor}, ${who.userId}, ${JSON.stringify(decision.event.detail)}::jsonb,
        ${before ? new Date(now.getTime() + UNDO_WINDOW_MS).toISOString() : null}, ${before ? JSON.stringify(before) : null}::jsonb, ${now.toISOString()})`);
    for (const job of decision.jobs ?? []) await queueJob(tx, job.task, job.payload, { jobKey: job.jobKey });
    const changed = await findSubscription(t, id);
    if (!changed) throw new Error(`subscription ${id} vanished inside its own change`);
    return { ok: true, subscription: changed };
  });
}

/**
 * Takes back the latest change if it is undoable, its window is still open
 * and nothing changed since (the reader names the version they saw, which
 * is the version that change made).
 */
export async function undoChange(db: Database, id: number, version: number, who: Who, now: Date): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const current = await findSubscription(t, id, true);
    if (!current) return { ok: false, reason: 'not_found' };
    if (current.version !== version) return { ok: false, reason: 'changed' };
    const rows = (
      await tx.execute(
        sql`SELECT id, kind, undo_until, before FROM subscription_events WHERE subscription_id = ${id} ORDER BY id DESC LIMIT 1`,
      )
    ).rows as { id: number; kind: string; undo_until: string | Date | null; before: Before | null }[];
    const last = rows[0];
    if (!last?.before || !last.undo_until || new Date(last.undo_until).getTime() < now.getTime())
      return { ok: false, reason: 'undo_expired' };
    await tx.execute(sql`UPDATE subscriptions SET status = ${last.before.status}, next_renewal_at = ${last.before.nextRenewalAt},
        hold_reason = ${last.before.holdReason}, put_off_renewal_at = ${last.before.putOffRenewalAt}, version = version + 1 WHERE id = ${id}`);
    // The undone entry can no longer be undone; the undo itself is in the timeline too.
    await tx.execute(sql`UPDATE subscription_events SET undo_until = NULL WHERE id = ${last.id}`);
    await tx.execute(sql`INSERT INTO subscription_events (subscription_id, kind, actor, user_id, detail, created_at)
      VALUES (${id}, 'undone', ${who.actor}, ${who.userId}, ${JSON.stringify({ undid: last.kind })}::jsonb, ${now.toISOString()})`);
    const changed = await findSubscription(t, id);
    if (!changed) throw new Error(`subscription ${id} vanished inside its own undo`);
    return { ok: true, subscription: changed };
  });
}

/**
 * A declined renewal charge: counted on the renewal under its row lock,
 * then either a retry is scheduled or, with none left, the subscription
 * goes on hold. Null when the renewal was not waiting for an answer (a
 * second report of the same decline).
 */
export async function recordRenewalDecline(
  db: Database,
  renewalId: number,
  now: Date,
  decide: (declines: number, firstDeclineAt: Date) => DunningStep,
): Promise<DunningStep | null> {
  return db.transaction(async (tx) => {
    const rows = (
      await tx.execute(
        sql`SELECT subscription_id, declines, first_decline_at, status FROM subscription_renewals WHERE id = ${renewalId} FOR UPDATE`,
      )
    ).rows as { subscription_id: number; declines: number; first_decline_at: string | Date | null; status: string }[];
    const renewal = rows[0];
    if (renewal?.status !== 'open') return null;
    const declines = renewal.declines + 1;
    const firstDeclineAt = renewal.first_decline_at ? new Date(renewal.first_decline_at) : now;
    const step = decide(declines, firstDeclineAt);
    await tx.execute(sql`UPDATE subscription_renewals SET declines = ${declines}, first_decline_at = ${firstDeclineAt.toISOString()},
        status = ${step.kind === 'retry' ? 'retrying' : 'held'}, next_retry_at = ${step.kind === 'retry' ? step.at.toISOString() : null}
      WHERE id = ${renewalId}`);
    if (step.kind === 'retry') {
      await tx.execute(sql`INSERT INTO subscription_events (subscription_id, kind, actor, detail, created_at)
        VALUES (${renewal.subscription_id}, 'renewal_retry_scheduled', 'system', ${JSON.stringify({ at: step.at.toISOString(), attempt: step.attempt })}::jsonb, ${now.toISOString()})`);
    } else {
      await tx.execute(sql`UPDATE subscriptions SET status = 'on-hold', hold_reason = 'payment_failed', version = version + 1
        WHERE id = ${renewal.subscription_id} AND status = 'active'`);
      await tx.execute(sql`INSERT INTO subscription_events (subscription_id, kind, actor, detail, created_at)
        VALUES (${renewal.subscription_id}, 'renewal_failed', 'system', ${JSON.stringify({ declines })}::jsonb, ${now.toISOString()})`);
      await queueJob(tx, SUBSCRIPTION_NOTICE_JOB, {
        subscriptionId: renewal.subscription_id,
        kind: 'payment_failed',
        ref: `renewal-${renewalId}`,
      });
    }
    return step;
  });
}

export async function markRetrying(db: Database, renewalId: number): Promise<void> {
  await db.execute(
    sql`UPDATE subscription_renewals SET status = 'open', next_retry_at = NULL WHERE id = ${renewalId} AND status = 'retrying'`,
  );
}

/** Pending-cancel subscriptions whose paid period has ended become cancelled, with an entry in their timeline. */
export async function endCancelled(db: Database, now: Date): Promise<number[]> {
  const rows = (
    await db.execute(sql`WITH ended AS (
        UPDATE subscriptions SET status = 'cancelled', next_renewal_at = NULL, version = version + 1
        WHERE status = 'pending-cancel' AND ends_at <= ${now.toISOString()} RETURNING id),
      logged AS (INSERT INTO subscription_events (subscription_id, kind, actor, detail, created_at)
        SELECT id, 'ended', 'system', '{}'::jsonb, ${now.toISOString()} FROM ended)
      SELECT id FROM ended`)
  ).rows as { id: number }[];
  return rows.map((r) => r.id);
}
