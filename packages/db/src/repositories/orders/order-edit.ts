import type {
  EditAnswers,
  FinishEditResult,
  OpenEditCommand,
  OpenEditResult,
  OrderEditRefusal,
  PaidPayment,
} from '@soul/domain/orders/order-changes';
import type { RefundIntent } from '@soul/domain/payments/refund-intent';
import type { OrderEditPlan } from '@soul/domain/orders/order-edit';
import { EDITABLE_STATUSES } from '@soul/domain/orders/status';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { orderEvents, orderLines } from '../../schema/index.ts';
import { finishRefund, reserveRefund } from '../payments/refund-intents.ts';
import { closeChange, createChange, hasOpenChange, lockOpenChange, lockOrder } from './order-changes.ts';
import { queueOrderUpdateMail } from './order-update-job.ts';
import { takeUnits } from './order-stock.ts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { findOrder } from './stored-order.ts';

class EditRefusal extends Error {
  constructor(readonly result: OrderEditRefusal) {
    super(result.reason);
  }
}

/**
 * An order edit (account §4), first transaction, with the order row locked
 * so editors queue: re-reads the order, lets the domain plan the edit and
 * the service decide the money. When no card money moves, the edit is
 * applied here and now. Otherwise the stock the edit adds is taken
 * (refused when short), the change is recorded with its plan (the order
 * takes no other edit or cancellation while it is open), and so is the
 * charge (a pending payment with its idempotency key) or the refunds
 * (their amounts held on the payments); the gateway is asked after commit.
 */
export async function openEdit(db: Database, command: OpenEditCommand): Promise<OpenEditResult> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const status = await lockOrder(t, command.orderId);
      if (status === null) throw new EditRefusal({ ok: false, reason: 'not_found' });
      if (!command.editableStatuses.includes(status)) throw new EditRefusal({ ok: false, reason: 'not_editable' });
      if (await hasOpenChange(t, command.orderId)) throw new EditRefusal({ ok: false, reason: 'busy' });
      const order = await findOrder(t, command.orderId);
      if (!order) throw new EditRefusal({ ok: false, reason: 'not_found' });

      const outcome = command.decide(order);
      if (outcome.kind === 'cancel') throw new EditRefusal({ ok: false, reason: 'cancel' });
      if (outcome.kind === 'refused') throw new EditRefusal({ ok: false, reason: outcome.problem });
      const { plan } = outcome;
      const money = command.money(plan, order, await paidPayments(t, command.orderId));
      if (money.kind === 'refused') throw new EditRefusal({ ok: false, reason: money.reason, code: money.code });

      if (money.kind === 'owed') {
        await moveStock(t, plan.stock, (id) => lineNameOf(id, order, plan), command.holds);
        await applyPlan(t, command, order, plan, 0);
        // Money not collected yet (bank transfer, cash on delivery): what is due follows the order.
        if (plan.difference !== 0) {
          await tx.execute(
            sql`UPDATE payments SET amount = GREATEST(amount + ${plan.difference}, 0) WHERE order_id = ${command.orderId} AND status = 'pending'`,
          );
        }
        return { ok: true as const, applied: true as const };
      }

      // The units the edit adds are taken now, so the customer never pays for what is not there.
      await moveStock(
        t,
        plan.stock.filter((s) => s.delta > 0),
        (id) => lineNameOf(id, order, plan),
        command.holds,
      );
      const changeId = await createChange(t, {
        orderId: command.orderId,
        kind: 'edit',
        userId: command.userId,
        eventKind: command.eventKind,
        plan,
      });
      if (money.kind === 'charge') {
        const key = `change-${changeId}`;
        const rows = (
          await tx.execute(sql`INSERT INTO payments (order_id, gateway, title, purpose, amount, status, payment_token_id, idempotency_key, change_id)
            VALUES (${command.orderId}, ${money.gateway}, ${money.title}, 'change', ${money.amount}, 'pending', ${money.card.tokenId}, ${key}, ${changeId}) RETURNING id`)
        ).rows as { id: number }[];
        const paymentId = rows[0]?.id ?? 0;
        await tx.execute(
          sql`INSERT INTO payment_events (payment_id, kind, detail, amount) VALUES (${paymentId}, 'created', 'order change', ${money.amount})`,
        );
        return {
          ok: true as const,
          applied: false as const,
          changeId,
          refunds: [],
          charge: {
            paymentId,
            gateway: money.gateway,
            idempotencyKey: key,
            amount: money.amount,
            card: { customerRef: money.card.customerRef, token: money.card.token },
          },
        };
      }
      const refunds: RefundIntent[] = [];
      for (const refund of money.refunds) {
        const intent = await reserveRefund(t, {
          paymentId: refund.paymentId,
          amount: refund.amount,
          purpose: 'change',
          changeId,
          reason: '',
        });
        if (!intent) throw new EditRefusal({ ok: false, reason: 'refund_failed', code: 'nothing_left_to_refund' });
        refunds.push(intent);
      }
      return { ok: true as const, applied: false as const, changeId, charge: null, refunds };
    });
  } catch (error) {
    if (error instanceof EditRefusal) return error.result;
    throw error;
  }
}

/**
 * An order edit, second transaction, once the gateway answered: records the
 * answers, and if the money moved, applies the plan (lines, totals, coupon
 * shares, subscriptions, stock given back, history, the customer's mail).
 * A declined charge or a failed refund leaves the order as it was (the
 * stock taken for it goes back; a refund that did go through stays
 * recorded: that money went back). If the order moved on meanwhile, the
 * edit is not applied and a charge made for it is to be given back.
 */
export async function finishEdit(db: Database, changeId: number, answers: EditAnswers): Promise<FinishEditResult> {
  return db.transaction(async (tx): Promise<FinishEditResult> => {
    const t = tx as unknown as Database;
    const orderIds = (await tx.execute(sql`SELECT order_id FROM order_changes WHERE id = ${changeId}`)).rows as { order_id: number }[];
    const orderId = orderIds[0]?.order_id;
    if (orderId === undefined) throw new Error(`order change ${changeId} not found`);
    const status = await lockOrder(t, orderId);
    const change = await lockOpenChange(t, changeId);
    if (!change?.plan) {
      const done = (await tx.execute(sql`SELECT status FROM order_changes WHERE id = ${changeId}`)).rows as { status: string }[];
      return { ok: false, reason: 'finished', applied: done[0]?.status === 'applied' };
    }
    const plan = change.plan;
    for (const refund of answers.refunds) await finishRefund(t, refund.intentId, refund.outcome);
    const chargeRow = (
      await tx.execute(sql`SELECT id, amount FROM payments WHERE change_id = ${changeId} AND status = 'pending' FOR UPDATE`)
    ).rows as { id: number; amount: number }[];
    const pendingCharge = chargeRow[0];
    const charge = answers.charge;
    if (pendingCharge && charge) {
      if (charge.ok) {
        await tx.execute(
          sql`UPDATE payments SET status = 'successful', transaction_id = ${charge.transactionId} WHERE id = ${pendingCharge.id}`,
        );
        await tx.execute(
          sql`INSERT INTO payment_events (payment_id, kind, detail, amount) VALUES (${pendingCharge.id}, 'succeeded', ${charge.transactionId}, ${pendingCharge.amount})`,
        );
      } else {
        await tx.execute(sql`UPDATE payments SET status = 'failed', failure_code = ${charge.code} WHERE id = ${pendingCharge.id}`);
        await tx.execute(
          sql`INSERT INTO payment_events (payment_id, kind, detail) VALUES (${pendingCharge.id}, 'failed', ${`${charge.code}: ${charge.detail}`})`,
        );
      }
    }
    const order = await findOrder(t, orderId);
    const givesBackStock = () =>
      moveStock(
        t,
        plan.stock.filter((s) => s.delta > 0).map((s) => ({ productId: s.productId, delta: -s.delta })),
        () => '',
      );

    if (charge && !charge.ok) {
      await givesBackStock();
      await closeChange(t, changeId, 'abandoned', `declined: ${charge.code}`);
      return { ok: false, reason: 'declined', code: charge.code };
    }
    const failedRefund = answers.refunds.find((r) => !r.outcome.ok);
    if (failedRefund && !failedRefund.outcome.ok) {
      await givesBackStock();
      await closeChange(t, changeId, 'abandoned', `refund failed: ${failedRefund.outcome.detail}`);
      return { ok: false, reason: 'refund_failed', code: failedRefund.outcome.detail };
    }
    // The plan was made from the order as it was: it applies only to that order, still editable.
    const unchanged =
      order !== null &&
      order.total === plan.totals.total - plan.difference &&
      (EDITABLE_STATUSES as readonly string[]).includes(status ?? '');
    if (!order || !unchanged) {
      await givesBackStock();
      await closeChange(t, changeId, 'abandoned', 'order moved on');
      const giveBack =
        pendingCharge && charge?.ok
          ? await reserveRefund(t, {
              paymentId: pendingCharge.id,
              amount: pendingCharge.amount,
              purpose: 'change',
              changeId: null,
              reason: 'order change not applied',
            })
          : null;
      return { ok: false, reason: 'not_editable', giveBack };
    }
    await moveStock(
      t,
      plan.stock.filter((s) => s.delta < 0),
      () => '',
    );
    const refunded = (
      await tx.execute(
        sql`SELECT coalesce(sum(amount), 0)::int AS total FROM payment_refunds WHERE change_id = ${changeId} AND status = 'succeeded'`,
      )
    ).rows as { total: number }[];
    const moved = (pendingCharge && charge?.ok ? pendingCharge.amount : 0) - (refunded[0]?.total ?? 0);
    await applyPlan(
      t,
      { orderId, userId: change.userId ?? 0, eventKind: change.eventKind === 'item_added' ? 'item_added' : 'edited' },
      order,
      plan,
      moved,
    );
    await closeChange(t, changeId, 'applied');
    return { ok: true };
  });
}

/**
 * Writes an edit's plan: lines, totals, coupon shares, subscriptions, the
 * order's history, and the customer's mail (with the money moved: charged
 * > 0, refunded < 0, 0 when it is simply owed).
 */
async function applyPlan(
  tx: Database,
  who: { orderId: number; userId: number; eventKind: 'edited' | 'item_added' },
  order: StoredOrder,
  plan: OrderEditPlan,
  moved: number,
): Promise<void> {
  await rewriteLines(tx, who.orderId, order, plan);
  await tx.execute(sql`UPDATE orders SET items_subtotal = ${plan.totals.itemsSubtotal}, items_subtotal_tax = ${plan.totals.itemsSubtotalTax},
      discount_total = ${plan.totals.discountTotal}, discount_tax = ${plan.totals.discountTax},
      total = ${plan.totals.total}, total_tax = ${plan.totals.totalTax}, updated_at = now()
    WHERE id = ${who.orderId}`);
  for (const coupon of plan.coupons) {
    await tx.execute(sql`UPDATE order_coupons SET discount = ${coupon.discount}, discount_tax = ${coupon.discountTax}
      WHERE order_id = ${who.orderId} AND code = ${coupon.code}`);
  }
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: who.orderId,
      userId: who.userId || null,
      kind: who.eventKind,
      detail: {
        changed: plan.changed.map((c) => ({ id: c.id, quantity: c.quantity })),
        removed: plan.removed,
        added: plan.added.map((a) => ({ productId: a.productId, variationId: a.variationId, quantity: a.quantity })),
        difference: plan.difference,
      },
    })
    .returning({ id: orderEvents.id });
  await queueOrderUpdateMail(tx, { orderId: who.orderId, kind: 'edited', amount: moved, ref: `edit-${event?.id ?? 0}` });
}

/** Giving units back needs no holder; a give-back never takes anything. */
const NO_HOLDER = { holder: null, at: new Date(0) };

/**
 * Takes (delta > 0) or gives back (delta < 0) units of products that keep
 * count, in id order (a fixed lock order); taking leaves others' live
 * back-in-stock holds at `holds.at` alone.
 */
async function moveStock(
  tx: Database,
  stock: OrderEditPlan['stock'],
  nameOf: (productId: number) => string,
  holds: { holder: string | null; at: Date } = NO_HOLDER,
): Promise<void> {
  for (const { productId, delta } of [...stock].sort((a, b) => a.productId - b.productId)) {
    if (delta > 0) {
      // Units held for back-in-stock sign-ups are theirs, as at checkout: an edit is no way round the hold.
      const taken = await takeUnits(tx, productId, delta, holds.holder, holds.at);
      if (taken === 'taken') continue;
      // A product that keeps no count is never short.
      if (taken === 'not_counted') {
        await tx.execute(sql`UPDATE products SET total_sales = total_sales + ${delta} WHERE id = ${productId}`);
        continue;
      }
      throw new EditRefusal(
        taken.short === 'held'
          ? { ok: false, reason: 'stock_held', productName: nameOf(productId), available: taken.available }
          : { ok: false, reason: 'stock', productName: nameOf(productId) },
      );
    } else if (delta < 0) {
      await tx.execute(sql`UPDATE products SET stock_quantity = CASE WHEN manage_stock AND stock_quantity IS NOT NULL THEN stock_quantity + ${-delta} ELSE stock_quantity END,
          stock_status = CASE WHEN manage_stock AND stock_status = 'outofstock' THEN 'instock' ELSE stock_status END,
          total_sales = GREATEST(total_sales + ${delta}, 0)
        WHERE id = ${productId}`);
    }
  }
}

/** The name the customer knows a product by: its line in this order (or the line being added). */
function lineNameOf(stockId: number, order: StoredOrder, plan: OrderEditPlan): string {
  const matches = (line: { productId: number; variationId: number }) =>
    (line.variationId > 0 ? line.variationId : line.productId) === stockId;
  return order.lines.find(matches)?.name ?? plan.added.find(matches)?.name ?? String(stockId);
}

async function rewriteLines(tx: Database, orderId: number, order: StoredOrder, plan: OrderEditPlan): Promise<void> {
  for (const line of plan.changed) {
    await tx.execute(sql`UPDATE order_lines SET quantity = ${line.quantity}, subtotal = ${line.subtotal}, subtotal_tax = ${line.subtotalTax},
        total = ${line.total}, total_tax = ${line.totalTax} WHERE id = ${line.id} AND order_id = ${orderId}`);
    const before = order.lines.find((l) => l.id === line.id);
    // A subscription bought on this line renews the new quantity, at the same unit price.
    if (before) {
      await tx.execute(sql`UPDATE subscription_lines sl SET quantity = ${line.quantity}
        FROM subscriptions s WHERE sl.subscription_id = s.id AND s.order_id = ${orderId} AND sl.product_id = ${before.productId}
          AND sl.variation_id = ${before.variationId} AND s.status <> 'cancelled'`);
    }
  }
  if (plan.removed.length > 0) {
    const removedIds = `{${plan.removed.join(',')}}`;
    // A subscription started by a removed line ends with it.
    await tx.execute(sql`UPDATE subscriptions s SET status = 'cancelled', next_renewal_at = NULL, version = version + 1
      FROM order_lines l JOIN subscription_lines sl ON sl.product_id = l.product_id AND sl.variation_id = l.variation_id
      WHERE l.id = ANY(${removedIds}::int[]) AND s.order_id = ${orderId} AND sl.subscription_id = s.id AND s.status <> 'cancelled'`);
    await tx.execute(sql`DELETE FROM order_lines WHERE order_id = ${orderId} AND id = ANY(${removedIds}::int[])`);
  }
  if (plan.added.length > 0) {
    await tx.insert(orderLines).values(
      plan.added.map((line) => ({
        orderId,
        source: 'edit' as const,
        productId: line.productId,
        variationId: line.variationId,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        subtotal: line.subtotal,
        subtotalTax: line.subtotalTax,
        total: line.total,
        totalTax: line.totalTax,
        taxRatePercent: line.taxRatePercent,
      })),
    );
  }
}

/** The order's payments that took money (locked: the edit decides from what they hold). */
async function paidPayments(tx: Database, orderId: number): Promise<PaidPayment[]> {
  const rows = (
    await tx.execute(sql`SELECT p.id, p.gateway, p.transaction_id, p.amount, p.refunded_amount + p.refund_pending_amount AS refunded, t.id AS token_id, t.customer_ref, t.token
      FROM payments p LEFT JOIN payment_tokens t ON t.id = p.payment_token_id
      WHERE p.order_id = ${orderId} AND p.status = 'successful' AND p.transaction_id IS NOT NULL ORDER BY p.id FOR UPDATE OF p`)
  ).rows as {
    id: number;
    gateway: string;
    transaction_id: string;
    amount: number;
    refunded: number;
    token_id: number | null;
    customer_ref: string | null;
    token: string | null;
  }[];
  return rows.map((r) => ({
    id: r.id,
    gateway: r.gateway,
    transactionId: r.transaction_id,
    amount: r.amount,
    refunded: r.refunded,
    card: r.token_id !== null && r.customer_ref && r.token ? { tokenId: r.token_id, customerRef: r.customer_ref, token: r.token } : null,
  }));
}
