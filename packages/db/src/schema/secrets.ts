import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets shared by every server instance (nonce and token signing keys).
 * Kept in the database so N stateless instances agree (DESIGN §2).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
