import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Saved cards: the gateway's customer id and a reusable token, charged by
 * the one-click upsell and by subscription renewals. Only brand and last
 * four digits of the card itself are kept.
 */
export const paymentTokens = pgTable(
  'payment_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    customerRef: text('customer_ref').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_tokens_customer').on(t.gateway, t.customerRef)],
);

export const PAYMENT_PURPOSES = ['order', 'upsell', 'change'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** One payment attempt or charge against an order (account §3 "Payment"). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    /** As shown when it was taken, in the order's language: kept as the record. Readers see `purpose` and `gateway` in their own language. */
    title: text('title').notNull(),
    /** What the money was for: the order at checkout, a one-click upsell added to it, or an edit of the order. */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('order'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: ['pending', 'successful', 'failed', 'cancelled'] }).notNull(),
    transactionId: text('transaction_id'),
    paymentTokenId: integer('payment_token_id').references(() => paymentTokens.id, { onDelete: 'set null' }),
    failureCode: text('failure_code'),
    /** Given back so far by refunds (cents); never more than `amount`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    check('payments_refund_within_amount', sql`${t.refundedAmount} BETWEEN 0 AND ${t.amount}`),
    // The values of PAYMENT_PURPOSES, written out: the migration's CHECK is generated from this text.
    check('payments_purpose_known', sql`${t.purpose} IN ('order', 'upsell', 'change')`),
  ],
);

/** What happened to a payment, in order: its activity timeline (account §2 payment detail). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: text('detail').notNull().default(''),
    /** Money the event moved (a refund), cents; null for events that move none. */
    amount: integer('amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment').on(t.paymentId)],
);
