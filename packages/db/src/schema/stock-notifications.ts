import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

/**
 * Back-in-stock sign-ups (storefront §2 out-of-stock modal). One per e-mail
 * and product; `notifiedAt` is set in the transaction that queues its mail,
 * so each sign-up is mailed once whichever instance sends it.
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
  (t) => [
    uniqueIndex('stock_notifications_product_email').on(t.productId, t.email),
    index('stock_notifications_waiting')
      .on(t.productId, t.createdAt)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
);

/**
 * Priority holds: units of a product that came back, kept for the first
 * sign-ups until `expiresAt`. Other shoppers see the product's stock less
 * the live holds; the holder claims theirs through the mail's personal link
 * (`token`), which ties it to their cart (`cartToken`).
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .unique()
      .references(() => stockNotifications.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    token: text('token').notNull().unique(),
    /** The cart that claimed the hold through the link (null until then). */
    cartToken: text('cart_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the holder's order took the units: the hold no longer subtracts. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_holds_product').on(t.productId, t.expiresAt), check('stock_holds_quantity', sql`${t.quantity} > 0`)],
);
