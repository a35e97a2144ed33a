import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

/**
 * Images. `fileKey` names a generated set of files (`{key}-{width}.webp` in
 * several widths) under the server's public images folder.
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  fileKey: text('file_key').notNull().unique(),
  altEn: text('alt_en').notNull(),
  altLt: text('alt_lt').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mediaId] })],
);
