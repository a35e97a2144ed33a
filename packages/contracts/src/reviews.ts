import { z } from 'zod/mini';
import { productImageSchema } from './store-product.ts';

/**
 * Product reviews on the wire (storefront §3, §5, §9). The Store API's own
 * review item (WooCommerce's ProductReviewSchema) is `storeReviewSchema` in
 * store-taxonomy.ts; this module holds the shop's own shapes: the review as
 * the widget shows it, the reviews answer and the limits the form and the
 * server share.
 */

/** Storefront §5 and §9: the form's maximum lengths (characters, after trimming). */
export const REVIEW_LIMITS = {
  name: 220,
  email: 80,
  title: 80,
  text: 1600,
  /** Hidden fields: `author` 220; `comment_type`, `comment_post_ID` and `comment` 80 each. */
  author: 220,
  hidden: 80,
} as const;

/** Storefront §5: a photo is JPEG, PNG or GIF up to 5 MB, checked by content. */
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Storefront §5: a video (H.264 in MP4/MOV, MPEG-4, AVI) is up to 250 MB, checked by its container's signature. */
export const REVIEW_VIDEO_MAX_BYTES = 250 * 1024 * 1024;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A review's optional attachment as shown: a photo (`sizes` lists every width
 * served, `src` the largest) or a video (`src` served with HTTP Range support,
 * `content_type` video/mp4, video/quicktime or video/x-msvideo, and `poster`,
 * a generic image: no frame is extracted). One flat object rather than a
 * discriminated union: the reviews widget parses it, and zod's union classes
 * would join every page's first-load chunk.
 */
export const reviewAttachmentSchema = z.object({
  type: z.enum(['photo', 'video']),
  src: z.string(),
  sizes: z.optional(z.array(z.object({ width: z.number(), src: z.string() }))),
  content_type: z.optional(z.string()),
  poster: z.optional(z.string()),
});
export type ReviewAttachment = z.infer<typeof reviewAttachmentSchema>;

/** Storefront §3 "Review as shown" (soul/v1/reviews, admin-ajax get_product_reviews). */
export const shownReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  title: z.string(),
  content: z.string(),
  name: z.string(),
  author: z.string(),
  /** ISO 8601, UTC. */
  date: z.string(),
  product_id: z.number(),
  product_name: z.string(),
  product_url: z.string(),
  product_image: z.nullable(productImageSchema),
  verified: z.boolean(),
  attachment: z.nullable(reviewAttachmentSchema),
});
export type ShownReview = z.infer<typeof shownReviewSchema>;

/** Storefront §3 "Reviews response": the page of reviews, the average over all approved ones in scope, the histogram. */
export const reviewsAnswerSchema = z.object({
  reviews: z.array(shownReviewSchema),
  averageRating: z.number(),
  total: z.number(),
  /** Approved reviews per star, 5 to 1. */
  histogram: z.array(z.object({ rating: z.number(), count: z.number() })),
});
export type ReviewsAnswer = z.infer<typeof reviewsAnswerSchema>;

/** Storefront §3 "Review submission response". */
export const reviewSubmittedSchema = z.object({
  review_type: z.enum(['social', 'other']),
  review: z.object({ title: z.string(), content: z.string() }),
  product_name: z.string(),
  product_url: z.string(),
  status: z.enum(REVIEW_STATUSES),
});
export type ReviewSubmitted = z.infer<typeof reviewSubmittedSchema>;

/** The e-mail rule the form and the server share: zod's own e-mail pattern. */
export const REVIEW_EMAIL_PATTERN: RegExp = z.regexes.email;
