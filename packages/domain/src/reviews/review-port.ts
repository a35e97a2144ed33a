import type { AdminActor } from '../audit/admin-audit.ts';
import type { ReviewStatus } from '@soul/contracts';
import type { Review } from './review.ts';

/** What a submission stores: the review's own fields; status, verified flag and dates are the service's and the database's. */
export type NewReview = Pick<
  Review,
  'productId' | 'userId' | 'rating' | 'title' | 'content' | 'name' | 'email' | 'language' | 'attachment'
>;

export const REVIEW_SORTS = ['date', 'id', 'rating', 'product'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export interface ReviewListQuery {
  page: number;
  perPage: number;
  /** Rows to skip; when given it wins over `page` (WooCommerce's `offset`). */
  offset?: number;
  orderby: ReviewSort;
  order: 'asc' | 'desc';
  /** Only these statuses (the storefront: approved only). */
  statuses: readonly ReviewStatus[];
  /** Reviews of these products (a variable product's reviews are its own); empty for all. */
  productIds: readonly number[];
  /** Reviews of products in these categories (any language's id of a category counts); empty for all. */
  categoryIds: readonly number[];
  /** This many stars or more; null for all. */
  minRating: number | null;
  /** Exactly this many stars; null for all. */
  rating: number | null;
  search: string | null;
}

/** Approved reviews' figures for a scope: count, average and the per-star counts. */
export interface ReviewSummary {
  count: number;
  average: number;
  /** Index 0 is 1 star … index 4 is 5 stars. */
  perStar: [number, number, number, number, number];
}

/** The points an approved review of a signed-in customer earns (storefront §1; blind to the rating). */
export type ReviewReward = (review: Review) => number;

/** Reviews in storage (packages/db implements it); every write in one transaction. */
export interface ReviewRepository {
  /**
   * Stores a review in one transaction: whether the e-mail or account bought
   * the product (a paid order) is worked out there, and `statusFor` turns it
   * into the status. `duplicate` when the product already has this e-mail's
   * review with the same text; `no_product` when it is no published product.
   */
  create(
    review: NewReview,
    statusFor: (verified: boolean) => ReviewStatus,
    rewardFor?: ReviewReward,
  ): Promise<Review | 'duplicate' | 'no_product'>;
  byId(id: number): Promise<Review | null>;
  /** The status and author (null: a guest) of the review whose attachment has this key; null when no review has it. */
  attachmentStatus(fileKey: string): Promise<{ status: ReviewStatus; userId: number | null } | null>;
  list(query: ReviewListQuery): Promise<{ rows: Review[]; total: number }>;
  summary(query: Pick<ReviewListQuery, 'productIds' | 'minRating'>): Promise<ReviewSummary>;
  /**
   * Moves a review to `to` under its row lock when `allowed(from)` says the
   * move is allowed; the product's shown rating follows in the same transaction,
   * and so do the author's points: `rewardFor`'s points when it becomes
   * approved (once per customer and product), taken back when it leaves approved;
   * and the actor's audit row (issue 21).
   */
  moderate(
    id: number,
    to: ReviewStatus,
    allowed: (from: ReviewStatus) => boolean,
    actor: AdminActor,
    rewardFor?: ReviewReward,
  ): Promise<Review | 'not_found' | { refused: ReviewStatus }>;
  /** Deletes the review, audited as the actor's (issue 21) in the same transaction. */
  delete(id: number, actor: AdminActor): Promise<Review | null>;
}
