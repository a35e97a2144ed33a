import type { StockShortage } from '@soul/domain/orders/order-pay';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';

/** Gives back the stock an order took (lines of products that keep count). */
export async function restock(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`UPDATE products p SET stock_quantity = p.stock_quantity + l.quantity,
      stock_status = CASE WHEN p.stock_status = 'outofstock' THEN 'instock' ELSE p.stock_status END,
      total_sales = GREATEST(p.total_sales - l.quantity, 0)
    FROM (SELECT CASE WHEN variation_id > 0 THEN variation_id ELSE product_id END AS id, SUM(quantity)::int AS quantity
          FROM order_lines WHERE order_id = ${orderId} GROUP BY 1) l
    WHERE p.id = l.id AND p.manage_stock AND p.stock_quantity IS NOT NULL`);
}

/**
 * Takes the stock of all the order's lines again (paying for a failed
 * order, whose stock went back when it failed), in id order like every
 * writer of these rows. Null when taken; the first shortage otherwise (the
 * caller rolls back). Units held live at `at` for back-in-stock sign-ups
 * (migration 0025) are not the order's to take: the order is not their holder.
 */
export async function retakeStock(tx: Database, orderId: number, at?: Date): Promise<StockShortage | null> {
  const when = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const wanted = (
    await tx.execute(sql`SELECT l.id, l.quantity, l.name FROM (
        SELECT CASE WHEN variation_id > 0 THEN variation_id ELSE product_id END AS id, SUM(quantity)::int AS quantity, min(name) AS name
        FROM order_lines WHERE order_id = ${orderId} GROUP BY 1) l
      JOIN products p ON p.id = l.id WHERE p.manage_stock AND p.stock_quantity IS NOT NULL ORDER BY l.id`)
  ).rows as { id: number; quantity: number; name: string }[];
  for (const line of wanted) {
    // The row lock first, so the holds counted cannot change before the UPDATE (holds are made under it).
    const left = (
      await tx.execute(sql`SELECT p.stock_quantity - coalesce((SELECT sum(h.quantity) FROM stock_holds h
          WHERE h.product_id = p.id AND h.used_at IS NULL AND h.expires_at > ${when}), 0)::int AS free
        FROM products p WHERE p.id = ${line.id} FOR UPDATE`)
    ).rows as { free: number | null }[];
    const free = left[0]?.free ?? 0;
    if (free < line.quantity) return { productId: line.id, name: line.name, available: Math.max(0, free) };
    await tx.execute(sql`UPDATE products SET stock_quantity = stock_quantity - ${line.quantity},
        stock_status = CASE WHEN stock_quantity - ${line.quantity} = 0 THEN 'outofstock' ELSE stock_status END,
        total_sales = total_sales + ${line.quantity}
      WHERE id = ${line.id}`);
  }
  return null;
}

/** Read only: the first of the order's products there is not enough of to take its stock again (the pay-for-order page, before the form). */
export async function stockShortage(db: Database, orderId: number): Promise<StockShortage | null> {
  const rows = (
    await db.execute(sql`SELECT l.id, l.name, p.stock_quantity FROM (
        SELECT CASE WHEN variation_id > 0 THEN variation_id ELSE product_id END AS id, SUM(quantity)::int AS quantity, min(name) AS name
        FROM order_lines WHERE order_id = ${orderId} GROUP BY 1) l
      JOIN products p ON p.id = l.id WHERE p.manage_stock AND p.stock_quantity IS NOT NULL AND p.stock_quantity < l.quantity ORDER BY l.id LIMIT 1`)
  ).rows as { id: number; name: string; stock_quantity: number }[];
  const row = rows[0];
  return row ? { productId: row.id, name: row.name, available: Math.max(0, row.stock_quantity) } : null;
}

/** What taking units for a change to a placed order came to. */
export type UnitsTaken = 'taken' | 'not_counted' | { short: 'out_of_stock' | 'held'; available: number };

/**
 * Takes `quantity` units of one product for a change to a placed order (an
 * edit's increase, the upsell), as take_stock does at checkout (migration
 * 0025): the row lock first (holds are made under it, so the count cannot
 * change under the check), others' live holds at `at` are not the change's
 * to take, and the holder's own hold (the session that opened the mail's
 * link) is used up by it. A product that keeps no count is 'not_counted'.
 */
export async function takeUnits(tx: Database, productId: number, quantity: number, holder: string | null, at: Date): Promise<UnitsTaken> {
  const when = sql`${at.toISOString()}::timestamptz`;
  const rows = (
    await tx.execute(sql`SELECT p.manage_stock AND p.stock_quantity IS NOT NULL AS counted, p.stock_quantity AS stock,
        coalesce((SELECT sum(h.quantity) FROM stock_holds h WHERE h.product_id = p.id AND h.used_at IS NULL AND h.expires_at > ${when}
          AND h.cart_token IS DISTINCT FROM ${holder}), 0)::int AS held
      FROM products p WHERE p.id = ${productId} FOR UPDATE`)
  ).rows as { counted: boolean; stock: number | null; held: number }[];
  const row = rows[0];
  if (!row || !row.counted || row.stock === null) return 'not_counted';
  if (row.stock - row.held < quantity) {
    const short = row.held > 0 && row.stock >= quantity ? 'held' : 'out_of_stock';
    return { short, available: Math.max(0, row.stock - row.held) };
  }
  await tx.execute(sql`UPDATE products SET stock_quantity = stock_quantity - ${quantity},
      stock_status = CASE WHEN stock_quantity - ${quantity} = 0 THEN 'outofstock' ELSE stock_status END,
      total_sales = total_sales + ${quantity}
    WHERE id = ${productId}`);
  if (holder !== null)
    await tx.execute(sql`UPDATE stock_holds SET used_at = ${when}
      WHERE product_id = ${productId} AND cart_token = ${holder} AND used_at IS NULL AND expires_at > ${when}`);
  return 'taken';
}
