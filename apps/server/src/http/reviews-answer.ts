import type { Language, ReviewsAnswer } from '@soul/contracts';
import { serializeShownReview } from '../serializers/review.serializer.ts';
import type { AppServices } from '../services/app-services.ts';

export interface ReviewsScope {
  productId: number | null;
  /** Storefront §3 review_scope: all; this product only; this product, or all when it has none yet. */
  scope: 'all' | 'current_only' | 'current_with_fallback';
  minRating: number | null;
  page: number;
  perPage: number;
}

/**
 * Storefront §3 "Reviews response" for a scope: a page of approved reviews
 * (newest first) with the average and the 5-to-1 histogram of every
 * approved review in the scope. Shared by GET soul/v1/reviews and the
 * admin-ajax get_product_reviews action.
 */
export async function readReviewsAnswer(
  services: Pick<AppServices, 'reviews'>,
  ctx: { language: Language; siteUrl: string },
  scope: ReviewsScope,
): Promise<{ answer: ReviewsAnswer; perPage: number }> {
  let productIds = scope.productId !== null && scope.scope !== 'all' ? [scope.productId] : [];
  let summary = await services.reviews.summary(productIds, scope.minRating);
  if (summary.count === 0 && scope.scope === 'current_with_fallback' && productIds.length > 0) {
    productIds = [];
    summary = await services.reviews.summary(productIds, scope.minRating);
  }
  const page = await services.reviews.shown(
    {
      page: scope.page,
      perPage: scope.perPage,
      orderby: 'date',
      order: 'desc',
      productIds,
      categoryIds: [],
      minRating: scope.minRating,
      rating: null,
    },
    ctx.language,
  );
  return {
    perPage: scope.perPage,
    answer: {
      reviews: page.rows.map((review) => serializeShownReview(review, page.products.get(review.productId), ctx.siteUrl, ctx.language)),
      averageRating: summary.average,
      total: page.total,
      histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: summary.perStar[rating - 1] ?? 0 })),
    },
  };
}
