import type { InvoiceSettings } from '@soul/contracts';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Invoices: one per order, numbered when first issued. Numbers run per year
 * without gaps (`invoice_counters` is taken under a row lock in the same
 * transaction), as Lithuanian bookkeeping expects.
 */
export const invoices = pgTable('invoices', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Shop-wide settings kept by administrators, one JSON document per key (the invoice settings of account §2). */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<InvoiceSettings | Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
