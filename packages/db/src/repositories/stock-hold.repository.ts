import { isDatabaseId } from '@soul/contracts';
import type { ClaimedHold, StockHoldRepository } from '@soul/domain/products/stock-hold-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

/** Priority holds (migration 0025): made by PgStockNotificationRepository.release, honoured by take_stock and the cart. */
export class PgStockHoldRepository implements StockHoldRepository {
  constructor(private readonly db: Database) {}

  async claim(token: string, sessionToken: string, now: Date): Promise<ClaimedHold | null> {
    return this.db.transaction(async (tx) => {
      const at = now.toISOString();
      // The link is personal: whoever opens it holds the unit (the latest session, if opened twice).
      await tx.execute(sql`UPDATE stock_holds SET cart_token = ${sessionToken}
        WHERE token = ${token} AND used_at IS NULL AND expires_at > ${at}::timestamptz`);
      const row = (
        await tx.execute(sql`SELECT h.product_id, n.lang, coalesce(pt.slug, tr.slug, '') AS slug,
            (h.used_at IS NULL AND h.expires_at > ${at}::timestamptz) AS live
          FROM stock_holds h JOIN stock_notifications n ON n.id = h.notification_id
          JOIN products p ON p.id = h.product_id
          LEFT JOIN product_translations tr ON tr.product_id = p.id AND tr.lang = n.lang
          LEFT JOIN product_translations pt ON pt.product_id = p.parent_id AND pt.lang = n.lang
          WHERE h.token = ${token}`)
      ).rows[0] as { product_id: number; lang: string; slug: string; live: boolean } | undefined;
      return row ? { productId: row.product_id, slug: row.slug, lang: row.lang, live: row.live } : null;
    });
  }

  async heldForOthers(productIds: readonly number[], sessionToken: string | null, now: Date): Promise<Map<number, number>> {
    const held = new Map<number, number>();
    // A client's id beyond any row (past PostgreSQL's integer) holds nothing; it must not reach the query as an overflow.
    const ids = productIds.filter(isDatabaseId);
    if (ids.length === 0) return held;
    const rows = (
      await this.db.execute(sql`SELECT product_id, sum(quantity)::int AS units FROM stock_holds
        WHERE product_id = ANY(${`{${ids.join(',')}}`}::int[]) AND used_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz
          AND cart_token IS DISTINCT FROM ${sessionToken}
        GROUP BY product_id`)
    ).rows as { product_id: number; units: number }[];
    for (const row of rows) held.set(row.product_id, row.units);
    return held;
  }
}
