import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Durable background work (e-mails now; renewals and notices later). A job is
 * written in the same transaction as what caused it, claimed with
 * FOR UPDATE SKIP LOCKED, and retried with backoff until `maxAttempts`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    status: text('status', { enum: ['queued', 'done', 'dead'] }).notNull().default('queued'),
    /** A job that must be queued at most once at a time (a recurring job): the index refuses a second. */
    uniqueKey: text('unique_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due').on(t.runAt).where(sql`status = 'queued'`),
    uniqueIndex('jobs_unique_queued').on(t.uniqueKey).where(sql`status = 'queued'`),
  ],
);

/** Every e-mail the shop sent, whatever the transport: the dev mailbox lists these. */
export const sentMail = pgTable(
  'sent_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    /** What the mail is about ('order:12'): with `kind`, a retried job never sends one mail twice. */
    ref: text('ref').notNull().default(''),
    transport: text('transport').notNull(),
    /** Files sent with the mail (an invoice PDF): name, type and base64 content. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; base64: string }[]>().notNull().default(sql`'[]'::jsonb`),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sent_mail_to').on(t.to), index('sent_mail_ref').on(t.ref, t.kind)],
);

/** Marketing events recorded locally (storefront §7: started checkout …) until a marketing service takes them. */
export const marketingEvents = pgTable('marketing_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  sessionToken: text('session_token'),
  email: text('email'),
  payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
