import type { CartDocument } from '@soul/domain/cart-document/document';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderChanges } from './order-changes.ts';
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

// The purposes are the domain's; the column's check and the repositories name them from here.
import { PAYMENT_PURPOSES } from '@soul/domain/payments/stored-payment';

export { PAYMENT_PURPOSES, type PaymentPurpose } from '@soul/domain/payments/stored-payment';

/** One payment attempt or charge against an order (account §3 "Payment"). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
    /** Held by refunds sent to the gateway and not yet answered: what may still be refunded is amount − refunded − this. */
    refundPendingAmount: integer('refund_pending_amount').notNull().default(0),
    /**
     * The key the charge is asked for with at the gateway (`order-12` for an
     * order's first attempt): a retry, or reconciliation's lookup, uses the
     * same one, so a charge that happened is found, never made twice. Null
     * for money not taken by a gateway (bank transfer, cash on delivery).
     */
    idempotencyKey: text('idempotency_key'),
    /** The order change (an edit) this charge pays for. */
    changeId: integer('change_id').references(() => orderChanges.id, { onDelete: 'set null' }),
    /** The cart the order was placed from, given back to the shopper if this charge is declined; cleared once answered. */
    restoreCart: jsonb('restore_cart').$type<CartDocument>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    index('payments_pending_charges')
      .on(t.createdAt)
      .where(sql`status = 'pending' AND idempotency_key IS NOT NULL`),
    check('payments_refund_within_amount', sql`${t.refundedAmount} BETWEEN 0 AND ${t.amount}`),
    check(
      'payments_refund_pending_within_amount',
      sql`${t.refundPendingAmount} >= 0 AND ${t.refundedAmount} + ${t.refundPendingAmount} <= ${t.amount}`,
    ),
    // The values of PAYMENT_PURPOSES, written out: the migration's CHECK is generated from this text.
    check('payments_purpose_known', sql`${t.purpose} IN ('order', 'upsell', 'change')`),
  ],
);

/** What happened to a payment, in order: its activity timeline (account §2 payment detail). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: text('detail').notNull().default(''),
    /** Money the event moved (a refund), cents; null for events that move none. */
    amount: integer('amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment').on(t.paymentId)],
);

import { REFUND_PURPOSES } from '@soul/domain/payments/refund-intent';
export { REFUND_PURPOSES, type RefundPurpose } from '@soul/domain/payments/refund-intent';

/**
 * A refund sent (or about to be sent) to the gateway. Written, with the
 * amount held on its payment (`refund_pending_amount`), and committed before
 * the gateway is called; answered in a second transaction. A crash in
 * between leaves it pending, and reconciliation asks the gateway by its key.
 * Purpose: an administrator's refund, a cancellation, an order edit, or
 * giving back a charge that arrived after its attempt had been closed.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    changeId: integer('change_id').references(() => orderChanges.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: REFUND_PURPOSES }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The shop's note (an administrator's reason); never shown to the customer. */
    reason: text('reason').notNull().default(''),
    /** The gateway's refund id once it succeeded, or why it failed. */
    result: text('result').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refunds_key').on(t.idempotencyKey),
    index('payment_refunds_payment').on(t.paymentId),
    index('payment_refunds_pending')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
