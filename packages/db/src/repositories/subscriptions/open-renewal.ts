import type { StockShortage } from '@soul/domain/orders/order-pay';
import type { OpenRenewalCommand, OpenRenewalResult } from '@soul/domain/subscriptions/subscription-port';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { addJobSql, queueJob } from '../../jobs/add-job.ts';
import { ORDER_MAIL_JOB, SUBSCRIPTION_NOTICE_JOB } from '../../jobs/task-names.ts';
import { retakeStock } from '../orders/order-stock.ts';
import { orderLineRecord } from '../orders/order-line-record.ts';
import { findSubscription } from './stored-subscription.ts';

class Shortage extends Error {
  constructor(readonly shortage: StockShortage) {
    super('stock');
  }
}

/** Out of stock at renewal: the next look is a day later (or sooner, when back-in-stock news arrives). */
const STOCK_RETRY_SECONDS = 24 * 60 * 60;

/**
 * A renewal, first half, in one transaction with the subscription's row
 * locked: the period's renewal row (its key makes a period renew at most
 * once), the order with the subscription's lines, prices and shipping, its
 * stock, its payment (a card attempt on the saved card, keyed by the
 * renewal), and the subscription moved on to its next date. The caller asks
 * the gateway after the commit; the answer is recorded as any order's is
 * (charge-attempts.ts), which marks the renewal paid. Not enough stock:
 * the order is not placed, the subscription waits on hold and is looked at
 * again a day later.
 */
export async function openRenewal(db: Database, command: OpenRenewalCommand): Promise<OpenRenewalResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const subscription = await findSubscription(t, command.subscriptionId, true);
    if (!subscription) return { ok: false, reason: 'not_due' };
    if (subscription.version !== command.version) return { ok: false, reason: 'changed' };
    const renewable =
      subscription.status === 'active' ||
      (subscription.status === 'on-hold' && (subscription.holdReason === 'paused' || subscription.holdReason === 'out_of_stock'));
    if (!renewable || subscription.nextRenewalAt?.getTime() !== command.dueAt.getTime()) return { ok: false, reason: 'not_due' };

    const renewalRows = (
      await tx.execute(sql`INSERT INTO subscription_renewals (subscription_id, due_at) VALUES (${subscription.id}, ${command.dueAt.toISOString()})
        ON CONFLICT (subscription_id, due_at) DO UPDATE SET status = 'open', next_retry_at = NULL
          WHERE subscription_renewals.status = 'waiting_stock'
        RETURNING id, (xmax <> 0) AS was_waiting`)
    ).rows as { id: number; was_waiting: boolean }[];
    const renewal = renewalRows[0];
    if (!renewal) return { ok: false, reason: 'already_renewed' };

    try {
      return await tx.transaction(async (savepoint) => {
        const sp = savepoint as unknown as Database;
        const { order } = command;
        const orderKey = `wc_order_${randomBytes(10).toString('base64url')}`;
        const placed = (
          await sp.execute(sql`INSERT INTO orders (order_key, status, user_id, session_token, lang, billing_address, shipping_address, payment_method,
              shipping_rate_id, items_subtotal, items_subtotal_tax, discount_total, discount_tax, shipping_total, shipping_tax, total, total_tax)
            SELECT ${orderKey}, ${command.orderStatus}, ${subscription.userId}, '', ${subscription.language}, parent.billing_address,
              ${JSON.stringify(subscription.shippingAddress)}::jsonb, ${subscription.paymentMethod}, ${subscription.shippingRateId},
              ${order.itemsSubtotal}, ${order.itemsSubtotalTax}, 0, 0, ${order.shippingTotal}, ${order.shippingTax}, ${order.total}, ${order.totalTax}
            FROM orders parent WHERE parent.id = ${subscription.parentOrderId}
            RETURNING id`)
        ).rows as { id: number }[];
        const orderId = placed[0]?.id;
        if (orderId === undefined) throw new Error(`renewal of subscription ${subscription.id}: its parent order is gone`);
        const lines = order.lines.map(orderLineRecord);
        await sp.execute(sql`INSERT INTO order_lines (order_id, source, product_id, variation_id, name, sku, quantity, subtotal, subtotal_tax, total, total_tax, tax_rate_percent, data)
          SELECT ${orderId}, 'renewal', l.product_id, l.variation_id, l.name, l.sku, l.quantity, l.subtotal, l.subtotal_tax, l.total, l.total_tax, l.tax_rate_percent, '{}'::jsonb
          FROM json_to_recordset(${JSON.stringify(lines)}::json) AS l(product_id int, variation_id int, name text, sku text, quantity int,
            subtotal int, subtotal_tax int, total int, total_tax int, tax_rate_percent int)`);
        const shortage = await retakeStock(sp, orderId);
        if (shortage) throw new Shortage(shortage);

        const idempotencyKey = command.card ? `renewal-${renewal.id}` : null;
        const payment = (
          await sp.execute(sql`INSERT INTO payments (order_id, gateway, title, amount, status, idempotency_key, payment_token_id)
            VALUES (${orderId}, ${subscription.paymentMethod}, ${command.paymentTitle}, ${order.total}, 'pending', ${idempotencyKey},
              ${subscription.card?.tokenId ?? null})
            RETURNING id, created_at`)
        ).rows as { id: number; created_at: string | Date }[];
        const paymentRow = payment[0];
        if (!paymentRow) throw new Error('renewal payment insert returned nothing');
        await sp.execute(
          sql`INSERT INTO payment_events (payment_id, kind, detail, amount) VALUES (${paymentRow.id}, 'created', ${subscription.paymentMethod}, ${order.total})`,
        );
        const paidNow = command.orderStatus === 'processing';
        await sp.execute(
          sql`UPDATE subscription_renewals SET order_id = ${orderId}, status = ${paidNow ? 'paid' : 'open'} WHERE id = ${renewal.id}`,
        );
        // An announced price, once its day has come, is the price from now on.
        await sp.execute(sql`UPDATE subscription_lines SET unit_price = next_unit_price, next_unit_price = NULL, next_price_from = NULL
          WHERE subscription_id = ${subscription.id} AND next_unit_price IS NOT NULL AND next_price_from <= ${command.dueAt.toISOString()}`);
        await sp.execute(sql`UPDATE subscriptions SET next_renewal_at = ${command.nextRenewalAt.toISOString()}, status = 'active', hold_reason = NULL,
            put_off_renewal_at = NULL, version = version + 1
          WHERE id = ${subscription.id}`);
        // Renew now: the customer's (or the shop's) request is in the timeline; the charge's answer follows as the system's.
        if (command.actor !== 'system') {
          await sp.execute(sql`INSERT INTO subscription_events (subscription_id, kind, actor, user_id, detail)
            VALUES (${subscription.id}, 'renewal_requested', ${command.actor}, ${command.userId}, ${JSON.stringify({ orderId })}::jsonb)`);
        }
        if (subscription.status === 'on-hold') {
          await sp.execute(sql`INSERT INTO subscription_events (subscription_id, kind, actor, user_id, detail)
            VALUES (${subscription.id}, 'resumed', ${command.actor}, ${command.userId}, ${JSON.stringify({ reason: subscription.holdReason })}::jsonb)`);
        }
        if (paidNow) {
          await sp.execute(sql`INSERT INTO subscription_events (subscription_id, kind, actor, user_id, detail)
            VALUES (${subscription.id}, 'renewed', ${command.actor}, ${command.userId}, ${JSON.stringify({ orderId, amount: order.total })}::jsonb)`);
          await sp.execute(sql`SELECT ${addJobSql(ORDER_MAIL_JOB, sql`jsonb_build_object('orderId', ${orderId}::int)`)}`);
        }
        const card = subscription.card
          ? ((await sp.execute(sql`SELECT customer_ref, token FROM payment_tokens WHERE id = ${subscription.card.tokenId}`)).rows[0] as
              | { customer_ref: string; token: string }
              | undefined)
          : undefined;
        return {
          ok: true as const,
          renewalId: renewal.id,
          orderId,
          attempt: idempotencyKey
            ? {
                paymentId: paymentRow.id,
                orderId,
                gateway: subscription.paymentMethod,
                amount: order.total,
                idempotencyKey,
                sessionToken: '',
                restoreCart: null,
                createdAt: new Date(paymentRow.created_at),
              }
            : null,
          card: card ? { customerRef: card.customer_ref, token: card.token } : null,
        };
      });
    } catch (error) {
      if (!(error instanceof Shortage)) throw error;
      await tx.execute(sql`UPDATE subscription_renewals SET status = 'waiting_stock', next_retry_at = now() + make_interval(secs => ${STOCK_RETRY_SECONDS})
        WHERE id = ${renewal.id}`);
      if (!renewal.was_waiting) {
        await tx.execute(
          sql`UPDATE subscriptions SET status = 'on-hold', hold_reason = 'out_of_stock', version = version + 1 WHERE id = ${subscription.id}`,
        );
        await tx.execute(sql`INSERT INTO subscription_events (subscription_id, kind, actor, user_id, detail)
          VALUES (${subscription.id}, 'renewal_waiting_for_stock', 'system', NULL, ${JSON.stringify({ product: error.shortage.name })}::jsonb)`);
        await queueJob(tx, SUBSCRIPTION_NOTICE_JOB, {
          subscriptionId: subscription.id,
          kind: 'waiting_for_stock',
          ref: `renewal-${renewal.id}`,
          product: error.shortage.name,
        });
      }
      return { ok: false, reason: 'stock', shortage: error.shortage };
    }
  });
}
