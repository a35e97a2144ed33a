import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './users.ts';

/**
 * Who changed what, before → after (issue 20 "audit log"). Generic on purpose:
 * any write of a person or a setting (a company's staff and their permission
 * flags first, the back office's admin writes later) adds one row, in the
 * SAME transaction as the change, so a change without its row cannot exist.
 * Rows are never updated; the actor and company survive their deletion as
 * ids set to null (the names are kept in before/after).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user who made the change; null for the system (jobs, seed). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's role at the time (issue 21): the back office asks "what did shop managers change", and roles change. */
    actorRole: text('actor_role'),
    /** The company the change belongs to, when it belongs to one: its director reads these rows. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** What was changed: 'staff_user', and the back office's entities ('menu', 'promotion', 'customer', …). */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Company writes: created, updated, deleted, invited …; back-office writes: create, update, delete, transition. */
    action: text('action').notNull(),
    /** The subject's fields before and after (only those the action touched); null for "did not exist". */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_company').on(t.companyId, t.at),
    index('audit_log_subject').on(t.subjectType, t.subjectId),
    index('audit_log_at').on(t.at),
    index('audit_log_actor').on(t.actorId, t.at),
  ],
);
