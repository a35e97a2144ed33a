import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Every customer's referral code (storefront §1, account §9): made the first
 * time the customer's link is asked for, never changed, unique. The short
 * link `/r/{code}` and `?ref={code}` carry it.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code').on(t.code)],
);

/**
 * A referred friend's first order (account §2 "Affiliate" history): the
 * referrer, the friend's e-mail (shown masked), the order and its value,
 * and the referrer's reward in points (REFERRAL_REWARD_POINTS when the row
 * was written; the points ledger books it when the order is paid).
 * `pending` until paid, `confirmed` once paid, `reversed` when refunded or
 * cancelled. One referral per order and per friend's e-mail.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendEmail: text('friend_email').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    purchaseCents: integer('purchase_cents').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'reversed'] })
      .notNull()
      .default('pending'),
    rewardPoints: integer('reward_points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_order').on(t.orderId),
    uniqueIndex('referrals_friend_email').on(sql`lower(${t.friendEmail})`),
    index('referrals_by_referrer').on(t.referrerId, t.createdAt),
    check('referrals_amounts', sql`${t.purchaseCents} >= 0 AND ${t.rewardPoints} >= 0`),
  ],
);
