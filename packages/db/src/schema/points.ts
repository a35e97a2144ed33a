import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The points ledger (DESIGN §5 "One points ledger"): every earning, spend,
 * expiry and adjustment is a row; a balance is always a sum over a
 * customer's rows (repositories/points), never stored. Row triggers
 * (migration 0027) settle entries with what they depend on: an order's spend
 * is confirmed when it is paid and reversed when it fails, is cancelled or
 * refunded; a review's reward is reversed when the review is rejected or deleted.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['earn', 'spend', 'expire', 'adjust'] }).notNull(),
    points: integer('points').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'reversed'] }).notNull(),
    sourceType: text('source_type', { enum: ['review', 'referral', 'order', 'administrator'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    /** The history's text: a key of the `points` catalog and its values. */
    descriptionKey: text('description_key').notNull(),
    descriptionParams: jsonb('description_params').notNull().default({}),
    details: text('details').notNull().default(''),
    /**
     * What may be earned or spent only once while it stands: `review-product:<product id>`
     * (one review reward per customer and product), `order-spend:<order id>`. Null: no limit.
     */
    onceKey: text('once_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_entries_once')
      .on(t.userId, t.onceKey)
      .where(sql`${t.onceKey} IS NOT NULL AND ${t.status} <> 'reversed'`),
    index('points_entries_by_user').on(t.userId, t.createdAt),
    index('points_entries_by_source').on(t.sourceType, t.sourceId),
    check(
      'points_entries_sign',
      sql`${t.points} <> 0 AND (${t.kind} NOT IN ('earn') OR ${t.points} > 0) AND (${t.kind} NOT IN ('spend', 'expire') OR ${t.points} < 0)`,
    ),
  ],
);
