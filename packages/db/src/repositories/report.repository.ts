import type { ReportRepository, SpendingReport } from '@soul/domain/accounts/report-port';
import type { OrderScope } from '@soul/domain/orders/stored-order';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { inOrderScope, placedBetween, SPENT } from './spending-orders.ts';

/** The spending orders (`spending-orders.ts`, the same as Statistics) in the reader's scope and range. */
function whereOf(scope: OrderScope, range: { from: string; to: string }): SQL {
  return sql`${SPENT} AND ${inOrderScope(scope)} AND ${placedBetween(range)}`;
}

export class PgReportRepository implements ReportRepository {
  constructor(private readonly db: Database) {}

  async spending(scope: OrderScope, range: { from: string; to: string }): Promise<SpendingReport> {
    const where = whereOf(scope, range);
    const rows = async <T>(query: SQL) => (await this.db.execute(query)).rows as T[];
    const [months, products, users] = await Promise.all([
      rows<{
        month: string;
        orders: number;
        total: number;
      }>(sql`SELECT to_char(o.created_at AT TIME ZONE 'Europe/Vilnius', 'YYYY-MM') AS month,
          count(*)::int AS orders, coalesce(sum(o.total), 0)::int AS total
        FROM orders o WHERE ${where} GROUP BY 1 ORDER BY 1`),
      // Top-level lines only: a bundle's items are in the bundle's price.
      rows<{ product_id: number; name: string; quantity: number; total: number }>(sql`SELECT l.product_id, min(l.name) AS name,
          sum(l.quantity)::int AS quantity, sum(l.total + l.total_tax)::int AS total
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE ${where} AND l.parent_line_id IS NULL GROUP BY l.product_id ORDER BY total DESC, name`),
      rows<{ user_id: number; name: string; orders: number; total: number }>(sql`SELECT u.id AS user_id,
          coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS name,
          count(o.id)::int AS orders, coalesce(sum(o.total), 0)::int AS total
        FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where} GROUP BY u.id ORDER BY total DESC, name`),
    ]);
    return {
      currency: 'EUR',
      total: months.reduce((sum, m) => sum + m.total, 0),
      orders: months.reduce((sum, m) => sum + m.orders, 0),
      byMonth: months,
      byProduct: products.map((p) => ({ productId: p.product_id, name: p.name, quantity: p.quantity, total: p.total })),
      byUser: users.map((u) => ({ userId: u.user_id, name: u.name, orders: u.orders, total: u.total })),
    };
  }
}
