import type { AttemptRecording, ChargeAttempt, FailureOptions } from '@soul/domain/payments/charge-attempt';
import type { RefundIntent } from '@soul/domain/payments/refund-intent';
import type { CartDocument } from '@soul/domain/cart-document/document';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { addJobSql } from '../../jobs/add-job.ts';
import { ORDER_MAIL_JOB } from '../../jobs/task-names.ts';
import { restock } from '../orders/order-stock.ts';
import { queueOrderUpdateMail } from '../orders/order-update-job.ts';
import type { SavedCard } from '@soul/domain/payments/saved-card';
import { reserveRefund } from './refund-intents.ts';

interface AttemptRow {
  id: number;
  order_id: number;
  gateway: string;
  amount: number;
  idempotency_key: string;
  session_token: string;
  restore_cart: CartDocument | null;
  created_at: string | Date;
}

const ATTEMPT_COLUMNS = sql`p.id, p.order_id, p.gateway, p.amount, p.idempotency_key, o.session_token, p.restore_cart, p.created_at`;

const toAttempt = (r: AttemptRow): ChargeAttempt => ({
  paymentId: r.id,
  orderId: r.order_id,
  gateway: r.gateway,
  amount: r.amount,
  idempotencyKey: r.idempotency_key,
  sessionToken: r.session_token,
  restoreCart: r.restore_cart,
  createdAt: new Date(r.created_at),
});

/** The order's charge still waiting for its answer (a card order's own payment, not an edit's), if any. */
export async function openAttempt(db: Database, orderId: number): Promise<ChargeAttempt | null> {
  const rows = (
    await db.execute(sql`SELECT ${ATTEMPT_COLUMNS} FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.order_id = ${orderId} AND p.purpose = 'order' AND p.status = 'pending' AND p.idempotency_key IS NOT NULL
      ORDER BY p.id DESC LIMIT 1`)
  ).rows as unknown as AttemptRow[];
  return rows[0] ? toAttempt(rows[0]) : null;
}

/** Order charges asked for before `cutoff` and still unanswered (reconciliation's list), oldest first. */
export async function staleAttempts(db: Database, cutoff: Date, limit: number): Promise<ChargeAttempt[]> {
  const rows = (
    await db.execute(sql`SELECT ${ATTEMPT_COLUMNS} FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.status = 'pending' AND p.idempotency_key IS NOT NULL AND p.purpose = 'order' AND p.created_at < ${cutoff.toISOString()}
      ORDER BY p.created_at LIMIT ${limit}`)
  ).rows as unknown as AttemptRow[];
  return rows.map(toAttempt);
}

/** Locks the attempt's row; false when it is no longer waiting for an answer. */
async function lockOpen(tx: Database, paymentId: number): Promise<{ orderId: number } | null> {
  const rows = (await tx.execute(sql`SELECT order_id, status FROM payments WHERE id = ${paymentId} FOR UPDATE`)).rows as {
    order_id: number;
    status: string;
  }[];
  const row = rows[0];
  return row?.status === 'pending' ? { orderId: row.order_id } : null;
}

/**
 * The charge went through: the payment succeeded, the card is saved for
 * upsells and renewals, the order is paid (processing, upsell deadline),
 * its subscriptions start (a renewal order: its period is renewed) and its e-mails are queued — the same whether the
 * answer came at checkout, on a retry, on the pay-for-order page or from
 * reconciliation. Only an attempt still pending is recorded (so two
 * answers to one charge never record it twice).
 */
export async function recordPaid(
  db: Database,
  paymentId: number,
  charge: { transactionId: string; card: SavedCard; upsellSeconds: number },
): Promise<AttemptRecording> {
  const { card, transactionId } = charge;
  return db.transaction(async (tx) => {
    const open = await lockOpen(tx as unknown as Database, paymentId);
    if (!open) return 'closed';
    const { orderId } = open;
    await tx.execute(sql`WITH o AS (SELECT id, user_id FROM orders WHERE id = ${orderId}),
      token AS (
        INSERT INTO payment_tokens (user_id, gateway, customer_ref, token, brand, last4, exp_month, exp_year)
        SELECT o.user_id, p.gateway, ${card.customerRef}, ${card.token}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear}
        FROM o, payments p WHERE p.id = ${paymentId} AND p.payment_token_id IS NULL
        RETURNING id),
      paid AS (
        UPDATE payments SET status = 'successful', transaction_id = ${transactionId}, payment_token_id = coalesce((SELECT id FROM token), payment_token_id),
          restore_cart = NULL
        WHERE id = ${paymentId} RETURNING id, amount),
      event AS (INSERT INTO payment_events (payment_id, kind, detail, amount) SELECT id, 'succeeded', ${transactionId}, amount FROM paid),
      paid_order AS (
        UPDATE orders SET status = 'processing', transaction_id = ${transactionId}, paid_at = now(), updated_at = now(),
          upsell_expires_at = now() + make_interval(secs => ${charge.upsellSeconds})
        WHERE id = ${orderId} AND status = 'pending' RETURNING id),
      active AS (UPDATE subscriptions SET status = 'active', payment_token_id = (SELECT id FROM token) WHERE order_id IN (SELECT id FROM paid_order)),
      -- A renewal order paid (on time, on a retry, or by the customer on the pay-for-order page): its period is renewed.
      renewal AS (
        UPDATE subscription_renewals SET status = 'paid', next_retry_at = NULL
        WHERE order_id IN (SELECT id FROM paid_order) AND status <> 'paid' RETURNING subscription_id, order_id),
      renewed AS (
        UPDATE subscriptions SET status = 'active', hold_reason = NULL, version = version + 1
        WHERE id IN (SELECT subscription_id FROM renewal) AND status = 'on-hold' AND hold_reason = 'payment_failed'),
      renewal_event AS (
        INSERT INTO subscription_events (subscription_id, kind, actor, detail)
        SELECT subscription_id, 'renewed', 'system', jsonb_build_object('orderId', order_id, 'amount', (SELECT amount FROM paid)) FROM renewal),
      mail AS (SELECT ${addJobSql(ORDER_MAIL_JOB, sql`jsonb_build_object('orderId', id)`)} FROM paid_order)
      -- Scalar subqueries: one row whatever happened, so mail (a SELECT: it runs only when read) always runs.
      SELECT (SELECT id FROM paid) AS id, (SELECT count(*) FROM mail) AS mailed`);
    return 'recorded';
  });
}

/**
 * The charge was declined (or never reached the gateway): the attempt
 * fails, the order fails, its stock and coupon uses go back, its
 * subscriptions end, and the cart is given back. Only an attempt still
 * pending is recorded.
 */
export async function recordFailed(
  db: Database,
  paymentId: number,
  failure: { code: string; detail: string },
  options: FailureOptions,
): Promise<AttemptRecording> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const open = await lockOpen(t, paymentId);
    if (!open) return 'closed';
    const { orderId } = open;
    await tx.execute(
      sql`UPDATE payments SET status = 'failed', failure_code = ${failure.code}, restore_cart = NULL WHERE id = ${paymentId}`,
    );
    await tx.execute(
      sql`INSERT INTO payment_events (payment_id, kind, detail) VALUES (${paymentId}, 'failed', ${`${failure.code}: ${failure.detail}`})`,
    );
    const changed = (
      await tx.execute(
        sql`UPDATE orders SET status = 'failed', updated_at = now() WHERE id = ${orderId} AND status = 'pending' RETURNING total`,
      )
    ).rows as { total: number }[];
    if (!changed[0]) return 'recorded';
    // Coupons before products, the order placing takes them in, so the two never deadlock.
    await tx.execute(
      sql`UPDATE coupons SET usage_count = GREATEST(usage_count - 1, 0) WHERE code IN (SELECT code FROM order_coupons WHERE order_id = ${orderId})`,
    );
    await restock(t, orderId);
    await tx.execute(sql`UPDATE subscriptions SET status = 'cancelled' WHERE order_id = ${orderId}`);
    if (options.restore) {
      await tx.execute(sql`INSERT INTO carts (session_token, document, version) VALUES (${options.restore.sessionToken}, ${JSON.stringify(options.restore.cart)}::jsonb, 1)
        ON CONFLICT (session_token) DO UPDATE SET document = EXCLUDED.document, version = carts.version + 1, updated_at = now()
        WHERE jsonb_array_length(carts.document->'lines') = 0`);
    }
    if (options.notify)
      await queueOrderUpdateMail(tx, { orderId, kind: 'payment_failed', amount: changed[0].total, ref: `payment-failed-${paymentId}` });
    return 'recorded';
  });
}

/**
 * A charge that went through after its attempt had been closed (the order
 * failed or was cancelled meanwhile, e.g. reconciliation gave up on it):
 * the money was taken, so the payment says so, and a refund of all of it
 * is recorded to be sent (purpose `void`). Null when there is nothing to
 * give back (the attempt was recorded as paid by this very charge).
 */
export async function recordLateCharge(db: Database, paymentId: number, transactionId: string): Promise<RefundIntent | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const rows = (await tx.execute(sql`SELECT status, amount FROM payments WHERE id = ${paymentId} FOR UPDATE`)).rows as {
      status: string;
      amount: number;
    }[];
    const payment = rows[0];
    if (!payment || (payment.status !== 'failed' && payment.status !== 'cancelled')) return null;
    await tx.execute(
      sql`UPDATE payments SET status = 'successful', transaction_id = ${transactionId}, restore_cart = NULL WHERE id = ${paymentId}`,
    );
    await tx.execute(
      sql`INSERT INTO payment_events (payment_id, kind, detail, amount) VALUES (${paymentId}, 'succeeded', ${`${transactionId} (after the attempt was closed)`}, ${payment.amount})`,
    );
    return reserveRefund(t, {
      paymentId,
      amount: payment.amount,
      purpose: 'void',
      changeId: null,
      reason: 'charge arrived after the attempt was closed',
    });
  });
}
