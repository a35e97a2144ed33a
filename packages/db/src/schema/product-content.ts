import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

/**
 * The product page's accordion (storefront §2): ingredients, how to use,
 * delivery and returns, per product and language. Plain text (paragraphs
 * split by blank lines), drawn as text: nothing here is ever HTML.
 */
export const productContent = pgTable(
  'product_content',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    ingredients: text('ingredients').notNull().default(''),
    howToUse: text('how_to_use').notNull().default(''),
    deliveryReturns: text('delivery_returns').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] }), check('product_content_lang', sql`${t.lang} IN ('en', 'lt')`)],
);

/** A product's videos (the video player of storefront §2), in page order; files live under /media/. */
export const productVideos = pgTable(
  'product_videos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    /** Path under the media root, e.g. `videos/energy-complex.mp4` (H.264/AAC MP4). */
    src: text('src').notNull(),
    poster: text('poster').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (t) => [
    index('product_videos_product').on(t.productId, t.position),
    check('product_videos_size', sql`${t.width} > 0 AND ${t.height} > 0 AND ${t.durationSeconds} >= 0`),
  ],
);

/** A video's title and WebVTT captions in one language (every language's track is offered to everyone). */
export const productVideoTexts = pgTable(
  'product_video_texts',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => productVideos.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    /** Path under the media root of a `.vtt` file; null when this language has no captions. */
    captions: text('captions'),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.lang] }), check('product_video_texts_lang', sql`${t.lang} IN ('en', 'lt')`)],
);
