import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Coupons. `amount` is a whole percent for `percent` coupons and cents for the
 * fixed kinds. Codes are stored lower-case (WooCommerce's wc_format_coupon_code).
 */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    discountType: text('discount_type', { enum: ['percent', 'fixed_cart', 'fixed_product'] }).notNull(),
    amount: integer('amount').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionLt: text('description_lt').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    minimumSpendCents: integer('minimum_spend_cents'),
    individualUse: boolean('individual_use').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('coupons_amount_nonneg', sql`${t.amount} >= 0`)],
);
