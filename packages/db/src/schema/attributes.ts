import { boolean, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

/** Global attributes (e.g. `pa_size`) and their terms (25G, 40G, 200G, 250G). */
export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  taxonomy: text('taxonomy').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameLt: text('name_lt').notNull(),
});

export const attributeTerms = pgTable(
  'attribute_terms',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    menuOrder: integer('menu_order').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_terms_attr_slug').on(t.attributeId, t.slug)],
);

/** Which terms a product offers for an attribute; a variation has exactly one term per attribute. */
export const productAttributeTerms = pgTable(
  'product_attribute_terms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    termId: integer('term_id')
      .notNull()
      .references(() => attributeTerms.id),
    hasVariations: boolean('has_variations').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId, t.termId] })],
);
