import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

/**
 * Every price a product or variation had, for the EU's 30-day prior price
 * (domain/products/price-history.ts). Written by a trigger on `products`
 * whenever the price a shopper pays or the regular price changes, so every
 * write path (admin, seed, SQL by hand) records it; one open row (valid_to
 * null) per product is the price in force.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** What a shopper paid for one unit, cents including VAT (the sale price when it applied). */
    priceCents: integer('price_cents').notNull(),
    regularPriceCents: integer('regular_price_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [
    index('product_price_history_product').on(t.productId, t.validFrom),
    uniqueIndex('product_price_history_open')
      .on(t.productId)
      .where(sql`${t.validTo} IS NULL`),
    check('product_price_history_span', sql`${t.validTo} IS NULL OR ${t.validTo} >= ${t.validFrom}`),
  ],
);
