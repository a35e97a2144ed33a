import type { B2bPermissions, Role } from '@soul/domain/accounts/permissions';
import type { VendorStatus } from '@soul/domain/vendors/vendor';

/**
 * Who is asking, as the session plugin resolved it once per request: the
 * session, the signed-in user (0 for guests) with role and permissions.
 * Services decide on it; the UI only mirrors what they decide.
 */
export interface Visitor {
  sessionToken: string | null;
  userId: number;
  /** The signed-in user's role; null for guests. */
  role: Role | null;
  email: string | null;
  /** What this visitor may do (account §6), decided on the server; the UI only mirrors it. */
  permissions: B2bPermissions;
  /** True when the session came from a valid Cart-Token (which also replaces the nonce). */
  viaCartToken: boolean;
  /** A vendor's status and customer group (issue 20); absent for everyone else. Group prices apply only when approved. */
  vendor?: { status: VendorStatus; groupId: number | null } | null;
}

/** The customer group whose prices this visitor gets: an approved vendor's, else none. */
export function priceGroupOf(visitor: Pick<Visitor, 'vendor'>): number | null {
  return visitor.vendor?.status === 'approved' ? visitor.vendor.groupId : null;
}
