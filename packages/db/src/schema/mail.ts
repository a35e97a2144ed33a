import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; base64: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
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
  /** The marketing profile the event is about, once the e-mail is known. */
  profileId: bigint('profile_id', { mode: 'number' }),
  payload: jsonb('payload')
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
