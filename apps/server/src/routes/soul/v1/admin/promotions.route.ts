import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { adminPromotionQuerySchema, parseDbId, promotionInputSchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeAdminPromotion } from '../../../../serializers/promotion.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's promotions (docs/architecture.md, admin routes),
 * back office only (administrators and shop managers): list (paging, sort, search, kind and live filters),
 * detail, create (201), replace (PUT, the whole editable shape) and
 * `DELETE`, which ends the promotion (200 with it, ended) instead of
 * deleting it: carts and orders that name a promotion keep making sense.
 */
export function registerAdminPromotionRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const promotions = services.promotions;
  const idOf = (raw: string) => parseDbId(raw) ?? fail('promotionNotFound');

  app.get('/wp-json/soul/v1/admin/promotions', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminPromotionQuerySchema, request.query);
    const listed = await promotions.list({
      page: query.page,
      perPage: query.per_page,
      orderby: query.orderby,
      order: query.order,
      search: query.search && query.search.length > 0 ? query.search : null,
      kind: query.kind ?? null,
      live: query.live === undefined ? null : query.live === 'true',
    });
    const now = promotions.now();
    return sendPage(
      reply,
      listed.rows.map((p) => serializeAdminPromotion(p, now)),
      listed.total,
      query.per_page,
    );
  });

  app.get<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/promotions/:id',
    { preHandler: guards.backOffice },
    async (request, reply) => {
      const found = await promotions.byId(idOf(request.params.id));
      if (!found) fail('promotionNotFound');
      return reply.header('Cache-Control', 'no-store').send(serializeAdminPromotion(found, promotions.now()));
    },
  );

  app.post('/wp-json/soul/v1/admin/promotions', { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    const created = await promotions.create(parseParams(promotionInputSchema, request.body), adminActorOf(request.visitor));
    if (!created.ok) failWith(created.problem);
    return reply.status(201).header('Cache-Control', 'no-store').send(serializeAdminPromotion(created.value, promotions.now()));
  });

  app.put<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/promotions/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const updated = await promotions.update(id, parseParams(promotionInputSchema, request.body), adminActorOf(request.visitor));
      if (!updated.ok) failWith(updated.problem);
      return reply.header('Cache-Control', 'no-store').send(serializeAdminPromotion(updated.value, promotions.now()));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/promotions/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const ended = await promotions.end(idOf(request.params.id), adminActorOf(request.visitor));
      if (!ended.ok) failWith(ended.problem);
      return reply.header('Cache-Control', 'no-store').send(serializeAdminPromotion(ended.value, promotions.now()));
    },
  );
}
