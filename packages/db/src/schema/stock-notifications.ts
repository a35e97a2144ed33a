import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

/**
 * Back-in-stock sign-ups (storefront §2 out-of-stock modal). One per e-mail
 * and product; `notifiedAt` is set when the notice has been sent (a later issue).
 */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    newsletterConsent: boolean('newsletter_consent').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('stock_notifications_product_email').on(t.productId, t.email)],
);
