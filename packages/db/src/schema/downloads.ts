import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orderLines, orders } from './orders.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * The files a product delivers after payment (account §2 "Digital
 * purchases"): a PDF guide, a video course. The bytes live in the shop's
 * data directory under `storage_key`; only a signed, counted link serves them.
 */
export const productDownloads = pgTable(
  'product_downloads',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The name shown in the list (the product's, or the chapter's when a product has several files). */
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    kind: text('kind', { enum: ['file', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Downloads each purchase allows; null: no limit. */
    downloadLimit: integer('download_limit'),
    /** Days of access after payment; null: for good. */
    accessDays: integer('access_days'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_downloads_product').on(t.productId),
    check('product_downloads_limit_positive', sql`${t.downloadLimit} IS NULL OR ${t.downloadLimit} > 0`),
    check('product_downloads_days_positive', sql`${t.accessDays} IS NULL OR ${t.accessDays} > 0`),
  ],
);

/**
 * A buyer's access to one file of one paid order line. Written and revoked
 * by triggers on `orders` (migration 0033), so every path that pays,
 * cancels or refunds an order settles it: paid grants, cancelled or
 * refunded revokes.
 */
export const downloadGrants = pgTable(
  'download_grants',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    downloadId: integer('download_id')
      .notNull()
      .references(() => productDownloads.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Null: no limit. Counted down once per signed link used. */
    downloadsRemaining: integer('downloads_remaining'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('download_grants_line_file').on(t.orderLineId, t.downloadId),
    index('download_grants_user').on(t.userId),
    check('download_grants_remaining', sql`${t.downloadsRemaining} IS NULL OR ${t.downloadsRemaining} >= 0`),
  ],
);

/**
 * The signed links that have been used: one download each, however many
 * range requests a video player makes with it during the link's short life.
 */
export const downloadLinkUses = pgTable('download_link_uses', {
  linkId: text('link_id').primaryKey(),
  grantId: integer('grant_id')
    .notNull()
    .references(() => downloadGrants.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});
