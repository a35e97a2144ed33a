import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

/**
 * Categories and tags, as on a WPML site: each language has its own term row
 * and id (the upsell category is 20 in English and 190 in Lithuanian,
 * DESIGN §5); rows that translate each other share a `group_id`. Products are
 * linked to the group, so one link serves both languages.
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    menuOrder: integer('menu_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_lang_slug').on(t.lang, t.slug),
    uniqueIndex('categories_group_lang').on(t.groupId, t.lang),
    check('categories_lang', sql`${t.lang} IN ('en', 'lt')`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('tags_lang_slug').on(t.lang, t.slug),
    uniqueIndex('tags_group_lang').on(t.groupId, t.lang),
    check('tags_lang', sql`${t.lang} IN ('en', 'lt')`),
  ],
);

/**
 * Brands (WooCommerce's `product_brand` taxonomy), WPML-style like categories:
 * one row per language sharing a `group_id`, products linked to the group.
 */
export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('brands_lang_slug').on(t.lang, t.slug),
    uniqueIndex('brands_group_lang').on(t.groupId, t.lang),
    check('brands_lang', sql`${t.lang} IN ('en', 'lt')`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryGroupId: integer('category_group_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryGroupId] }), index('product_categories_group').on(t.categoryGroupId)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagGroupId: integer('tag_group_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagGroupId] }), index('product_tags_group').on(t.tagGroupId)],
);

export const productBrands = pgTable(
  'product_brands',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    brandGroupId: integer('brand_group_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.brandGroupId] }), index('product_brands_group').on(t.brandGroupId)],
);
