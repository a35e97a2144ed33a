import { problem } from '@soul/contracts';
import type { AuditEntry, AuditListQuery, AuditRepository } from '@soul/domain/audit/admin-audit';
import type { Answer } from '../answer.ts';

/** The audit log as the back office reads it (issue 21): every admin write and every company staff change. */
export class AuditService {
  constructor(private readonly deps: { audit: AuditRepository }) {}

  list(query: AuditListQuery): Promise<{ rows: AuditEntry[]; total: number }> {
    return this.deps.audit.list(query);
  }

  async byId(id: number): Promise<Answer<AuditEntry>> {
    const found = await this.deps.audit.byId(id);
    return found ? { ok: true, value: found } : { ok: false, problem: problem('auditNotFound') };
  }
}
