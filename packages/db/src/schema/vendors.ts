import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * Customer groups (account §1 "vendors … approved into a chosen group"):
 * what an approved vendor in the group pays. A group has a discount percent
 * on catalogue prices and/or a price list (customer_group_prices) whose
 * entries win for their products.
 */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customer_groups_discount_range', sql`${t.discountPercent} BETWEEN 0 AND 100`)],
);

/** A group's wholesale price of one product or variation, in cents incl. VAT. */
export const customerGroupPrices = pgTable(
  'customer_group_prices',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.productId] }), check('customer_group_prices_positive', sql`${t.priceCents} >= 0`)],
);

/**
 * A vendor's application (account §1, §4): the company they buy for and,
 * once approved, the group whose prices they get. The status itself is
 * `users.vendor_status` (pending, approved, rejected, locked).
 */
export const vendorApplications = pgTable(
  'vendor_applications',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    companyCode: text('company_code').notNull(),
    vatCode: text('vat_code').notNull().default(''),
    address: text('address').notNull(),
    groupId: integer('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('vendor_applications_group').on(t.groupId)],
);
