import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { paymentTokens } from './payments.ts';
import { users } from './users.ts';

/** A subscription bought at checkout: what renews, how often, when next, and the card it charges. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variationId: integer('variation_id').notNull().default(0),
    quantity: integer('quantity').notNull(),
    billingInterval: integer('billing_interval').notNull(),
    billingPeriod: text('billing_period').notNull().default('month'),
    discountPercent: integer('discount_percent').notNull(),
    /** The renewal's price, VAT included, at the plan's discount. */
    recurringTotal: integer('recurring_total').notNull(),
    status: text('status').notNull().default('active'),
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }).notNull(),
    paymentTokenId: integer('payment_token_id').references(() => paymentTokens.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user').on(t.userId), index('subscriptions_order').on(t.orderId)],
);
