import { reviewsQuerySoulSchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { readReviewPost, submitReviewPost } from '../../review-form-upload.ts';
import { readReviewsAnswer } from '../../../http/reviews-answer.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * soul/v1/reviews (storefront §3, §7): GET the approved reviews of a scope
 * with their average and histogram (the reviews widget), POST a review
 * (JSON, a form post or multipart form data; guests too, with the page's
 * REST nonce); multipart may carry a photo in `review_attachment_file`.
 */
export function registerReviewRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  app.get('/wp-json/soul/v1/reviews', async (request, reply) => {
    const query = parseParams(reviewsQuerySoulSchema, request.query);
    const { answer, perPage } = await readReviewsAnswer(services, request.ctx, {
      productId: query.product ?? null,
      scope: query.scope,
      minRating: query.rating ?? null,
      page: query.page,
      perPage: query.per_page,
    });
    return reply
      .header('X-WP-Total', String(answer.total))
      .header('X-WP-TotalPages', String(Math.ceil(answer.total / perPage)))
      .send(answer);
  });

  app.post('/wp-json/soul/v1/reviews', { preHandler: guards.restNonce }, async (request, reply) => {
    const data = await submitReviewPost(services, request, request.ctx, await readReviewPost(request));
    return reply
      .status(201)
      .header('Cache-Control', 'no-store')
      .send({ ...data, message: request.ctx.t('reviews.added') });
  });
}
