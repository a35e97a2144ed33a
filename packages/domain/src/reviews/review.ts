import type { Language, ReviewStatus } from '@soul/contracts';

/**
 * A review's attachment: a photo (a set of re-encoded sizes under `fileKey`)
 * or a video (`fileKey` is its one file's name, with its container's
 * extension; `widths` is empty).
 */
export type ReviewAttachmentRef =
  | {
      type: 'photo';
      fileKey: string;
      /** The widths the re-encoded files exist in. */
      widths: number[];
    }
  | { type: 'video'; fileKey: string; widths: [] };

/** The content type a stored review video is served with, from its name's extension (the shop chose it from the content). */
export function videoContentType(name: string): 'video/mp4' | 'video/quicktime' | 'video/x-msvideo' {
  if (name.endsWith('.avi')) return 'video/x-msvideo';
  if (name.endsWith('.mov')) return 'video/quicktime';
  return 'video/mp4';
}

/** A product review as stored (storefront §3; DESIGN §5 points come with the points ledger). */
export interface Review {
  id: number;
  productId: number;
  /** The account that wrote it, when signed in. */
  userId: number | null;
  rating: number;
  title: string;
  content: string;
  name: string;
  email: string;
  language: Language;
  status: ReviewStatus;
  /** The signed-in account bought the product (an order the shop was paid for) when the review was written; a typed e-mail never counts. */
  verified: boolean;
  attachment: ReviewAttachmentRef | null;
  createdAt: Date;
  /** When an administrator last approved or rejected it; null while untouched. */
  moderatedAt: Date | null;
}

/**
 * Moderation moves. A new review waits; an administrator approves or rejects
 * it and may change their mind later (a rejected review approved after all,
 * an approved one taken down). Nothing goes back to pending: "pending" means
 * no one has looked at it yet.
 */
export const REVIEW_TRANSITIONS: Readonly<Record<ReviewStatus, readonly ReviewStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
};

export function canMoveReview(from: ReviewStatus, to: ReviewStatus): boolean {
  return REVIEW_TRANSITIONS[from].includes(to);
}

/** A new review's status: pending, unless the shop approves verified buyers' reviews at once (a setting, off by default). */
export function initialReviewStatus(verified: boolean, autoApproveVerified: boolean): ReviewStatus {
  return verified && autoApproveVerified ? 'approved' : 'pending';
}

/** Only approved reviews are shown and counted. */
export function isShownReview(review: Pick<Review, 'status'>): boolean {
  return review.status === 'approved';
}

/** The average shown for a set of ratings, to two decimals as WooCommerce keeps it; 0 for none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum / ratings.length) * 100) / 100;
}
