import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Promotions (issue 17): quantity offers, banner campaigns and exit offers.
 * Texts and quantity options are JSON per language (checked by the
 * contracts' schemas when read and written). Never deleted: `ended_at`.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: ['quantity_offer', 'banner', 'exit_offer'] }).notNull(),
    discountRate: integer('discount_rate').notNull().default(0),
    countdownSeconds: integer('countdown_seconds').notNull(),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    options: jsonb('options')
      .notNull()
      .default(sql`'[]'::jsonb`),
    texts: jsonb('texts').notNull(),
    landingSlugEn: text('landing_slug_en'),
    landingSlugLt: text('landing_slug_lt'),
    couponPrefix: text('coupon_prefix'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_slug').on(t.slug),
    uniqueIndex('promotions_landing_en').on(t.landingSlugEn),
    uniqueIndex('promotions_landing_lt').on(t.landingSlugLt),
    check('promotions_rate', sql`${t.discountRate} BETWEEN 0 AND 100`),
    check('promotions_countdown', sql`${t.countdownSeconds} > 0`),
  ],
);

/**
 * Visitor countdowns (storefront §4 timers): a guest's belong to the session,
 * a signed-in visitor's to the account (signing in hands the session's over).
 * Exactly one owner; one timer per owner and timer id, never restarted.
 */
export const visitorTimers = pgTable(
  'visitor_timers',
  {
    id: serial('id').primaryKey(),
    timerId: text('timer_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionToken: text('session_token'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('visitor_timers_user')
      .on(t.userId, t.timerId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('visitor_timers_session')
      .on(t.sessionToken, t.timerId)
      .where(sql`${t.userId} IS NULL`),
    index('visitor_timers_expires').on(t.expiresAt),
    check('visitor_timers_owner', sql`(${t.userId} IS NULL) <> (${t.sessionToken} IS NULL)`),
  ],
);

/**
 * Exit-offer claims (storefront §2, §5): one personal single-use coupon per
 * e-mail and promotion ("This email has already been used").
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    email: text('email').notNull(),
    couponCode: text('coupon_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotion_claims_email').on(t.promotionId, t.email)],
);
