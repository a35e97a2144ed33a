import type { DashboardRepository, LowStockProduct, SalesFigures, WantedProduct } from '@soul/domain/back-office/dashboard-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { placedBetween, SPENT } from './spending-orders.ts';

/** The back office's dashboard (issue 21): a handful of counts, each one small indexed query. */
export class PgDashboardRepository implements DashboardRepository {
  constructor(private readonly db: Database) {}

  async sales(range: { from: string; to: string }): Promise<SalesFigures> {
    const result = await this.db.execute(sql`SELECT count(*)::int AS orders, coalesce(sum(o.total), 0)::bigint AS revenue
      FROM orders o WHERE ${SPENT} AND ${placedBetween(range)}`);
    const row = result.rows[0] as { orders: number; revenue: string | number };
    return { orders: row.orders, revenue: Number(row.revenue) };
  }

  async ordersToShip(): Promise<number> {
    // Processing is "paid, waiting to be shipped" (packages/domain orders/status.ts).
    return this.count(sql`SELECT count(*)::int AS n FROM orders WHERE status = 'processing'`);
  }

  async lowStock(threshold: number, language: 'en' | 'lt', limit: number): Promise<{ count: number; products: LowStockProduct[] }> {
    const low = sql`p.manage_stock AND p.stock_quantity IS NOT NULL AND p.stock_quantity <= ${threshold} AND p.status = 'publish'`;
    const count = await this.count(sql`SELECT count(*)::int AS n FROM products p WHERE ${low}`);
    const rows = await this.db.execute(sql`SELECT p.id, coalesce(t.name, '#' || p.id) AS name, p.stock_quantity AS stock
      FROM products p LEFT JOIN product_translations t ON t.product_id = p.id AND t.lang = ${language}
      WHERE ${low} ORDER BY p.stock_quantity, p.id LIMIT ${limit}`);
    return { count, products: rows.rows as unknown as LowStockProduct[] };
  }

  async pendingReviews(): Promise<number> {
    return this.count(sql`SELECT count(*)::int AS n FROM reviews WHERE status = 'pending'`);
  }

  async failedRenewals(): Promise<number> {
    return this.count(sql`SELECT count(*)::int AS n FROM subscription_renewals WHERE status IN ('retrying', 'held')`);
  }

  async backInStock(language: 'en' | 'lt', limit: number): Promise<{ count: number; products: WantedProduct[] }> {
    const count = await this.count(sql`SELECT count(*)::int AS n FROM stock_notifications WHERE notified_at IS NULL`);
    const rows = await this.db
      .execute(sql`SELECT n.product_id AS id, coalesce(t.name, '#' || n.product_id) AS name, count(*)::int AS waiting
      FROM stock_notifications n LEFT JOIN product_translations t ON t.product_id = n.product_id AND t.lang = ${language}
      WHERE n.notified_at IS NULL GROUP BY n.product_id, t.name ORDER BY waiting DESC, n.product_id LIMIT ${limit}`);
    return { count, products: rows.rows as unknown as WantedProduct[] };
  }

  private async count(query: ReturnType<typeof sql>): Promise<number> {
    const result = await this.db.execute(query);
    return (result.rows[0] as { n: number }).n;
  }
}
