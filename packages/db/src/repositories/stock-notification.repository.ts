import type { StockNotificationRepository } from '@soul/domain/products/stock-notification-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

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
}
