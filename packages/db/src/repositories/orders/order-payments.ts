import type { CartDocument } from '@soul/domain/cart-document/document';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { paymentEvents } from '../../schema/index.ts';
import { queueOrderUpdateMail } from './order-update-job.ts';
import type { SavedCardRecord } from './stored-order.ts';

/**
 * A card charge went through: the order is paid, the card saved for
 * upsells and renewals, the e-mail job queued. One statement (so one
 * round trip and one commit), atomic like any single statement.
 */
export async function markPaid(db: Database, orderId: number, charge: { transactionId: string; card: SavedCardRecord; upsellSeconds: number }): Promise<void> {
  const { card, transactionId } = charge;
  await db.execute(sql`WITH o AS (SELECT id, user_id, payment_method FROM orders WHERE id = ${orderId}),
    token AS (
      INSERT INTO payment_tokens (user_id, gateway, customer_ref, token, brand, last4, exp_month, exp_year)
      SELECT o.user_id, o.payment_method, ${card.customerRef}, ${card.token}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear} FROM o
      RETURNING id),
    paid AS (
      UPDATE payments SET status = 'successful', transaction_id = ${transactionId}, payment_token_id = (SELECT id FROM token)
      WHERE order_id = ${orderId} AND status = 'pending' RETURNING id, amount),
    event AS (INSERT INTO payment_events (payment_id, kind, detail, amount) SELECT id, 'succeeded', ${transactionId}, amount FROM paid),
    paid_order AS (
      UPDATE orders SET status = 'processing', transaction_id = ${transactionId}, paid_at = now(), updated_at = now(),
        upsell_expires_at = now() + make_interval(secs => ${charge.upsellSeconds})
      WHERE id = ${orderId} RETURNING id),
    active AS (UPDATE subscriptions SET status = 'active', payment_token_id = (SELECT id FROM token) WHERE order_id = ${orderId}),
    mail AS (INSERT INTO jobs (kind, payload) SELECT 'order_emails', jsonb_build_object('orderId', id) FROM paid_order)
    SELECT id FROM paid_order`);
}

/**
 * A card charge was declined: the order fails, its stock and coupon uses
 * go back, and the shopper's cart is given back to them (if they have not
 * started a new one meanwhile) so they can try another card.
 */
export async function markFailed(db: Database, orderId: number, failure: { code: string; detail: string }, restore: { sessionToken: string; cart: CartDocument }): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = (
      await tx.execute(sql`UPDATE payments SET status = 'failed', failure_code = ${failure.code} WHERE order_id = ${orderId} AND status = 'pending' RETURNING id`)
    ).rows as { id: number }[];
    for (const row of failed) await tx.insert(paymentEvents).values({ paymentId: row.id, kind: 'failed', detail: `${failure.code}: ${failure.detail}` });
    const changed = (await tx.execute(sql`UPDATE orders SET status = 'failed', updated_at = now() WHERE id = ${orderId} AND status = 'pending' RETURNING id`)).rows;
    if (changed.length === 0) return;
    // Coupons before products, the order placing takes them in, so the two never deadlock.
    await tx.execute(sql`UPDATE coupons SET usage_count = GREATEST(usage_count - 1, 0) WHERE code IN (SELECT code FROM order_coupons WHERE order_id = ${orderId})`);
    await restock(tx as unknown as Database, orderId);
    await tx.execute(sql`UPDATE subscriptions SET status = 'cancelled' WHERE order_id = ${orderId}`);
    await tx.execute(sql`INSERT INTO carts (session_token, document, version) VALUES (${restore.sessionToken}, ${JSON.stringify(restore.cart)}::jsonb, 1)
      ON CONFLICT (session_token) DO UPDATE SET document = EXCLUDED.document, version = carts.version + 1, updated_at = now()
      WHERE jsonb_array_length(carts.document->'lines') = 0`);
  });
}

/** The payments of an order that took money, with what they still hold (to refund when it is cancelled). */
export async function paidPayments(db: Database, orderId: number): Promise<{ id: number; gateway: string; transactionId: string; amount: number }[]> {
  const rows = (
    await db.execute(sql`SELECT id, gateway, transaction_id, amount - refunded_amount AS amount FROM payments
      WHERE order_id = ${orderId} AND status = 'successful' AND transaction_id IS NOT NULL AND amount > refunded_amount ORDER BY id`)
  ).rows as { id: number; gateway: string; transaction_id: string; amount: number }[];
  return rows.map((r) => ({ id: r.id, gateway: r.gateway, transactionId: r.transaction_id, amount: r.amount }));
}

/**
 * Cancels an order still in one of `from` (checked under the row lock): the
 * status, stock and coupon uses back, pending payments cancelled, refunded
 * ones marked with their refund, subscriptions ended. False when the order
 * had moved on meanwhile (nothing changed).
 */
export async function cancelOrder(
  db: Database,
  orderId: number,
  from: readonly string[],
  refunds: { paymentId: number; refundId: string; amount: number }[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cancelled = (
      await tx.execute(sql`UPDATE orders SET status = 'cancelled', updated_at = now(), upsell_expires_at = NULL
        WHERE id = ${orderId} AND status IN (${sql.join(from.map((s) => sql`${s}`), sql`, `)}) RETURNING id`)
    ).rows;
    if (cancelled.length === 0) return false;
    // Coupons before products, the lock order placing keeps.
    await tx.execute(sql`UPDATE coupons SET usage_count = GREATEST(usage_count - 1, 0) WHERE code IN (SELECT code FROM order_coupons WHERE order_id = ${orderId})`);
    await restock(tx as unknown as Database, orderId);
    const pending = (await tx.execute(sql`UPDATE payments SET status = 'cancelled' WHERE order_id = ${orderId} AND status = 'pending' RETURNING id`)).rows as { id: number }[];
    for (const row of pending) await tx.insert(paymentEvents).values({ paymentId: row.id, kind: 'cancelled', detail: 'order cancelled' });
    for (const refund of refunds) {
      // The payment did take the money: it stays successful, now (partly) refunded, as a refund from the Refund panel leaves it.
      await tx.execute(sql`UPDATE payments SET refunded_amount = refunded_amount + ${refund.amount} WHERE id = ${refund.paymentId}`);
      await tx.insert(paymentEvents).values({ paymentId: refund.paymentId, kind: 'refunded', detail: refund.refundId, amount: refund.amount });
    }
    await tx.execute(sql`UPDATE subscriptions SET status = 'cancelled' WHERE order_id = ${orderId}`);
    await queueOrderUpdateMail(tx, { orderId, kind: 'cancelled', amount: refunds.reduce((sum, r) => sum + r.amount, 0), ref: 'cancel' });
    return true;
  });
}

/** Gives back the stock an order took (lines of products that keep count). */
async function restock(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`UPDATE products p SET stock_quantity = p.stock_quantity + l.quantity,
      stock_status = CASE WHEN p.stock_status = 'outofstock' THEN 'instock' ELSE p.stock_status END,
      total_sales = GREATEST(p.total_sales - l.quantity, 0)
    FROM (SELECT CASE WHEN variation_id > 0 THEN variation_id ELSE product_id END AS id, SUM(quantity)::int AS quantity
          FROM order_lines WHERE order_id = ${orderId} GROUP BY 1) l
    WHERE p.id = l.id AND p.manage_stock AND p.stock_quantity IS NOT NULL`);
}
