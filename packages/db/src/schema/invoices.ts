import type { InvoiceSettings } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Invoices and the credit notes that correct them (Lithuanian "PVM sąskaita
 * faktūra" and "kreditinė PVM sąskaita faktūra"). A document never changes
 * once written: an invoice keeps the snapshot of the order it was issued
 * from (lines, VAT per rate, totals, buyer, seller, settings), and an edit,
 * a cancellation or a refund after issue writes a credit note referring to
 * it (migration triggers on `orders` and `payment_refunds`, so every path
 * that moves an order's money settles it in its own transaction). After an
 * edit the order's next invoice is a new one with a new number.
 */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** SS-2026-00001 for invoices, SS-KR-2026-00001 for credit notes: each series gap-free per year. */
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** A credit note's invoice. */
    correctsId: integer('corrects_id'),
    /** Why a credit note was written: an order edit, a cancellation, a refund. */
    reason: text('reason', { enum: ['issue', 'edit', 'cancel', 'refund'] }).notNull(),
    /** Gross amount of the document, cents, always positive (a credit note's sign is its kind). */
    amount: integer('amount').notNull(),
    /** [{rate, base, vat}] in cents: the invoice's VAT per rate, or what the credit note takes back at each rate. */
    vatByRate: jsonb('vat_by_rate').$type<{ rate: number; base: number; vat: number }[]>().notNull(),
    /** A credit note that takes back the whole invoice repeats its lines; a partial one credits an amount per VAT rate. */
    wholeInvoice: boolean('whole_invoice').notNull().default(false),
    /** An invoice's frozen order, settings and seller (null for credit notes and for invoices issued before snapshots). */
    snapshot: jsonb('snapshot'),
  },
  (t) => [
    index('invoice_documents_order').on(t.orderId, t.id),
    index('invoice_documents_corrects').on(t.correctsId),
    check('invoice_documents_amount_nonneg', sql`${t.amount} >= 0`),
    check('invoice_documents_credit_refers', sql`(${t.kind} = 'invoice') = (${t.correctsId} IS NULL)`),
  ],
);

/** The last number of each series and year, taken under its row lock in the issuing transaction (never a sequence: no gaps). */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** Shop-wide settings kept by administrators, one JSON document per key (the invoice settings of account §2). */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<InvoiceSettings | Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
