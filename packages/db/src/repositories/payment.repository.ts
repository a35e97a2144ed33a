import type { PaymentRepository } from '@soul/domain/payments/payment-port';
import type { RefundIntent, RefundOutcome, RefundRequestResult } from '@soul/domain/payments/refund-intent';
import type { PaymentEventKind, PaymentFilter, PaymentListQuery, PaymentStatus } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { countRows } from './count-rows.ts';
import type { StoredPayment, StoredPaymentDetail } from '@soul/domain/payments/stored-payment';
import type { PaymentPurpose } from '../schema/index.ts';
import { queueOrderUpdateMail } from './orders/order-update-job.ts';
import type { OrderScope } from '@soul/domain/orders/stored-order';
import { finishRefund, reserveRefund, staleRefunds } from './payments/refund-intents.ts';

interface PaymentRow {
  id: number;
  order_id: number;
  order_user_id: number | null;
  order_lang: string;
  gateway: string;
  title: string;
  purpose: PaymentPurpose;
  amount: number;
  refunded_amount: number;
  refund_pending_amount: number;
  currency: string;
  status: PaymentStatus;
  transaction_id: string | null;
  created_at: string | Date;
}

const toPayment = (r: PaymentRow): StoredPayment => ({
  id: r.id,
  orderId: r.order_id,
  orderUserId: r.order_user_id,
  orderLanguage: r.order_lang === 'lt' ? 'lt' : 'en',
  gateway: r.gateway,
  title: r.title,
  purpose: r.purpose,
  amount: r.amount,
  refunded: r.refunded_amount,
  refundPending: r.refund_pending_amount,
  currency: r.currency,
  status: r.status,
  transactionId: r.transaction_id,
  createdAt: new Date(r.created_at),
});

const PAYMENT_COLUMNS = sql`p.id, p.order_id, o.user_id AS order_user_id, o.lang AS order_lang, p.gateway, p.title, p.purpose, p.amount, p.refunded_amount, p.refund_pending_amount,
  p.currency, p.status, p.transaction_id, p.created_at`;

/** The list's filter (contracts PAYMENT_FILTERS): what each status badge says. */
function statusCondition(filter: PaymentFilter | undefined) {
  if (!filter) return sql``;
  if (filter === 'refunded') return sql`AND p.refunded_amount > 0`;
  if (filter === 'successful') return sql`AND p.status = 'successful' AND p.refunded_amount = 0`;
  return sql`AND p.status = ${filter}`;
}

/**
 * Payments (account §2 "Payments"): the list and detail a reader may see,
 * and refunds. Every refund is recorded as it happens — requested, then
 * refunded or failed — so the payment's timeline is its real history.
 */
export class PgPaymentRepository implements PaymentRepository {
  constructor(private readonly db: Database) {}

  async list(scope: OrderScope, query: PaymentListQuery): Promise<{ payments: StoredPayment[]; total: number }> {
    const filters = sql`${scope.kind === 'all' ? sql`true` : sql`o.user_id = ANY(${`{${scope.userIds.join(',')}}`}::int[])`}
          ${statusCondition(query.status)}
          ${query.order_id ? sql`AND p.order_id = ${query.order_id}` : sql``}`;
    const rows = (
      await this.db.execute(sql`SELECT ${PAYMENT_COLUMNS}, count(*) OVER () AS full_count
        FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE ${filters}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`)
    ).rows as unknown as (PaymentRow & { full_count: number })[];
    const total = rows[0]
      ? Number(rows[0].full_count)
      : query.page > 1
        ? await countRows(this.db, sql`SELECT count(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE ${filters}`)
        : 0;
    return { payments: rows.map(toPayment), total };
  }

  async find(paymentId: number): Promise<StoredPaymentDetail | null> {
    const rows = (
      await this.db.execute(sql`SELECT ${PAYMENT_COLUMNS}, t.brand, t.last4 FROM payments p JOIN orders o ON o.id = p.order_id
        LEFT JOIN payment_tokens t ON t.id = p.payment_token_id WHERE p.id = ${paymentId}`)
    ).rows as unknown as (PaymentRow & { brand: string | null; last4: string | null })[];
    const row = rows[0];
    if (!row) return null;
    const events = (
      await this.db.execute(
        sql`SELECT id, kind, detail, amount, created_at FROM payment_events WHERE payment_id = ${paymentId} ORDER BY created_at, id`,
      )
    ).rows as { id: number; kind: PaymentEventKind; detail: string; amount: number | null; created_at: string | Date }[];
    return {
      ...toPayment(row),
      card: row.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null,
      events: events.map((e) => ({ id: e.id, kind: e.kind, detail: e.detail, amount: e.amount, createdAt: new Date(e.created_at) })),
    };
  }

  /**
   * An administrator's refund, first half: with the payment row locked, checks
   * what is left to give back (minus refunds in flight) and records the
   * refund, holding its amount, so two refunds at once never promise more
   * than was taken. Committed before the gateway is asked (`finishRefund`
   * records its answer; reconciliation does if this process dies between).
   */
  async requestRefund(paymentId: number, amount: number, reason: string): Promise<RefundRequestResult> {
    return this.db.transaction(async (tx) => {
      const rows = (
        await tx.execute(
          sql`SELECT status, transaction_id, amount, refunded_amount, refund_pending_amount FROM payments WHERE id = ${paymentId} FOR UPDATE`,
        )
      ).rows as { status: string; transaction_id: string | null; amount: number; refunded_amount: number; refund_pending_amount: number }[];
      const payment = rows[0];
      if (!payment) return { ok: false, reason: 'not_found' };
      if (payment.status !== 'successful' || !payment.transaction_id) return { ok: false, reason: 'not_refundable' };
      if (amount > payment.amount - payment.refunded_amount - payment.refund_pending_amount) return { ok: false, reason: 'too_large' };
      const intent = await reserveRefund(tx as unknown as Database, { paymentId, amount, purpose: 'manual', changeId: null, reason });
      if (!intent) return { ok: false, reason: 'too_large' };
      return { ok: true, intent };
    });
  }

  /**
   * A refund on its own (an administrator's, or giving back a late charge),
   * second half: records the gateway's answer. An administrator's refund
   * that went through mails the customer, and an order whose payments are
   * all given back in full becomes refunded (its stock is not put back: the
   * goods may be with the customer). A failed attempt stays in the timeline.
   * False when it had been answered already.
   */
  async finishRefund(intent: RefundIntent, outcome: RefundOutcome): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const finished = await finishRefund(tx as unknown as Database, intent.id, outcome);
      if (!finished || !outcome.ok || intent.purpose !== 'manual') return finished;
      await queueOrderUpdateMail(tx, { orderId: intent.orderId, kind: 'refunded', amount: intent.amount, ref: `refund-${intent.id}` });
      await tx.execute(sql`UPDATE orders SET status = 'refunded', upsell_expires_at = NULL, updated_at = now()
        WHERE id = ${intent.orderId} AND status IN ('processing', 'shipped', 'completed')
          AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ${intent.orderId} AND status = 'successful' AND refunded_amount < amount)`);
      return true;
    });
  }

  /** Refunds on their own asked for before `cutoff` and not answered (reconciliation). */
  staleRefunds(cutoff: Date, limit: number): Promise<RefundIntent[]> {
    return staleRefunds(this.db, cutoff, limit);
  }
}
