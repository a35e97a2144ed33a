import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters for rate limits (sign-in and password reset per IP and per
 * account), in the database so every instance counts the same hits.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
