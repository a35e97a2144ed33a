import type { OrderEditOutcome, OrderEditPlan, OrderEditProblem } from '@soul/domain/orders/order-edit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { orderEvents, orderLines, paymentEvents, payments } from '../../schema/index.ts';
import { queueOrderUpdateMail } from './order-update-job.ts';
import { findOrder, type StoredOrder } from './stored-order.ts';

/** A payment of the order that took money and may still give some back. */
export interface PaidPayment {
  id: number;
  gateway: string;
  transactionId: string;
  amount: number;
  refunded: number;
  /** The card saved with it (charges for an order that grows go to the same card). */
  card: { tokenId: number; customerRef: string; token: string } | null;
}

/** What the money side did for an edit: a new charge, refunds of earlier charges, or nothing. */
export type EditSettlement =
  | {
      ok: true;
      charge: { gateway: string; title: string; amount: number; transactionId: string; paymentTokenId: number } | null;
      refunds: { paymentId: number; refundId: string; amount: number }[];
    }
  | { ok: false; reason: 'declined' | 'refund_failed'; code: string };

export interface OrderEditCommand {
  orderId: number;
  /** Who edits (kept in the order's history). */
  userId: number;
  /** Statuses in which the order may still be edited (checked under the row lock). */
  editableStatuses: readonly string[];
  eventKind: 'edited' | 'item_added';
  /** Decides the edit from the order as it is now, locked. */
  decide: (order: StoredOrder) => OrderEditOutcome;
  /** Settles the difference with the payment gateway while the order is locked; a refusal rolls the edit back. */
  settle: (plan: OrderEditPlan, order: StoredOrder, paid: PaidPayment[]) => Promise<EditSettlement>;
}

export type OrderEditResult =
  | { ok: true }
  /** Nothing would be left: the caller cancels the order instead. */
  | { ok: false; reason: 'cancel' }
  | { ok: false; reason: 'not_found' | 'not_editable' | Exclude<OrderEditProblem, 'nothing_changed'> }
  /** The edit would leave the order as it is: nothing was written. */
  | { ok: false; reason: 'nothing_changed' }
  | { ok: false; reason: 'stock'; productName: string }
  | { ok: false; reason: 'declined' | 'refund_failed'; code: string };

class EditRefusal extends Error {
  constructor(readonly result: Exclude<OrderEditResult, { ok: true }>) {
    super(result.reason);
  }
}

/**
 * Applies an order edit (account §4) in one transaction with the order row
 * locked, so two editors queue: re-reads the order, lets the domain decide,
 * moves stock (refusing to sell what is not there), rewrites lines, totals,
 * coupon shares and subscriptions, records the history, and settles the
 * money last — a declined charge or failed refund leaves the order as it was.
 */
export async function editOrder(db: Database, command: OrderEditCommand): Promise<OrderEditResult> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const locked = (await tx.execute(sql`SELECT status FROM orders WHERE id = ${command.orderId} FOR UPDATE`)).rows as { status: string }[];
      const status = locked[0]?.status;
      if (status === undefined) throw new EditRefusal({ ok: false, reason: 'not_found' });
      if (!command.editableStatuses.includes(status)) throw new EditRefusal({ ok: false, reason: 'not_editable' });
      const order = await findOrder(t, command.orderId);
      if (!order) throw new EditRefusal({ ok: false, reason: 'not_found' });

      const outcome = command.decide(order);
      if (outcome.kind === 'cancel') throw new EditRefusal({ ok: false, reason: 'cancel' });
      if (outcome.kind === 'refused') throw new EditRefusal({ ok: false, reason: outcome.problem });
      const { plan } = outcome;

      await moveStock(t, plan.stock, (id) => lineNameOf(id, order, plan));
      await rewriteLines(t, command.orderId, order, plan);
      await tx.execute(sql`UPDATE orders SET items_subtotal = ${plan.totals.itemsSubtotal}, items_subtotal_tax = ${plan.totals.itemsSubtotalTax},
          discount_total = ${plan.totals.discountTotal}, discount_tax = ${plan.totals.discountTax},
          total = ${plan.totals.total}, total_tax = ${plan.totals.totalTax}, updated_at = now()
        WHERE id = ${command.orderId}`);
      for (const coupon of plan.coupons) {
        await tx.execute(sql`UPDATE order_coupons SET discount = ${coupon.discount}, discount_tax = ${coupon.discountTax}
          WHERE order_id = ${command.orderId} AND code = ${coupon.code}`);
      }
      const [event] = await tx.insert(orderEvents).values({
        orderId: command.orderId,
        userId: command.userId,
        kind: command.eventKind,
        detail: { changed: plan.changed.map((c) => ({ id: c.id, quantity: c.quantity })), removed: plan.removed, added: plan.added.map((a) => ({ productId: a.productId, variationId: a.variationId, quantity: a.quantity })), difference: plan.difference },
      }).returning({ id: orderEvents.id });

      const settlement = await command.settle(plan, order, await paidPayments(t, command.orderId));
      if (!settlement.ok) throw new EditRefusal({ ok: false, reason: settlement.reason, code: settlement.code });
      await recordSettlement(t, command.orderId, plan.difference, settlement);
      // The customer is told, with the money that moved (charged > 0, refunded < 0; 0 when it is simply owed).
      const moved = (settlement.charge?.amount ?? 0) - settlement.refunds.reduce((sum, r) => sum + r.amount, 0);
      await queueOrderUpdateMail(tx, { orderId: command.orderId, kind: 'edited', amount: moved, ref: `edit-${event?.id ?? 0}` });
      return { ok: true as const };
    });
  } catch (error) {
    if (error instanceof EditRefusal) return error.result;
    throw error;
  }
}

/** Takes (delta > 0) or gives back (delta < 0) units of products that keep count, in id order (a fixed lock order). */
async function moveStock(tx: Database, stock: OrderEditPlan['stock'], nameOf: (productId: number) => string): Promise<void> {
  for (const { productId, delta } of stock) {
    if (delta > 0) {
      const taken = (
        await tx.execute(sql`UPDATE products SET stock_quantity = stock_quantity - ${delta},
            stock_status = CASE WHEN stock_quantity - ${delta} = 0 THEN 'outofstock' ELSE stock_status END,
            total_sales = total_sales + ${delta}
          WHERE id = ${productId} AND manage_stock AND stock_quantity IS NOT NULL AND stock_quantity >= ${delta} RETURNING id`)
      ).rows;
      if (taken.length > 0) continue;
      const counted = (await tx.execute(sql`SELECT 1 FROM products WHERE id = ${productId} AND manage_stock AND stock_quantity IS NOT NULL`)).rows;
      // A product that keeps no count is never short.
      if (counted.length > 0) throw new EditRefusal({ ok: false, reason: 'stock', productName: nameOf(productId) });
      await tx.execute(sql`UPDATE products SET total_sales = total_sales + ${delta} WHERE id = ${productId}`);
    } else {
      await tx.execute(sql`UPDATE products SET stock_quantity = CASE WHEN manage_stock AND stock_quantity IS NOT NULL THEN stock_quantity + ${-delta} ELSE stock_quantity END,
          stock_status = CASE WHEN manage_stock AND stock_status = 'outofstock' THEN 'instock' ELSE stock_status END,
          total_sales = GREATEST(total_sales + ${delta}, 0)
        WHERE id = ${productId}`);
    }
  }
}

/** The name the customer knows a product by: its line in this order (or the line being added). */
function lineNameOf(stockId: number, order: StoredOrder, plan: OrderEditPlan): string {
  const matches = (line: { productId: number; variationId: number }) => (line.variationId > 0 ? line.variationId : line.productId) === stockId;
  return order.lines.find(matches)?.name ?? plan.added.find(matches)?.name ?? String(stockId);
}

async function rewriteLines(tx: Database, orderId: number, order: StoredOrder, plan: OrderEditPlan): Promise<void> {
  for (const line of plan.changed) {
    await tx.execute(sql`UPDATE order_lines SET quantity = ${line.quantity}, subtotal = ${line.subtotal}, subtotal_tax = ${line.subtotalTax},
        total = ${line.total}, total_tax = ${line.totalTax} WHERE id = ${line.id} AND order_id = ${orderId}`);
    const before = order.lines.find((l) => l.id === line.id);
    // A subscription bought on this line renews the new quantity, at the same unit price.
    if (before) {
      await tx.execute(sql`UPDATE subscriptions SET recurring_total = round(recurring_total::numeric * ${line.quantity} / quantity)::int, quantity = ${line.quantity}
        WHERE order_id = ${orderId} AND product_id = ${before.productId} AND variation_id = ${before.variationId} AND status <> 'cancelled'`);
    }
  }
  if (plan.removed.length > 0) {
    const removedIds = `{${plan.removed.join(',')}}`;
    await tx.execute(sql`UPDATE subscriptions s SET status = 'cancelled' FROM order_lines l
      WHERE l.id = ANY(${removedIds}::int[]) AND s.order_id = ${orderId} AND s.product_id = l.product_id AND s.variation_id = l.variation_id`);
    await tx.execute(sql`DELETE FROM order_lines WHERE order_id = ${orderId} AND id = ANY(${removedIds}::int[])`);
  }
  if (plan.added.length > 0) {
    await tx.insert(orderLines).values(
      plan.added.map((line) => ({
        orderId, source: 'edit' as const, productId: line.productId, variationId: line.variationId, name: line.name, sku: line.sku, quantity: line.quantity,
        subtotal: line.subtotal, subtotalTax: line.subtotalTax, total: line.total, totalTax: line.totalTax, taxRatePercent: line.taxRatePercent,
      })),
    );
  }
}

async function paidPayments(tx: Database, orderId: number): Promise<PaidPayment[]> {
  const rows = (
    await tx.execute(sql`SELECT p.id, p.gateway, p.transaction_id, p.amount, p.refunded_amount, t.id AS token_id, t.customer_ref, t.token
      FROM payments p LEFT JOIN payment_tokens t ON t.id = p.payment_token_id
      WHERE p.order_id = ${orderId} AND p.status = 'successful' AND p.transaction_id IS NOT NULL ORDER BY p.id FOR UPDATE OF p`)
  ).rows as { id: number; gateway: string; transaction_id: string; amount: number; refunded_amount: number; token_id: number | null; customer_ref: string | null; token: string | null }[];
  return rows.map((r) => ({
    id: r.id, gateway: r.gateway, transactionId: r.transaction_id, amount: r.amount, refunded: r.refunded_amount,
    card: r.token_id !== null && r.customer_ref && r.token ? { tokenId: r.token_id, customerRef: r.customer_ref, token: r.token } : null,
  }));
}

async function recordSettlement(tx: Database, orderId: number, difference: number, settlement: Extract<EditSettlement, { ok: true }>): Promise<void> {
  if (settlement.charge) {
    const charge = settlement.charge;
    const [payment] = await tx
      .insert(payments)
      .values({ orderId, gateway: charge.gateway, title: charge.title, purpose: 'change', amount: charge.amount, status: 'successful', transactionId: charge.transactionId, paymentTokenId: charge.paymentTokenId })
      .returning({ id: payments.id });
    if (payment) {
      await tx.insert(paymentEvents).values([
        { paymentId: payment.id, kind: 'created', detail: 'order change', amount: charge.amount },
        { paymentId: payment.id, kind: 'succeeded', detail: charge.transactionId, amount: charge.amount },
      ]);
    }
  }
  for (const refund of settlement.refunds) {
    await tx.execute(sql`UPDATE payments SET refunded_amount = refunded_amount + ${refund.amount} WHERE id = ${refund.paymentId}`);
    await tx.insert(paymentEvents).values({ paymentId: refund.paymentId, kind: 'refunded', detail: refund.refundId, amount: refund.amount });
  }
  // Money not yet collected (bank transfer, cash on delivery): what is due follows the order.
  if (!settlement.charge && settlement.refunds.length === 0 && difference !== 0) {
    await tx.execute(sql`UPDATE payments SET amount = GREATEST(amount + ${difference}, 0) WHERE order_id = ${orderId} AND status = 'pending'`);
  }
}
