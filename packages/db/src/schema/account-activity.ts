import { sql } from 'drizzle-orm';
import { bigserial, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * What was done to an order after it was placed (edited, item added,
 * cancelled), by whom: the order's history, and the account's logs later.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId)],
);

/**
 * Profile photos, re-encoded on upload (so only pixels are kept, never the
 * uploaded file), stored in the database so every instance serves them.
 */
export const userPhotos = pgTable('user_photos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  mime: text('mime').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages about an account's orders: the contact form's (with a subject,
 * perhaps naming an order) and each order's chat thread (account §7), where
 * the shop answers too (`sender` 'shop', `user_id` the administrator).
 * `read_at` is when the other side read it.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The contact form's subject; null for chat messages. */
    subject: text('subject'),
    message: text('message').notNull(),
    language: text('language').notNull(),
    sender: text('sender').notNull().default('customer'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The Message-ID of a shop answer that came in by mail: a webhook delivered twice adds it once. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_user').on(t.userId, t.createdAt),
    index('contact_messages_order').on(t.orderId, t.createdAt),
    uniqueIndex('contact_messages_external').on(t.externalId),
    check('contact_messages_sender', sql`${t.sender} IN ('customer', 'shop')`),
  ],
);
