import type { AuditEntry, CompanyUser } from '@soul/contracts';
import type { StaffMember, StoredAuditEntry } from '@soul/domain/company-users/company-user-port';

/** A staff member in the multiusers shape (account §3 "Multi-account"). */
export function companyUserAnswer(member: StaffMember): CompanyUser {
  return {
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    username: member.email,
    email: member.email,
    position: member.position,
    status: member.status,
    b2b_permissions: member.permissions,
  };
}

/** One audit row; the subject's name comes from what the row kept (a removed member's name stays readable). */
export function auditEntryAnswer(entry: StoredAuditEntry): AuditEntry {
  const side = entry.after ?? entry.before ?? {};
  const kept = entry.before ?? {};
  const name =
    typeof kept.name === 'string'
      ? kept.name
      : [side.firstName, side.lastName].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: { id: entry.actorId, name: entry.actorName },
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    subject_name: name,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  };
}
