import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

export interface AuditRecord {
  actorId: number | null;
  companyId: number | null;
  subjectType: string;
  subjectId: string | number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Adds one audit row on the caller's transaction (never its own): the row
 * commits with the change it describes, or neither does. Any feature's
 * writes can call it (the back office's admin writes too).
 */
export async function writeAudit(tx: Transaction, record: AuditRecord): Promise<void> {
  await tx.execute(sql`INSERT INTO audit_log (actor_id, company_id, subject_type, subject_id, action, before, after)
    VALUES (${record.actorId}, ${record.companyId}, ${record.subjectType}, ${String(record.subjectId)}, ${record.action},
      ${record.before ? JSON.stringify(record.before) : null}::jsonb, ${record.after ? JSON.stringify(record.after) : null}::jsonb)`);
}
