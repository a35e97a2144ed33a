import { z } from 'zod/mini';
import { MAX_DB_ID } from './ids.ts';
import { idList, intLike } from './product-query.ts';
import { REVIEW_STATUSES } from './reviews.ts';

/** Review queries only the server parses (the browser sends them as plain query strings). */

const id = z.pipe(intLike, z.number().check(z.int(), z.minimum(1), z.maximum(MAX_DB_ID, `must be an id up to ${MAX_DB_ID}`)));
const page = z._default(z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 or more'), z.maximum(100_000))), 1);
const rating = z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 to 5'), z.maximum(5, 'must be 1 to 5')));

/**
 * GET soul/v1/reviews (the reviews widget, storefront §3): `product` with
 * `scope` (all, current_only, current_with_fallback: all reviews when the
 * product has none), a minimum `rating`, paging (per_page up to 1000, the
 * admin-ajax action's default).
 */
export const reviewsQuerySoulSchema = z.object({
  product: z.optional(id),
  scope: z._default(z.enum(['all', 'current_only', 'current_with_fallback']), 'current_with_fallback'),
  rating: z.optional(rating),
  page,
  per_page: z._default(
    z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 to 1000'), z.maximum(1000, 'must be 1 to 1000'))),
    10,
  ),
  lang: z.optional(z.string().check(z.maxLength(10))),
});
export type ReviewsQuerySoul = z.infer<typeof reviewsQuerySoulSchema>;

export const ADMIN_REVIEW_SORTS = ['date', 'id', 'rating', 'product'] as const;

/** GET soul/v1/admin/reviews: the admin list convention plus status, rating and product filters. */
export const adminReviewQuerySchema = z.object({
  page,
  per_page: z._default(
    z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 to 100'), z.maximum(100, 'must be 1 to 100'))),
    20,
  ),
  orderby: z._default(z.enum(ADMIN_REVIEW_SORTS), 'date'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  search: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(z.enum(REVIEW_STATUSES)),
  rating: z.optional(rating),
  product: z._default(idList, []),
  lang: z.optional(z.string().check(z.maxLength(10))),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;

/** PUT soul/v1/admin/reviews/{id}: the one thing an administrator changes, the status. */
export const adminReviewUpdateSchema = z.object({ status: z.enum(REVIEW_STATUSES) });
