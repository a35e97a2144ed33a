import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * Product reviews (storefront §3). Only approved ones are shown and counted:
 * a row trigger (migration 0026) keeps the product's `average_rating` and
 * `review_count` equal to its approved reviews, so the catalogue's own
 * notification drops cached answers exactly when what shoppers see changes.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorName: text('author_name').notNull(),
    /** Lowercased. */
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The e-mail or account had a paid order with the product when the review was written. */
    verified: boolean('verified').notNull().default(false),
    /** The one optional attachment: `photo` with its media file key and the widths it was re-encoded in, or `video` (the key is its file name, no widths). */
    attachmentType: text('attachment_type', { enum: ['photo', 'video'] }),
    attachmentKey: text('attachment_key'),
    attachmentWidths: integer('attachment_widths').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    // One review per product, e-mail and text (storefront §8's 409); the text by its hash, as a long
    // Lithuanian text can exceed what a btree entry holds.
    uniqueIndex('reviews_no_duplicates').on(t.productId, t.email, sql`md5(${t.content})`),
    index('reviews_shown')
      .on(t.productId, t.createdAt)
      .where(sql`${t.status} = 'approved'`),
    index('reviews_by_status').on(t.status, t.createdAt),
    // The checked media route looks a served file's review up by its key.
    uniqueIndex('reviews_attachment_key').on(t.attachmentKey),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_attachment_whole', sql`(${t.attachmentType} IS NULL) = (${t.attachmentKey} IS NULL)`),
  ],
);
