import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { orderLines, paymentEvents, payments } from '../../schema/index.ts';

export type UpsellRefusalReason = 'not_found' | 'expired' | 'no_saved_card' | 'stock' | 'declined';

class UpsellRefusal extends Error {
  constructor(
    readonly reason: UpsellRefusalReason,
    readonly declineCode?: string,
  ) {
    super(reason);
  }
}

export interface UpsellCommand {
  orderId: number;
  /** Who asks: the order must be theirs (placed in this session, or by this customer). */
  sessionToken: string;
  userId: number;
  /** The user id the page sent (0 for a guest order): must be the order's. */
  claimedUserId: number;
  /** The card customer the page sent: must be the one saved with the order. */
  customerRef: string;
  now: Date;
  /** The product or variation whose stock is taken; null when it keeps no count. */
  stockProductId: number | null;
  line: { productId: number; variationId: number; name: string; sku: string; quantity: number; net: number; tax: number; taxRatePercent: number; data: Record<string, unknown> };
  paymentTitle: string;
  charge: (card: { customerRef: string; token: string }, amountCents: number, idempotencyKey: string) => Promise<{ ok: true; transactionId: string } | { ok: false; code: string }>;
}

export type UpsellResult = { ok: true; orderId: number } | { ok: false; reason: UpsellRefusalReason; declineCode?: string | undefined };

/**
 * The one-click upsell (storefront §2): in one transaction, with the order
 * row locked (two quick clicks queue), checks the offer, takes the stock,
 * adds the line and its totals, and charges the card saved with the order.
 * A decline rolls everything back.
 */
export async function addUpsellLine(db: Database, command: UpsellCommand): Promise<UpsellResult> {
  try {
    return await db.transaction(async (tx) => {
      const rows = (
        await tx.execute(sql`SELECT o.id, o.status, o.user_id, o.session_token, o.upsell_expires_at, t.customer_ref, t.token, t.id AS token_id
          FROM orders o
          LEFT JOIN LATERAL (SELECT payment_token_id FROM payments WHERE order_id = o.id AND status = 'successful' AND payment_token_id IS NOT NULL ORDER BY id LIMIT 1) p ON true
          LEFT JOIN payment_tokens t ON t.id = p.payment_token_id
          WHERE o.id = ${command.orderId} FOR UPDATE OF o`)
      ).rows as { status: string; user_id: number | null; session_token: string; upsell_expires_at: string | null; customer_ref: string | null; token: string | null; token_id: number | null }[];
      const order = rows[0];
      const owns = order && (order.session_token === command.sessionToken || (command.userId > 0 && order.user_id === command.userId));
      if (!order || !owns) throw new UpsellRefusal('not_found');
      if ((order.user_id ?? 0) !== command.claimedUserId) throw new UpsellRefusal('not_found');
      if (!order.customer_ref || !order.token || order.customer_ref !== command.customerRef) throw new UpsellRefusal('no_saved_card');
      if (!order.upsell_expires_at || new Date(order.upsell_expires_at).getTime() <= command.now.getTime()) throw new UpsellRefusal('expired');
      if (order.status !== 'processing') throw new UpsellRefusal('expired');

      if (command.stockProductId !== null) {
        const taken = (
          await tx.execute(sql`UPDATE products SET stock_quantity = stock_quantity - ${command.line.quantity},
              stock_status = CASE WHEN stock_quantity - ${command.line.quantity} = 0 THEN 'outofstock' ELSE stock_status END,
              total_sales = total_sales + ${command.line.quantity}
            WHERE id = ${command.stockProductId} AND stock_quantity >= ${command.line.quantity} RETURNING id`)
        ).rows;
        if (taken.length === 0) throw new UpsellRefusal('stock');
      }
      const [line] = await tx
        .insert(orderLines)
        .values({
          orderId: command.orderId, source: 'upsell', productId: command.line.productId, variationId: command.line.variationId,
          name: command.line.name, sku: command.line.sku, quantity: command.line.quantity, taxRatePercent: command.line.taxRatePercent, data: command.line.data,
          subtotal: command.line.net, subtotalTax: command.line.tax, total: command.line.net, totalTax: command.line.tax,
        })
        .returning({ id: orderLines.id });
      await tx.execute(sql`UPDATE orders SET items_subtotal = items_subtotal + ${command.line.net}, items_subtotal_tax = items_subtotal_tax + ${command.line.tax},
          total = total + ${command.line.net + command.line.tax}, total_tax = total_tax + ${command.line.tax}, updated_at = now()
        WHERE id = ${command.orderId}`);

      const charge = await command.charge({ customerRef: order.customer_ref, token: order.token }, command.line.net + command.line.tax, `upsell-${command.orderId}-${line?.id ?? 0}`);
      if (!charge.ok) throw new UpsellRefusal('declined', charge.code);
      const [payment] = await tx
        .insert(payments)
        .values({ orderId: command.orderId, gateway: 'soul_test_card', title: command.paymentTitle, purpose: 'upsell', amount: command.line.net + command.line.tax, status: 'successful', transactionId: charge.transactionId, paymentTokenId: order.token_id })
        .returning({ id: payments.id });
      if (payment) await tx.insert(paymentEvents).values([
        { paymentId: payment.id, kind: 'created', detail: 'one-click upsell', amount: command.line.net + command.line.tax },
        { paymentId: payment.id, kind: 'succeeded', detail: charge.transactionId, amount: command.line.net + command.line.tax },
      ]);
      return { ok: true as const, orderId: command.orderId };
    });
  } catch (error) {
    if (error instanceof UpsellRefusal) return { ok: false, reason: error.reason, declineCode: error.declineCode };
    throw error;
  }
}
