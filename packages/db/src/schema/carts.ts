import type { CartDocument } from '@soul/domain/cart-document/document';
import { integer, jsonb, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * One cart per session (guest or customer), stored as a document: the lines,
 * applied coupons, customer addresses and chosen shipping rate. Every write
 * is checked against the version it started from (or holds the row lock),
 * so two simultaneous changes to one cart never lose an update.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    sessionToken: text('session_token').notNull().unique(),
    userId: integer('user_id'),
    document: jsonb('document').$type<CartDocument>().notNull(),
    /** Bumped by every write; answers can be matched to the state they describe. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index on updated_at: every change sets it, and an indexed column would make each update a non-HOT one.
  (t) => [index('carts_user').on(t.userId)],
);
