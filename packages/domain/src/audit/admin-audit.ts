/**
 * The back office's audit trail (issue 21): who changed which entity how,
 * before → after, written in the same transaction as the change. The actor
 * comes from the route's visitor (the session), handed down through the
 * service to the repository: never from anything the client sends.
 */
export interface AdminActor {
  userId: number;
  role: string;
}

export const ADMIN_AUDIT_ACTIONS = ['create', 'update', 'delete', 'transition'] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** One back-office change, as a repository records it inside its transaction. */
export interface AdminChange {
  actor: AdminActor;
  /** What kind of thing changed: 'menu', 'promotion', 'review', 'customer', … */
  entity: string;
  id: string | number;
  action: AdminAuditAction;
  /** The entity before the change (null: it did not exist) and after it (null: it no longer does). */
  before: unknown;
  after: unknown;
}

/** One row of the audit log as the back office reads it (company staff changes included). */
export interface AuditEntry {
  id: number;
  at: Date;
  actorId: number | null;
  actorRole: string | null;
  actorEmail: string | null;
  companyId: number | null;
  entityType: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

export interface AuditListQuery {
  page: number;
  perPage: number;
  order: 'asc' | 'desc';
  actorId: number | null;
  entityType: string | null;
  entityId: string | null;
  action: string | null;
  after: Date | null;
  before: Date | null;
}

export interface AuditRepository {
  list(query: AuditListQuery): Promise<{ rows: AuditEntry[]; total: number }>;
  byId(id: number): Promise<AuditEntry | null>;
}

/** The actor of a back-office write: the signed-in visitor (the guard has made sure there is one). */
export function adminActorOf(visitor: { userId: number | null; role: string | null }): AdminActor {
  if (!visitor.userId || !visitor.role) throw new Error('a back-office write without a signed-in actor');
  return { userId: visitor.userId, role: visitor.role };
}
