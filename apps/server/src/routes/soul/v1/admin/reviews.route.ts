import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { adminReviewQuerySchema, adminReviewUpdateSchema, parseDbId } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeAdminReview } from '../../../../serializers/review.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's reviews (docs/architecture.md, admin routes),
 * back office only (administrators and shop managers): list (paging, sort, search, status, rating and
 * product filters), detail, moderation (PUT with `status`: approve or
 * reject, along the review's transition map) and DELETE (200 with the
 * deleted review). Reviews are written by shoppers, so there is no POST.
 */
export function registerAdminReviewRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const reviews = services.reviews;
  const idOf = (raw: string) => parseDbId(raw) ?? fail('reviewNotFound');

  app.get('/wp-json/soul/v1/admin/reviews', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminReviewQuerySchema, request.query);
    const { language, siteUrl } = request.ctx;
    const listed = await reviews.list(
      {
        page: query.page,
        perPage: query.per_page,
        orderby: query.orderby,
        order: query.order,
        statuses: query.status ? [query.status] : ['pending', 'approved', 'rejected'],
        productIds: query.product.filter((id) => id > 0),
        categoryIds: [],
        minRating: null,
        rating: query.rating ?? null,
        search: query.search && query.search.trim().length > 0 ? query.search.trim() : null,
      },
      language,
    );
    return sendPage(
      reply,
      listed.rows.map((r) => serializeAdminReview(r, listed.products.get(r.productId), siteUrl, language)),
      listed.total,
      query.per_page,
    );
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/admin/reviews/:id', { preHandler: guards.backOffice }, async (request, reply) => {
    const found = (await reviews.byId(idOf(request.params.id))) ?? fail('reviewNotFound');
    return reply.header('Cache-Control', 'no-store').send(await adminView(services, found, request.ctx));
  });

  app.put<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/reviews/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const moved = await reviews.moderate(id, parseParams(adminReviewUpdateSchema, request.body).status, adminActorOf(request.visitor));
      if (!moved.ok) failWith(moved.problem);
      return reply.header('Cache-Control', 'no-store').send(await adminView(services, moved.value, request.ctx));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/reviews/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const deleted = await reviews.delete(idOf(request.params.id), adminActorOf(request.visitor));
      if (!deleted.ok) failWith(deleted.problem);
      return reply.header('Cache-Control', 'no-store').send(await adminView(services, deleted.value, request.ctx));
    },
  );
}

async function adminView(
  services: AppServices,
  review: Parameters<typeof serializeAdminReview>[0],
  ctx: { language: 'en' | 'lt'; siteUrl: string },
) {
  const products = await services.reviews.products([review.productId], ctx.language);
  return serializeAdminReview(review, products.get(review.productId), ctx.siteUrl, ctx.language);
}
