import type { SubscriptionPlan } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Products and variations share one table, as in WooCommerce: a variation is a
 * row of type `variation` whose `parentId` is its variable product. Money is
 * integer cents, prices include VAT (DESIGN §5).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    type: text('type', {
      enum: ['simple', 'variable', 'subscription', 'variable-subscription', 'bundle', 'variation'],
    }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    status: text('status', { enum: ['publish', 'draft', 'private'] })
      .notNull()
      .default('publish'),
    catalogVisibility: text('catalog_visibility', { enum: ['visible', 'catalog', 'search', 'hidden'] })
      .notNull()
      .default('visible'),
    featured: boolean('featured').notNull().default(false),
    regularPriceCents: integer('regular_price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    taxClass: text('tax_class').notNull().default('standard'),
    manageStock: boolean('manage_stock').notNull().default(true),
    stockQuantity: integer('stock_quantity'),
    stockStatus: text('stock_status', { enum: ['instock', 'outofstock', 'onbackorder'] })
      .notNull()
      .default('instock'),
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity'),
    soldIndividually: boolean('sold_individually').notNull().default(false),
    menuOrder: integer('menu_order').notNull().default(0),
    totalSales: integer('total_sales').notNull().default(0),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    /** The one-time-purchase twin of a subscription product (storefront §3 extensions). */
    oneTimeTwinId: integer('one_time_twin_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    subscriptionPlan: jsonb('subscription_plan').$type<SubscriptionPlan>(),
    /**
     * Nothing to ship (WooCommerce's "virtual"): a cart of only such products needs no delivery
     * method and pays no shipping; the seeded digital guide and video course are virtual.
     */
    virtual: boolean('virtual').notNull().default(false),
    /** Shipping weight and box size (WooCommerce's kg and cm, kept as whole grams and millimetres); null when not set. */
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    upsellIds: integer('upsell_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_parent').on(t.parentId),
    index('products_type').on(t.type),
    // The Store API's default listing (newest first) read in order from the index alone, visibility
    // included, so a listing's whole order costs an index-only scan, not a sort of the table. No
    // column that orders change (stock, sales) is in it: their updates stay HOT.
    index('products_listing_by_date')
      .on(t.createdAt, t.id, t.catalogVisibility)
      .where(sql`${t.status} = 'publish' AND ${t.type} <> 'variation'`),
    check('products_price_nonneg', sql`${t.regularPriceCents} >= 0 AND (${t.salePriceCents} IS NULL OR ${t.salePriceCents} >= 0)`),
    check('products_stock_nonneg', sql`${t.stockQuantity} IS NULL OR ${t.stockQuantity} >= 0`),
  ],
);

/** Names, descriptions and slugs per language. */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    uniqueIndex('product_translations_lang_slug').on(t.lang, t.slug),
    check('product_translations_lang', sql`${t.lang} IN ('en', 'lt')`),
  ],
);

/** Items of a bundle product, each with its own quantity and bulk discount. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    id: serial('id').primaryKey(),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
    bulkDiscountPercent: integer('bulk_discount_percent').notNull().default(0),
    isRemovable: boolean('is_removable').notNull().default(false),
    isIndented: boolean('is_indented').notNull().default(true),
    isThumbnailHidden: boolean('is_thumbnail_hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('bundle_items_bundle').on(t.bundleId)],
);
