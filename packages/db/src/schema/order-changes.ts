import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const ORDER_CHANGE_KINDS = ['edit', 'cancel'] as const;
export const ORDER_CHANGE_STATUSES = ['open', 'applied', 'abandoned'] as const;

/**
 * A change to a placed order whose money moves through a gateway (an edit
 * charged or refunded on the card, a cancellation refunded): written and
 * committed before the gateway is called, finished in a second transaction
 * once it answered. While one is open the order takes no other edit or
 * cancellation (one open change per order), and reconciliation finishes it
 * if the process died in between.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_CHANGE_KINDS }).notNull(),
    status: text('status', { enum: ORDER_CHANGE_STATUSES }).notNull().default('open'),
    /** Who asked for it (kept in the order's history when it is applied). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order event written when it is applied: edited, item_added, cancelled. */
    eventKind: text('event_kind').notNull(),
    /** An edit's plan (domain OrderEditPlan), decided under the order's lock; null for a cancellation. */
    plan: jsonb('plan'),
    /** Why it was abandoned (declined, refund failed, no longer editable); empty otherwise. */
    outcome: text('outcome').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_changes_one_open')
      .on(t.orderId)
      .where(sql`status = 'open'`),
    index('order_changes_open')
      .on(t.createdAt)
      .where(sql`status = 'open'`),
  ],
);
