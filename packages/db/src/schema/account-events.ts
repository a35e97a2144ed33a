import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The account's event log (account §2 "logs", §7 POST /events): what a user
 * did — signed in or out, viewed an order or invoice, modified their profile,
 * an order or a subscription. Written in the transaction of the change it
 * records (order and subscription changes by triggers on their own event
 * tables, see the migration), so a change is never logged without happening.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The spec's event type filters (account §9): login, logout, viewed, modified. */
    type: text('type').notNull(),
    /** What it was about: session, order, invoice, profile, subscription. */
    subject: text('subject').notNull(),
    subjectId: integer('subject_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_events_user').on(t.userId, t.createdAt),
    check('account_events_type', sql`${t.type} IN ('login', 'logout', 'viewed', 'modified')`),
  ],
);
