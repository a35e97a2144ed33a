import { reviewsQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { parseParams } from '../../../http/parse-params.ts';
import { serializeStoreReview } from '../../../serializers/review.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';

/** The Store API's review sort keys onto the shop's (WooCommerce sorts `date_gmt` as `date`, `product` by comment_post_ID). */
const SORTS = { date: 'date', date_gmt: 'date', id: 'id', rating: 'rating', product: 'product' } as const;

/**
 * GET /products/reviews (WooCommerce's ProductReviews): approved reviews
 * only, filtered by `product_id` and `category_id`, sorted by date, rating
 * or product, paged by `page`/`per_page` (or `offset`, which wins), with
 * X-WP-Total and X-WP-TotalPages.
 */
export function registerProductReviewsRoute(app: FastifyInstance, services: AppServices, prefix: string): void {
  app.get(`${prefix}/products/reviews`, async (request, reply) => {
    const query = parseParams(reviewsQuerySchema, request.query);
    const { language, siteUrl } = request.ctx;
    const found = await services.reviews.shown(
      {
        page: query.page,
        perPage: query.per_page,
        ...(query.offset !== undefined ? { offset: query.offset } : {}),
        orderby: SORTS[query.orderby],
        order: query.order,
        productIds: query.product_id.filter((id) => id > 0),
        categoryIds: query.category_id.filter((id) => id > 0),
        minRating: null,
        rating: null,
      },
      language,
    );
    return reply
      .header('X-WP-Total', String(found.total))
      .header('X-WP-TotalPages', String(Math.ceil(found.total / query.per_page)))
      .send(found.rows.map((review) => serializeStoreReview(review, found.products.get(review.productId), siteUrl, language)));
  });
}
