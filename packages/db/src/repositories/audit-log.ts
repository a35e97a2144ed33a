import type { AdminChange, AuditEntry, AuditListQuery, AuditRepository } from '@soul/domain/audit/admin-audit';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { countRows } from './count-rows.ts';

export interface AuditRecord {
  actorId: number | null;
  /** The actor's role when it acted (null for the system). */
  actorRole?: string | null;
  companyId: number | null;
  subjectType: string;
  subjectId: string | number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Adds one audit row on the caller's transaction (never its own): the row
 * commits with the change it describes, or neither does. Any feature's
 * writes can call it (the back office's admin writes too).
 */
export async function writeAudit(tx: Transaction | Pick<Database, 'execute'>, record: AuditRecord): Promise<void> {
  await tx.execute(sql`INSERT INTO audit_log (actor_id, actor_role, company_id, subject_type, subject_id, action, before, after)
    VALUES (${record.actorId}, ${record.actorRole ?? null}, ${record.companyId}, ${record.subjectType}, ${String(record.subjectId)}, ${record.action},
      ${record.before ? JSON.stringify(record.before) : null}::jsonb, ${record.after ? JSON.stringify(record.after) : null}::jsonb)`);
}

/** A value as the audit keeps it: JSON objects as they are, anything else wrapped (`{ value }`), nothing as null. */
function snapshot(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  const plain: unknown = JSON.parse(JSON.stringify(value));
  return typeof plain === 'object' && plain !== null && !Array.isArray(plain) ? (plain as Record<string, unknown>) : { value: plain };
}

/**
 * A back-office write's audit row (issue 21), on the repository's own
 * transaction: `await recordAdminChange(tx, { actor, entity: 'menu', id, action: 'update', before, after })`.
 * A write that fails rolls its row back with it. (`tx` is typed loosely for
 * repositories that hand their transaction around as `Pick<Database, 'execute'>`:
 * it must still be the write's transaction, never the pool.)
 */
export async function recordAdminChange(tx: Transaction | Pick<Database, 'execute'>, change: AdminChange): Promise<void> {
  await writeAudit(tx, {
    actorId: change.actor.userId,
    actorRole: change.actor.role,
    companyId: null,
    subjectType: change.entity,
    subjectId: change.id,
    action: change.action,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}

/**
 * `recordAdminChange` for a repository handed only the actor's id (the
 * visitor's, from the route): the role is read in the same statement, as it
 * is at the time of the change.
 */
export async function recordAdminChangeByUser(
  tx: Transaction | Pick<Database, 'execute'>,
  change: Omit<AdminChange, 'actor'> & { userId: number },
): Promise<void> {
  const before = snapshot(change.before);
  const after = snapshot(change.after);
  await tx.execute(sql`INSERT INTO audit_log (actor_id, actor_role, company_id, subject_type, subject_id, action, before, after)
    VALUES (${change.userId}, (SELECT role FROM users WHERE id = ${change.userId}), NULL, ${change.entity}, ${String(change.id)}, ${change.action},
      ${before ? JSON.stringify(before) : null}::jsonb, ${after ? JSON.stringify(after) : null}::jsonb)`);
}

interface AuditRow {
  id: number | string;
  at: Date | string;
  actor_id: number | null;
  actor_role: string | null;
  actor_email: string | null;
  company_id: number | null;
  subject_type: string;
  subject_id: string;
  action: string;
  before: unknown;
  after: unknown;
  total?: number | string;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: Number(row.id),
  at: new Date(row.at),
  actorId: row.actor_id,
  actorRole: row.actor_role,
  actorEmail: row.actor_email,
  companyId: row.company_id,
  entityType: row.subject_type,
  entityId: row.subject_id,
  action: row.action,
  before: row.before,
  after: row.after,
});

/** The whole audit log as the back office reads it: its own writes and the companies' staff changes. */
export class PgAuditRepository implements AuditRepository {
  constructor(private readonly db: Database) {}

  async list(query: AuditListQuery): Promise<{ rows: AuditEntry[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.actorId !== null) conditions.push(sql`a.actor_id = ${query.actorId}`);
    if (query.entityType !== null) conditions.push(sql`a.subject_type = ${query.entityType}`);
    if (query.entityId !== null) conditions.push(sql`a.subject_id = ${query.entityId}`);
    if (query.action !== null) conditions.push(sql`a.action = ${query.action}`);
    if (query.after !== null) conditions.push(sql`a.at >= ${query.after.toISOString()}`);
    if (query.before !== null) conditions.push(sql`a.at < ${query.before.toISOString()}`);
    const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = (
      await this.db.execute(sql`
        SELECT a.*, u.email AS actor_email, count(*) OVER () AS total
        FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id ${where}
        ORDER BY a.at ${direction}, a.id ${direction}
        LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`)
    ).rows as unknown as AuditRow[];
    const total = rows[0] ? Number(rows[0].total) : await countRows(this.db, sql`SELECT count(*) AS n FROM audit_log a ${where}`);
    return { rows: rows.map(toEntry), total };
  }

  async byId(id: number): Promise<AuditEntry | null> {
    const rows = (
      await this.db.execute(
        sql`SELECT a.*, u.email AS actor_email FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id WHERE a.id = ${id}`,
      )
    ).rows as unknown as AuditRow[];
    return rows[0] ? toEntry(rows[0]) : null;
  }
}
