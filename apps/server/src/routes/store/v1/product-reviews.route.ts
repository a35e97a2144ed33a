import { reviewsQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { parseParams } from '../../../http/parse-params.ts';

/**
 * GET /products/reviews (WooCommerce's ProductReviews): its parameters are
 * validated as WooCommerce does, and the answer has its shape and paging
 * headers. The shop keeps no reviews yet, so the list is empty; the reviews
 * feature fills it (docs/architecture.md, "Adding a feature").
 */
export function registerProductReviewsRoute(app: FastifyInstance, prefix: string): void {
  app.get(`${prefix}/products/reviews`, async (request, reply) => {
    parseParams(reviewsQuerySchema, request.query);
    return reply.header('X-WP-Total', '0').header('X-WP-TotalPages', '0').send([]);
  });
}
