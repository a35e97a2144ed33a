/**
 * Vendors — wholesale buyers (account §1, §2 "Vendor management", §4). A
 * vendor applies (pending); an administrator approves them into a customer
 * group, rejects, locks or unlocks them, or deletes the account. Only an
 * approved vendor buys, and at their group's terms.
 */
export const VENDOR_STATUSES = ['pending', 'approved', 'rejected', 'locked'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export type VendorDecision = 'approve' | 'reject' | 'lock' | 'unlock';

/** Where each decision leads, and from which states it may be taken. */
const TRANSITIONS: Record<VendorDecision, { from: readonly VendorStatus[]; to: VendorStatus }> = {
  // Approving again moves an approved vendor to another group; a rejected vendor may be reconsidered.
  approve: { from: ['pending', 'rejected', 'approved'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  lock: { from: ['approved'], to: 'locked' },
  unlock: { from: ['locked'], to: 'approved' },
};

/** The status a decision leaves, or null when it cannot be taken from `current`. */
export function decide(current: VendorStatus, decision: VendorDecision): VendorStatus | null {
  const rule = TRANSITIONS[decision];
  return rule.from.includes(current) ? rule.to : null;
}

/** A vendor buys only once approved: pending, rejected and locked vendors cannot check out. */
export function vendorMayBuy(status: VendorStatus | null): boolean {
  return status === 'approved';
}

/** What a vendor tells about the company they buy for (the application form). */
export interface VendorCompany {
  companyName: string;
  companyCode: string;
  vatCode: string;
  address: string;
}

/** A vendor as the administrator's list shows them. */
export interface StoredVendor extends VendorCompany {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  status: VendorStatus;
  groupId: number | null;
  groupName: string | null;
  appliedAt: Date;
  decidedAt: Date | null;
}
