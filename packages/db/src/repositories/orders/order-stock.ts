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
 * caller rolls back).
 */
export async function retakeStock(tx: Database, orderId: number): Promise<StockShortage | null> {
  const wanted = (
    await tx.execute(sql`SELECT l.id, l.quantity, l.name FROM (
        SELECT CASE WHEN variation_id > 0 THEN variation_id ELSE product_id END AS id, SUM(quantity)::int AS quantity, min(name) AS name
        FROM order_lines WHERE order_id = ${orderId} GROUP BY 1) l
      JOIN products p ON p.id = l.id WHERE p.manage_stock AND p.stock_quantity IS NOT NULL ORDER BY l.id`)
  ).rows as { id: number; quantity: number; name: string }[];
  for (const line of wanted) {
    const taken = (
      await tx.execute(sql`UPDATE products SET stock_quantity = stock_quantity - ${line.quantity},
          stock_status = CASE WHEN stock_quantity - ${line.quantity} = 0 THEN 'outofstock' ELSE stock_status END,
          total_sales = total_sales + ${line.quantity}
        WHERE id = ${line.id} AND stock_quantity >= ${line.quantity} RETURNING id`)
    ).rows;
    if (taken.length > 0) continue;
    const left = (await tx.execute(sql`SELECT stock_quantity FROM products WHERE id = ${line.id}`)).rows as {
      stock_quantity: number | null;
    }[];
    return { productId: line.id, name: line.name, available: Math.max(0, left[0]?.stock_quantity ?? 0) };
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
