import type { FinishCancelResult, OpenCancelResult } from '@soul/domain/orders/order-changes';
import type { RefundIntent, RefundOutcome } from '@soul/domain/payments/refund-intent';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { finishRefund, reserveRefund } from '../payments/refund-intents.ts';
import { closeChange, createChange, hasOpenChange, lockOpenChange, lockOrder } from './order-changes.ts';
import { restock } from './order-stock.ts';
import { queueOrderUpdateMail } from './order-update-job.ts';
import { logAccountEvent } from '../account-event.repository.ts';

/**
 * A customer's cancellation (account §2), first transaction, the order row
 * locked: an order still in one of `from`, with no other change waiting,
 * is cancelled at once when no card holds its money; otherwise a refund of
 * what each card payment still holds is recorded (held on the payment) with
 * the cancellation, committed before the gateway is asked.
 */
export async function openCancel(db: Database, orderId: number, from: readonly string[], userId: number): Promise<OpenCancelResult> {
  return db.transaction(async (tx): Promise<OpenCancelResult> => {
    const t = tx as unknown as Database;
    const status = await lockOrder(t, orderId);
    if (status === null || !from.includes(status)) return { ok: false, reason: 'not_cancellable' };
    if (await hasOpenChange(t, orderId)) return { ok: false, reason: 'busy' };
    const held = (
      await tx.execute(sql`SELECT id, amount - refunded_amount - refund_pending_amount AS held FROM payments
        WHERE order_id = ${orderId} AND status = 'successful' AND transaction_id IS NOT NULL AND amount - refunded_amount - refund_pending_amount > 0
        ORDER BY id FOR UPDATE`)
    ).rows as { id: number; held: number }[];
    if (held.length === 0) {
      await applyCancellation(t, orderId, status, 0, userId || null);
      return { ok: true, cancelled: true };
    }
    const changeId = await createChange(t, { orderId, kind: 'cancel', userId: userId || null, eventKind: 'cancelled', plan: null });
    const refunds: RefundIntent[] = [];
    for (const payment of held) {
      const intent = await reserveRefund(t, { paymentId: payment.id, amount: payment.held, purpose: 'cancel', changeId, reason: '' });
      if (intent) refunds.push(intent);
    }
    return { ok: true, cancelled: false, changeId, refunds };
  });
}

/**
 * The cancellation's second transaction, once the gateway answered: every
 * refund went through, so the order is cancelled (stock, coupon uses,
 * pending payments, subscriptions, the customer's mail). A failed refund
 * cancels nothing (refunds that did go through stay recorded: that money
 * went back).
 */
export async function finishCancel(
  db: Database,
  changeId: number,
  answers: { intentId: number; outcome: RefundOutcome }[],
): Promise<FinishCancelResult> {
  return db.transaction(async (tx): Promise<FinishCancelResult> => {
    const t = tx as unknown as Database;
    const orderIds = (await tx.execute(sql`SELECT order_id, user_id FROM order_changes WHERE id = ${changeId}`)).rows as {
      order_id: number;
      user_id: number | null;
    }[];
    const orderId = orderIds[0]?.order_id;
    if (orderId === undefined) throw new Error(`order change ${changeId} not found`);
    const status = await lockOrder(t, orderId);
    const change = await lockOpenChange(t, changeId);
    if (!change) {
      const done = (await tx.execute(sql`SELECT status FROM order_changes WHERE id = ${changeId}`)).rows as { status: string }[];
      return { ok: false, reason: 'finished', applied: done[0]?.status === 'applied' };
    }
    for (const answer of answers) await finishRefund(t, answer.intentId, answer.outcome);
    const failed = answers.find((a) => !a.outcome.ok);
    if (failed && !failed.outcome.ok) {
      await closeChange(t, changeId, 'abandoned', `refund failed: ${failed.outcome.detail}`);
      return { ok: false, reason: 'refund_failed', detail: failed.outcome.detail };
    }
    const refunded = (
      await tx.execute(
        sql`SELECT coalesce(sum(amount), 0)::int AS total FROM payment_refunds WHERE change_id = ${changeId} AND status = 'succeeded'`,
      )
    ).rows as { total: number }[];
    await applyCancellation(t, orderId, status ?? '', refunded[0]?.total ?? 0, orderIds[0]?.user_id ?? null);
    await closeChange(t, changeId, 'applied');
    return { ok: true };
  });
}

/**
 * Cancels the (locked) order: status, stock and coupon uses back, pending
 * payments cancelled, subscriptions ended, the customer told (with what was
 * refunded). Refunded payments stay successful, with `refunded_amount`, as
 * a refund from the Refund panel leaves them.
 */
async function applyCancellation(tx: Database, orderId: number, status: string, refunded: number, byUser: number | null): Promise<void> {
  await tx.execute(sql`UPDATE orders SET status = 'cancelled', updated_at = now(), upsell_expires_at = NULL WHERE id = ${orderId}`);
  // A failed order gave its stock and coupon uses back when it failed: not twice.
  if (status !== 'failed') {
    // Coupons before products, the lock order placing keeps.
    await tx.execute(
      sql`UPDATE coupons SET usage_count = GREATEST(usage_count - 1, 0) WHERE code IN (SELECT code FROM order_coupons WHERE order_id = ${orderId})`,
    );
    await restock(tx, orderId);
  }
  const pending = (
    await tx.execute(
      sql`UPDATE payments SET status = 'cancelled', restore_cart = NULL WHERE order_id = ${orderId} AND status = 'pending' RETURNING id`,
    )
  ).rows as { id: number }[];
  for (const row of pending)
    await tx.execute(sql`INSERT INTO payment_events (payment_id, kind, detail) VALUES (${row.id}, 'cancelled', 'order cancelled')`);
  await tx.execute(sql`UPDATE subscriptions SET status = 'cancelled' WHERE order_id = ${orderId}`);
  await queueOrderUpdateMail(tx, { orderId, kind: 'cancelled', amount: refunded, ref: 'cancel' });
  // The account log of whoever cancelled it (nobody's when the shop did).
  if (byUser !== null) await logAccountEvent(tx, { userId: byUser, type: 'modified', subject: 'order', subjectId: orderId });
}
