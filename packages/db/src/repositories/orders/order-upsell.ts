import type { OpenUpsellResult, UpsellCommand, UpsellRefusalReason } from '@soul/domain/orders/upsell-purchase';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { orderLines } from '../../schema/index.ts';
import { hasOpenChange } from './order-changes.ts';
import { takeUnits } from './order-stock.ts';

class UpsellRefusal extends Error {
  constructor(readonly reason: UpsellRefusalReason) {
    super(reason);
  }
}

/**
 * The one-click upsell (storefront §2), first transaction, the order row
 * locked (two quick clicks queue): checks the offer, takes the stock, adds
 * the line and its totals, and records its charge on the card saved with
 * the order as a pending payment (key `upsell-<order>-<line>`). Committed
 * before the gateway is asked; `finishUpsell` records the answer.
 */
export async function openUpsell(db: Database, command: UpsellCommand): Promise<OpenUpsellResult> {
  try {
    return await db.transaction(async (tx) => {
      const rows = (
        await tx.execute(sql`SELECT o.id, o.status, o.user_id, o.session_token, o.upsell_expires_at, t.customer_ref, t.token, t.id AS token_id, t.gateway
          FROM orders o
          LEFT JOIN LATERAL (SELECT payment_token_id FROM payments WHERE order_id = o.id AND status = 'successful' AND payment_token_id IS NOT NULL ORDER BY id LIMIT 1) p ON true
          LEFT JOIN payment_tokens t ON t.id = p.payment_token_id
          WHERE o.id = ${command.orderId} FOR UPDATE OF o`)
      ).rows as {
        status: string;
        user_id: number | null;
        session_token: string;
        upsell_expires_at: string | null;
        customer_ref: string | null;
        token: string | null;
        token_id: number | null;
        gateway: string | null;
      }[];
      const order = rows[0];
      const owns = order && (order.session_token === command.sessionToken || (command.userId > 0 && order.user_id === command.userId));
      if (!order || !owns) throw new UpsellRefusal('not_found');
      if ((order.user_id ?? 0) !== command.claimedUserId) throw new UpsellRefusal('not_found');
      if (!order.customer_ref || !order.token || order.customer_ref !== command.customerRef) throw new UpsellRefusal('no_saved_card');
      if (!order.upsell_expires_at || new Date(order.upsell_expires_at).getTime() <= command.now.getTime())
        throw new UpsellRefusal('expired');
      if (order.status !== 'processing') throw new UpsellRefusal('expired');
      if (await hasOpenChange(tx as unknown as Database, command.orderId)) throw new UpsellRefusal('busy');

      if (command.stockProductId !== null) {
        // Others' live back-in-stock holds are theirs, as at checkout; the buyer's own hold is used up.
        const taken = await takeUnits(
          tx as unknown as Database,
          command.stockProductId,
          command.line.quantity,
          command.sessionToken,
          command.now,
        );
        if (typeof taken === 'object') throw new UpsellRefusal(taken.short === 'held' ? 'stock_held' : 'stock');
      }
      const [line] = await tx
        .insert(orderLines)
        .values({
          orderId: command.orderId,
          source: 'upsell',
          productId: command.line.productId,
          variationId: command.line.variationId,
          name: command.line.name,
          sku: command.line.sku,
          quantity: command.line.quantity,
          taxRatePercent: command.line.taxRatePercent,
          data: command.line.data,
          subtotal: command.line.net,
          subtotalTax: command.line.tax,
          total: command.line.net,
          totalTax: command.line.tax,
        })
        .returning({ id: orderLines.id });
      await tx.execute(sql`UPDATE orders SET items_subtotal = items_subtotal + ${command.line.net}, items_subtotal_tax = items_subtotal_tax + ${command.line.tax},
          total = total + ${command.line.net + command.line.tax}, total_tax = total_tax + ${command.line.tax}, updated_at = now()
        WHERE id = ${command.orderId}`);
      const amount = command.line.net + command.line.tax;
      const key = `upsell-${command.orderId}-${line?.id ?? 0}`;
      const gateway = order.gateway ?? 'soul_test_card';
      const payment = (
        await tx.execute(sql`INSERT INTO payments (order_id, gateway, title, purpose, amount, status, payment_token_id, idempotency_key)
          VALUES (${command.orderId}, ${gateway}, ${command.paymentTitle}, 'upsell', ${amount}, 'pending', ${order.token_id}, ${key}) RETURNING id, created_at`)
      ).rows as { id: number; created_at: string | Date }[];
      const paymentId = payment[0]?.id ?? 0;
      await tx.execute(
        sql`INSERT INTO payment_events (payment_id, kind, detail, amount) VALUES (${paymentId}, 'created', 'one-click upsell', ${amount})`,
      );
      return {
        ok: true as const,
        orderId: command.orderId,
        attempt: {
          paymentId,
          orderId: command.orderId,
          gateway,
          amount,
          idempotencyKey: key,
          sessionToken: order.session_token,
          restoreCart: null,
          createdAt: new Date(payment[0]?.created_at ?? Date.now()),
        },
        card: { customerRef: order.customer_ref, token: order.token },
      };
    });
  } catch (error) {
    if (error instanceof UpsellRefusal) return { ok: false, reason: error.reason };
    throw error;
  }
}

/**
 * The upsell's second transaction, once the gateway answered: paid, the
 * payment succeeds; declined (or never received), the line goes again, with
 * its stock and its share of the totals. Only a charge still pending is
 * recorded; false when it had been answered already.
 */
export async function finishUpsell(
  db: Database,
  paymentId: number,
  answer: { ok: true; transactionId: string } | { ok: false; code: string; detail: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = (
      await tx.execute(
        sql`SELECT order_id, amount, status, idempotency_key FROM payments WHERE id = ${paymentId} AND purpose = 'upsell' FOR UPDATE`,
      )
    ).rows as {
      order_id: number;
      amount: number;
      status: string;
      idempotency_key: string;
    }[];
    const payment = rows[0];
    if (!payment || payment.status !== 'pending') return false;
    if (answer.ok) {
      await tx.execute(sql`UPDATE payments SET status = 'successful', transaction_id = ${answer.transactionId} WHERE id = ${paymentId}`);
      await tx.execute(
        sql`INSERT INTO payment_events (payment_id, kind, detail, amount) VALUES (${paymentId}, 'succeeded', ${answer.transactionId}, ${payment.amount})`,
      );
      return true;
    }
    await tx.execute(sql`UPDATE payments SET status = 'failed', failure_code = ${answer.code} WHERE id = ${paymentId}`);
    await tx.execute(
      sql`INSERT INTO payment_events (payment_id, kind, detail) VALUES (${paymentId}, 'failed', ${`${answer.code}: ${answer.detail}`})`,
    );
    // The line the charge was for: its id ends the key (upsell-<order>-<line>).
    const lineId = Number(payment.idempotency_key.split('-').at(-1));
    await tx.execute(sql`SELECT id FROM orders WHERE id = ${payment.order_id} FOR UPDATE`);
    const removed = (
      await tx.execute(sql`DELETE FROM order_lines WHERE id = ${lineId} AND order_id = ${payment.order_id} AND source = 'upsell'
      RETURNING product_id, variation_id, quantity, total, total_tax`)
    ).rows as { product_id: number; variation_id: number; quantity: number; total: number; total_tax: number }[];
    const line = removed[0];
    if (!line) return true;
    await tx.execute(sql`UPDATE orders SET items_subtotal = items_subtotal - ${line.total}, items_subtotal_tax = items_subtotal_tax - ${line.total_tax},
        total = total - ${line.total + line.total_tax}, total_tax = total_tax - ${line.total_tax}, updated_at = now()
      WHERE id = ${payment.order_id}`);
    await tx.execute(sql`UPDATE products SET stock_quantity = stock_quantity + ${line.quantity},
        stock_status = CASE WHEN stock_status = 'outofstock' THEN 'instock' ELSE stock_status END,
        total_sales = GREATEST(total_sales - ${line.quantity}, 0)
      WHERE id = ${line.variation_id > 0 ? line.variation_id : line.product_id} AND manage_stock AND stock_quantity IS NOT NULL`);
    return true;
  });
}

/** Upsell charges asked for before `cutoff` and still unanswered (reconciliation's list). */
export async function staleUpsells(
  db: Database,
  cutoff: Date,
  limit: number,
): Promise<{ paymentId: number; gateway: string; idempotencyKey: string }[]> {
  const rows = (
    await db.execute(sql`SELECT id, gateway, idempotency_key FROM payments
      WHERE purpose = 'upsell' AND status = 'pending' AND idempotency_key IS NOT NULL AND created_at < ${cutoff.toISOString()} ORDER BY created_at LIMIT ${limit}`)
  ).rows as { id: number; gateway: string; idempotency_key: string }[];
  return rows.map((r) => ({ paymentId: r.id, gateway: r.gateway, idempotencyKey: r.idempotency_key }));
}
