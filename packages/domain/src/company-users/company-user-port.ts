import type { StaffForm } from './staff-form.ts';

/** A staff member as the company's director manages them. */
export interface StaffMember extends StaffForm {
  id: number;
  /** Invited until they used their invitation link to set a password. */
  status: 'invited' | 'active';
}

/** Who writes: the signed-in user, kept in the audit row. */
export interface AuditActor {
  userId: number;
}

export interface StoredAuditEntry {
  id: number;
  at: Date;
  actorId: number | null;
  actorName: string;
  subjectType: string;
  subjectId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Storage of a company's staff (packages/db implements it). Every write
 * adds its audit row in the same transaction as the change.
 */
export interface CompanyUserRepository {
  /** The company a director leads (or a staff member works for); null when none. */
  companyOf(userId: number): Promise<number | null>;
  companyExists(companyId: number): Promise<boolean>;
  /** The company's name (b2brules); null when it does not exist. */
  companyName(companyId: number): Promise<string | null>;
  list(companyId: number): Promise<StaffMember[]>;
  find(companyId: number, userId: number): Promise<StaffMember | null>;
  /**
   * A new staff member of the company, invited: an unusable password and a
   * reset token (its hash) valid for `validSeconds`, for the invitation link;
   * the member's language is the one their invitation is written in.
   * The invitation mail is queued in the same transaction. Null when the e-mail already has an account.
   */
  create(
    companyId: number,
    actor: AuditActor,
    form: StaffForm,
    invite: { tokenHash: string; validSeconds: number; language: string; mail: object },
  ): Promise<number | null>;
  /** Changes a staff member of the company; 'email_taken' when the new e-mail belongs to someone else; null when not in the company. */
  update(companyId: number, actor: AuditActor, userId: number, form: StaffForm): Promise<StaffMember | 'email_taken' | null>;
  /**
   * Takes a staff member out of the company: their account stays a personal
   * one (their own orders stay theirs), company role and flags go, sessions end.
   * False when they are not staff of the company.
   */
  remove(companyId: number, actor: AuditActor, userId: number): Promise<boolean>;
  /** The company's audit rows, newest first. */
  audit(companyId: number, page: { offset: number; limit: number }): Promise<{ rows: StoredAuditEntry[]; total: number }>;
}
