import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { paymentTokens } from './payments.ts';
import { users } from './users.ts';

/**
 * A subscription: what renews (its lines), how often, when next, where to,
 * and the card it charges. Bought at checkout (`order_id` is the parent
 * order); renewal orders are linked through `subscription_renewals`.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    billingInterval: integer('billing_interval').notNull(),
    billingPeriod: text('billing_period').notNull().default('month'),
    /** Day of the month renewals fall on (the day it started); shorter months use their last day. */
    anchorDay: integer('anchor_day').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    status: text('status').notNull().default('active'),
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }),
    /** A pending-cancel subscription ends then. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    holdReason: text('hold_reason'),
    /** While paused: the renewal the pause put off (resuming early renews then, or tomorrow). */
    putOffRenewalAt: timestamp('put_off_renewal_at', { withTimezone: true }),
    paymentTokenId: integer('payment_token_id').references(() => paymentTokens.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method').notNull(),
    shippingRateId: text('shipping_rate_id').notNull().default(''),
    shippingAddress: jsonb('shipping_address').notNull().default({}),
    billingEmail: text('billing_email').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    /** Bumped by every change: a preview or an undo names the version it was made from. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user').on(t.userId),
    index('subscriptions_order').on(t.orderId),
    index('subscriptions_due')
      .on(t.nextRenewalAt)
      .where(sql`status IN ('active', 'on-hold')`),
    check('subscriptions_interval', sql`${t.billingInterval} BETWEEN 1 AND 12`),
    check('subscriptions_anchor_day', sql`${t.anchorDay} BETWEEN 1 AND 31`),
  ],
);

/** The products a subscription renews, at the price they were sold at (VAT included, plan discount applied). */
export const subscriptionLines = pgTable(
  'subscription_lines',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variationId: integer('variation_id').notNull().default(0),
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    taxRatePercent: integer('tax_rate_percent').notNull(),
    /** A price change the shop announced: the renewals from `next_price_from` on charge `next_unit_price`. */
    nextUnitPrice: integer('next_unit_price'),
    nextPriceFrom: timestamp('next_price_from', { withTimezone: true }),
  },
  (t) => [
    index('subscription_lines_subscription').on(t.subscriptionId),
    check('subscription_lines_quantity', sql`${t.quantity} > 0`),
    check('subscription_lines_price', sql`${t.unitPrice} >= 0`),
  ],
);

/** Every change of a subscription, with who made it: the timeline the customer sees. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    userId: integer('user_id'),
    detail: jsonb('detail').notNull().default({}),
    /** A skip or pause can be taken back until then, if nothing changed since. */
    undoUntil: timestamp('undo_until', { withTimezone: true }),
    /** What an undo puts back: the status, hold reason and dates before the change. */
    before: jsonb('before'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_events_subscription').on(t.subscriptionId),
    check('subscription_events_actor', sql`${t.actor} IN ('customer', 'director', 'administrator', 'system')`),
  ],
);

/**
 * One row per renewal period: the key (subscription and the date it fell
 * due) is unique, so a period is ordered and charged at most once whatever
 * retries or crashes happen. Dunning state lives here too.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The renewal date this period fell due on (ISO), with the subscription id: the idempotency key. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** open: ordered, charge not answered; paid; retrying (declined, a retry is scheduled); held (no retries left); waiting_stock; cancelled. */
    status: text('status').notNull().default('open'),
    declines: integer('declines').notNull().default(0),
    firstDeclineAt: timestamp('first_decline_at', { withTimezone: true }),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_renewals_period').on(t.subscriptionId, t.dueAt),
    index('subscription_renewals_order').on(t.orderId),
    index('subscription_renewals_retry')
      .on(t.nextRetryAt)
      .where(sql`status = 'retrying'`),
  ],
);
