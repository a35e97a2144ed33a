import type { RefundIntent, RefundOutcome } from '@soul/domain/payments/refund-intent';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import type { RefundPurpose } from '../../schema/index.ts';

interface IntentRow {
  id: number;
  payment_id: number;
  order_id: number;
  gateway: string;
  transaction_id: string;
  amount: number;
  idempotency_key: string;
  purpose: RefundPurpose;
  change_id: number | null;
  created_at: string | Date;
}

const INTENT_COLUMNS = sql`r.id, r.payment_id, p.order_id, p.gateway, p.transaction_id, r.amount, r.idempotency_key, r.purpose, r.change_id, r.created_at`;

const toIntent = (r: IntentRow): RefundIntent => ({
  id: r.id,
  paymentId: r.payment_id,
  orderId: r.order_id,
  gateway: r.gateway,
  transactionId: r.transaction_id,
  amount: r.amount,
  idempotencyKey: r.idempotency_key,
  purpose: r.purpose,
  changeId: r.change_id,
  createdAt: new Date(r.created_at),
});

/**
 * In the caller's transaction: holds `amount` of a successful payment for a
 * refund and records the intent (and the timeline's "refund requested").
 * Null when the payment cannot give that much back now (refunded, or held
 * by refunds in flight): nothing was written.
 */
export async function reserveRefund(
  tx: Database,
  request: { paymentId: number; amount: number; purpose: RefundPurpose; changeId: number | null; reason: string },
): Promise<RefundIntent | null> {
  const held = (
    await tx.execute(sql`UPDATE payments SET refund_pending_amount = refund_pending_amount + ${request.amount}
      WHERE id = ${request.paymentId} AND status = 'successful' AND transaction_id IS NOT NULL
        AND amount - refunded_amount - refund_pending_amount >= ${request.amount}
      RETURNING id`)
  ).rows;
  if (held.length === 0) return null;
  // The key names the intent (its id, taken first), so it is readable in the gateway's dashboard and unique.
  const rows = (
    await tx.execute(sql`WITH next AS (SELECT nextval(pg_get_serial_sequence('payment_refunds', 'id'))::int AS id),
      r AS (
        INSERT INTO payment_refunds (id, payment_id, change_id, purpose, amount, idempotency_key, reason)
        SELECT next.id, ${request.paymentId}, ${request.changeId}, ${request.purpose}, ${request.amount},
          ${`${request.purpose}-${request.paymentId}-`} || next.id, ${request.reason} FROM next
        RETURNING *),
      event AS (INSERT INTO payment_events (payment_id, kind, detail, amount) SELECT payment_id, 'refund_requested', reason, amount FROM r)
      SELECT ${INTENT_COLUMNS} FROM r JOIN payments p ON p.id = r.payment_id`)
  ).rows as unknown as IntentRow[];
  if (!rows[0]) throw new Error('refund intent insert returned nothing');
  return toIntent(rows[0]);
}

/**
 * In the caller's transaction: records the gateway's answer to a pending
 * refund — the held amount becomes refunded (or is released), and the
 * timeline says so. False when it had been answered already.
 */
export async function finishRefund(tx: Database, intentId: number, outcome: RefundOutcome): Promise<boolean> {
  const rows = (await tx.execute(sql`SELECT payment_id, amount, status FROM payment_refunds WHERE id = ${intentId} FOR UPDATE`)).rows as {
    payment_id: number;
    amount: number;
    status: string;
  }[];
  const intent = rows[0];
  if (!intent || intent.status !== 'pending') return false;
  if (outcome.ok) {
    await tx.execute(sql`UPDATE payments SET refund_pending_amount = refund_pending_amount - ${intent.amount}, refunded_amount = refunded_amount + ${intent.amount}
      WHERE id = ${intent.payment_id}`);
  } else {
    await tx.execute(
      sql`UPDATE payments SET refund_pending_amount = refund_pending_amount - ${intent.amount} WHERE id = ${intent.payment_id}`,
    );
  }
  await tx.execute(sql`UPDATE payment_refunds SET status = ${outcome.ok ? 'succeeded' : 'failed'}, result = ${outcome.ok ? outcome.refundId : outcome.detail},
      finished_at = now() WHERE id = ${intentId}`);
  await tx.execute(sql`INSERT INTO payment_events (payment_id, kind, detail, amount)
    VALUES (${intent.payment_id}, ${outcome.ok ? 'refunded' : 'refund_failed'}, ${outcome.ok ? outcome.refundId : outcome.detail}, ${intent.amount})`);
  return true;
}

/** The refund intents of an order change (an edit's or a cancellation's), oldest first. */
export async function refundsOfChange(db: Database, changeId: number): Promise<(RefundIntent & { status: string })[]> {
  const rows = (
    await db.execute(
      sql`SELECT ${INTENT_COLUMNS}, r.status FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE r.change_id = ${changeId} ORDER BY r.id`,
    )
  ).rows as unknown as (IntentRow & { status: string })[];
  return rows.map((r) => ({ ...toIntent(r), status: r.status }));
}

/** Refunds on their own (not part of an order change) asked for before `cutoff` and still unanswered: reconciliation's list. */
export async function staleRefunds(db: Database, cutoff: Date, limit: number): Promise<RefundIntent[]> {
  const rows = (
    await db.execute(sql`SELECT ${INTENT_COLUMNS} FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
      WHERE r.status = 'pending' AND r.change_id IS NULL AND r.created_at < ${cutoff.toISOString()} ORDER BY r.created_at LIMIT ${limit}`)
  ).rows as unknown as IntentRow[];
  return rows.map(toIntent);
}
