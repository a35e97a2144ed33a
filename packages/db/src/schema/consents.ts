import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every cookie-consent decision a visitor made (storefront §3 consent
 * record), kept so the shop can prove consent: the record's random
 * consentId, categories, services, revision and language, when it was made
 * and received. No IP address, no account: the consentId is the only link
 * to the visitor, who holds it in their own `cc_cookie`.
 */
export const consentDecisions = pgTable(
  'consent_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consentId: uuid('consent_id').notNull(),
    categories: text('categories').array().notNull(),
    services: jsonb('services').$type<Record<string, string[]>>().notNull(),
    revision: integer('revision').notNull(),
    language: text('language').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consent_decisions_once').on(t.consentId, t.decidedAt), index('consent_decisions_recorded').on(t.recordedAt)],
);
