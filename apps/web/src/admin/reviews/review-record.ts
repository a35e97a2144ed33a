import type { REVIEW_STATUSES, ShownReview } from '@soul/contracts';

/** A review as soul/v1/admin/reviews answers: as shown, with the author's e-mail and the moderation status. */
export type AdminReviewRecord = ShownReview & { email: string; status: (typeof REVIEW_STATUSES)[number]; moderated_at: string | null };
