/**
 * A buyer's access to one file of a paid order (account §2 "Digital
 * purchases"), and the one rule of whether it may be downloaded now.
 */
export interface DownloadGrant {
  id: number;
  userId: number | null;
  orderId: number;
  productId: number;
  /** The file's name in the list: the product's, in the reader's language. */
  name: string;
  fileName: string;
  kind: 'file' | 'video';
  grantedAt: Date;
  expiresAt: Date | null;
  /** Null: no limit. */
  downloadsRemaining: number | null;
  revokedAt: Date | null;
  /** The order line's total with VAT, in cents. */
  lineTotalCents: number;
  currency: string;
}

export type DownloadState = 'available' | 'expired' | 'used_up' | 'revoked';

/** Why a grant may not be used now, or 'available'. Revoked wins over the rest: the buyer has no claim left. */
export function downloadState(grant: Pick<DownloadGrant, 'expiresAt' | 'downloadsRemaining' | 'revokedAt'>, now: Date): DownloadState {
  if (grant.revokedAt) return 'revoked';
  if (grant.expiresAt && grant.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (grant.downloadsRemaining !== null && grant.downloadsRemaining <= 0) return 'used_up';
  return 'available';
}
