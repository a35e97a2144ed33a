import type { OrderChange } from '@soul/domain/orders/order-changes';
import type { OrderEditPlan } from '@soul/domain/orders/order-edit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';

interface ChangeRow {
  id: number;
  order_id: number;
  kind: OrderChange['kind'];
  status: OrderChange['status'];
  user_id: number | null;
  event_kind: OrderChange['eventKind'];
  plan: OrderEditPlan | null;
  created_at: string | Date;
}

const toChange = (r: ChangeRow): OrderChange => ({
  id: r.id,
  orderId: r.order_id,
  kind: r.kind,
  status: r.status,
  userId: r.user_id,
  eventKind: r.event_kind,
  plan: r.plan,
  createdAt: new Date(r.created_at),
});

/** Locks the order row (every change of an order queues here); its status, or null when there is no such order. */
export async function lockOrder(tx: Database, orderId: number): Promise<string | null> {
  const rows = (await tx.execute(sql`SELECT status FROM orders WHERE id = ${orderId} FOR UPDATE`)).rows as { status: string }[];
  return rows[0]?.status ?? null;
}

/**
 * Whether a change of this order is waiting for its gateway — an edit or
 * cancellation, or a one-click upsell's charge — so no other may start on
 * an order that may still change under it.
 */
export async function hasOpenChange(tx: Database, orderId: number): Promise<boolean> {
  const rows = await tx.execute(sql`SELECT 1 FROM order_changes WHERE order_id = ${orderId} AND status = 'open'
    UNION ALL SELECT 1 FROM payments WHERE order_id = ${orderId} AND purpose = 'upsell' AND status = 'pending' LIMIT 1`);
  return rows.rows.length > 0;
}

export async function createChange(
  tx: Database,
  change: {
    orderId: number;
    kind: OrderChange['kind'];
    userId: number | null;
    eventKind: OrderChange['eventKind'];
    plan: OrderEditPlan | null;
  },
): Promise<number> {
  const rows = (
    await tx.execute(sql`INSERT INTO order_changes (order_id, kind, user_id, event_kind, plan)
      VALUES (${change.orderId}, ${change.kind}, ${change.userId}, ${change.eventKind}, ${change.plan ? JSON.stringify(change.plan) : null}::jsonb) RETURNING id`)
  ).rows as { id: number }[];
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('order change insert returned nothing');
  return id;
}

/** Locks a change; null unless it is still open (another request or reconciliation finished it). */
export async function lockOpenChange(tx: Database, changeId: number): Promise<OrderChange | null> {
  const rows = (await tx.execute(sql`SELECT * FROM order_changes WHERE id = ${changeId} FOR UPDATE`)).rows as unknown as ChangeRow[];
  const row = rows[0];
  return row && row.status === 'open' ? toChange(row) : null;
}

export async function closeChange(tx: Database, changeId: number, status: 'applied' | 'abandoned', outcome = ''): Promise<void> {
  await tx.execute(sql`UPDATE order_changes SET status = ${status}, outcome = ${outcome}, finished_at = now() WHERE id = ${changeId}`);
}

export async function findChange(db: Database, changeId: number): Promise<(OrderChange & { outcome: string }) | null> {
  const rows = (await db.execute(sql`SELECT * FROM order_changes WHERE id = ${changeId}`)).rows as unknown as (ChangeRow & {
    outcome: string;
  })[];
  return rows[0] ? { ...toChange(rows[0]), outcome: rows[0].outcome } : null;
}

/** Changes opened before `cutoff` and still waiting (reconciliation's list), oldest first. */
export async function staleChanges(db: Database, cutoff: Date, limit: number): Promise<OrderChange[]> {
  const rows = (
    await db.execute(
      sql`SELECT * FROM order_changes WHERE status = 'open' AND created_at < ${cutoff.toISOString()} ORDER BY created_at LIMIT ${limit}`,
    )
  ).rows as unknown as ChangeRow[];
  return rows.map(toChange);
}

/** The charge an edit asked for (a pending or answered payment of purpose change), if any. */
export async function chargeOfChange(
  db: Database,
  changeId: number,
): Promise<{ paymentId: number; gateway: string; idempotencyKey: string; status: string } | null> {
  const rows = (
    await db.execute(
      sql`SELECT id, gateway, idempotency_key, status FROM payments WHERE change_id = ${changeId} AND idempotency_key IS NOT NULL ORDER BY id LIMIT 1`,
    )
  ).rows as { id: number; gateway: string; idempotency_key: string; status: string }[];
  const row = rows[0];
  return row ? { paymentId: row.id, gateway: row.gateway, idempotencyKey: row.idempotency_key, status: row.status } : null;
}
