import type { PointsBalance } from '@soul/domain/points/ledger';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';

type Tx = Pick<Database, 'execute'>;

/**
 * The balance as a SQL sum over the customer's entries, the same rule as the
 * domain's `pointsBalance`: confirmed entries and every spend not reversed
 * (a reserved spend is gone already) are available, never below 0; earnings
 * still pending are shown apart.
 */
export async function balanceIn(tx: Tx, userId: number): Promise<PointsBalance> {
  const row = (
    await tx.execute(sql`SELECT
        coalesce(sum(points) FILTER (WHERE status = 'confirmed' OR (status = 'pending' AND points < 0)), 0)::int AS available,
        coalesce(sum(points) FILTER (WHERE status = 'pending' AND points > 0), 0)::int AS pending
      FROM points_entries WHERE user_id = ${userId}`)
  ).rows[0] as { available: number; pending: number } | undefined;
  return { available: Math.max(0, Number(row?.available ?? 0)), pending: Number(row?.pending ?? 0) };
}

/**
 * Takes the customer's ledger lock: their `users` row, FOR UPDATE. Every
 * write that depends on the balance (a spend, a negative adjustment) takes it
 * first, so two of them at once queue and the second sees the first's entry.
 * False when there is no such account.
 */
export async function lockCustomer(tx: Tx, userId: number): Promise<boolean> {
  const rows = (await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`)).rows;
  return rows.length > 0;
}

/**
 * Reserves an order's points inside the order's transaction, under the
 * customer's lock: false (nothing written) when the balance no longer covers
 * them. Confirmed at once for an order already paid for (cash on delivery);
 * migration 0027's trigger settles it later otherwise.
 */
export async function reserveOrderPoints(
  tx: Tx,
  input: { userId: number; orderId: number; points: number; paid: boolean },
): Promise<boolean> {
  if (!(await lockCustomer(tx, input.userId))) return false;
  const { available } = await balanceIn(tx, input.userId);
  if (available < input.points) return false;
  await tx.execute(sql`INSERT INTO points_entries (user_id, kind, points, status, source_type, source_id, description_key, description_params, once_key)
    VALUES (${input.userId}, 'spend', ${-input.points}, ${input.paid ? 'confirmed' : 'pending'}, 'order', ${input.orderId}, 'order_spend',
      ${JSON.stringify({ order: input.orderId })}::jsonb, ${`order-spend:${input.orderId}`})`);
  return true;
}

/**
 * A review's reward, confirmed, when it is approved: once per customer and
 * product while it stands (the `points_entries_once` index; a second review
 * of the product earns nothing). Migration 0027's trigger reverses it if the
 * review is rejected or deleted later.
 */
export async function awardReviewPoints(
  tx: Tx,
  input: { userId: number; reviewId: number; productId: number; points: number; attachment: 'none' | 'photo' | 'video' },
): Promise<void> {
  if (input.points <= 0) return;
  await tx.execute(sql`INSERT INTO points_entries (user_id, kind, points, status, source_type, source_id, description_key, description_params, once_key)
    SELECT ${input.userId}, 'earn', ${input.points}, 'confirmed', 'review', ${input.reviewId}, ${`review_${input.attachment}`},
      jsonb_build_object('product', ${input.productId}::int,
        'name_en', (SELECT name FROM product_translations WHERE product_id = ${input.productId} AND lang = 'en'),
        'name_lt', (SELECT name FROM product_translations WHERE product_id = ${input.productId} AND lang = 'lt')),
      ${`review-product:${input.productId}`}
    WHERE EXISTS (SELECT 1 FROM users WHERE id = ${input.userId})
    ON CONFLICT (user_id, once_key) WHERE once_key IS NOT NULL AND status <> 'reversed' DO NOTHING`);
}
