import type { BackInStockMailView, BackInStockRelease, StockNotificationRepository } from '@soul/domain/products/stock-notification-port';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { queueJob } from '../jobs/add-job.ts';
import { BACK_IN_STOCK_MAIL_JOB } from '../jobs/task-names.ts';

/** A product row that can be bought (migration 0025's trigger tests the stock alike); a variable product is bought through its variations. */
const AVAILABLE = sql`p.type NOT IN ('variable', 'variable-subscription') AND p.stock_status <> 'outofstock' AND (NOT p.manage_stock OR p.stock_quantity IS NULL OR p.stock_quantity > 0)`;

/** Back-in-stock sign-ups; one per product and e-mail (compared case-insensitively). */
export class PgStockNotificationRepository implements StockNotificationRepository {
  constructor(private readonly db: Database) {}

  /** Records a sign-up; false when this e-mail already waits for this product. */
  async add(signUp: { productId: number; email: string; newsletterConsent: boolean; lang: string }): Promise<boolean> {
    const rows = (
      await this.db.execute(sql`INSERT INTO stock_notifications (product_id, email, newsletter_consent, lang)
        VALUES (${signUp.productId}, ${signUp.email.toLowerCase()}, ${signUp.newsletterConsent}, ${signUp.lang})
        ON CONFLICT (product_id, email) DO NOTHING RETURNING id`)
    ).rows;
    return rows.length === 1;
  }

  async release(productId: number, options: { limit: number; now: Date; holdUntil: Date | null }): Promise<BackInStockRelease> {
    return this.db.transaction(async (tx) => {
      // The product row's lock orders this with checkouts taking its stock, so the free units counted are right.
      const product = (
        await tx.execute(sql`SELECT p.id, p.parent_id, p.manage_stock AND p.stock_quantity IS NOT NULL AS counted, p.stock_quantity,
            ${AVAILABLE} AS available FROM products p WHERE p.id = ${productId} FOR UPDATE`)
      ).rows[0] as
        | { id: number; parent_id: number | null; counted: boolean; stock_quantity: number | null; available: boolean }
        | undefined;
      if (!product?.available) return { notified: 0, held: 0, more: false };
      const forIds = product.parent_id ? [product.id, product.parent_id] : [product.id];
      const idList = `{${forIds.join(',')}}`;
      // SKIP LOCKED: sign-ups another instance is releasing right now are its to mail.
      const waiting = (
        await tx.execute(sql`SELECT id FROM stock_notifications
          WHERE product_id = ANY(${idList}::int[]) AND notified_at IS NULL
          ORDER BY created_at, id LIMIT ${options.limit + 1} FOR UPDATE SKIP LOCKED`)
      ).rows as { id: number }[];
      const batch = waiting.slice(0, options.limit);
      let free = 0;
      if (options.holdUntil && product.counted) {
        const heldNow = (
          await tx.execute(sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_holds
            WHERE product_id = ${product.id} AND used_at IS NULL AND expires_at > ${options.now.toISOString()}::timestamptz`)
        ).rows[0] as { n: number };
        free = Math.max(0, (product.stock_quantity ?? 0) - heldNow.n);
      }
      let held = 0;
      for (const signUp of batch) {
        if (options.holdUntil && held < free) {
          await tx.execute(sql`INSERT INTO stock_holds (notification_id, product_id, quantity, token, expires_at)
            VALUES (${signUp.id}, ${product.id}, 1, ${randomBytes(24).toString('base64url')}, ${options.holdUntil.toISOString()}::timestamptz)
            ON CONFLICT (notification_id) DO NOTHING`);
          held += 1;
        }
        await tx.execute(
          sql`UPDATE stock_notifications SET notified_at = ${options.now.toISOString()}::timestamptz WHERE id = ${signUp.id}`,
        );
        await queueJob(tx, BACK_IN_STOCK_MAIL_JOB, { notificationId: signUp.id, productId: product.id });
      }
      return { notified: batch.length, held, more: waiting.length > batch.length };
    });
  }

  async mailView(notificationId: number, productId: number): Promise<BackInStockMailView | null> {
    const row = (
      await this.db
        .execute(sql`SELECT n.id, n.email, n.lang, coalesce(tr.name, pt.name, '') AS name, coalesce(pt.slug, tr.slug, '') AS slug,
          h.token, h.expires_at
        FROM stock_notifications n
        LEFT JOIN stock_holds h ON h.notification_id = n.id
        JOIN products p ON p.id = ${productId}
        LEFT JOIN product_translations tr ON tr.product_id = p.id AND tr.lang = n.lang
        LEFT JOIN product_translations pt ON pt.product_id = p.parent_id AND pt.lang = n.lang
        WHERE n.id = ${notificationId}`)
    ).rows[0] as
      | { id: number; email: string; lang: string; name: string; slug: string; token: string | null; expires_at: string | Date | null }
      | undefined;
    if (!row) return null;
    return {
      notificationId: row.id,
      email: row.email,
      lang: row.lang,
      productName: row.name,
      slug: row.slug,
      hold: row.token && row.expires_at ? { token: row.token, expiresAt: new Date(row.expires_at) } : null,
    };
  }

  async waitingAvailable(limit: number): Promise<number[]> {
    const rows = (
      await this.db.execute(sql`SELECT DISTINCT p.id FROM stock_notifications n
        JOIN products p ON p.id = n.product_id OR p.parent_id = n.product_id
        WHERE n.notified_at IS NULL AND ${AVAILABLE} ORDER BY p.id LIMIT ${limit}`)
    ).rows as { id: number }[];
    return rows.map((r) => r.id);
  }
}
