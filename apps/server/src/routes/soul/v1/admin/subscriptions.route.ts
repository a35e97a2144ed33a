import { adminPriceChangeSchema, adminSubscriptionQuerySchema, adminSubscriptionUpdateSchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { failWith } from '../../../../http/problem-error.ts';
import { dayAt, sendSubscription, sendSubscriptionPage } from '../subscription-answers.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's subscriptions (docs/architecture.md, admin routes):
 * back office only (administrators and shop managers). `GET /soul/v1/admin/subscriptions` with paging,
 * sort (next renewal, created, id), search (number, e-mail, product) and
 * the status and renewal-date filters; `GET /{id}` with the timeline;
 * `PUT /{id}` to hold, release or end it, or move its next renewal;
 * `POST /price-changes` applies a product's new price to the running
 * subscriptions after a notice period, each customer mailed a notice.
 * Subscriptions are created by checkouts, never here.
 */
export function registerAdminSubscriptionRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const subscriptions = services.subscriptions;

  app.get('/wp-json/soul/v1/admin/subscriptions', { preHandler: guards.backOffice }, async (request, reply) => {
    const { visitor } = request.ctx;
    const query = parseParams(adminSubscriptionQuerySchema, request.query);
    const listed = await subscriptions.list(visitor, {
      page: query.page,
      perPage: query.per_page,
      status: query.status ?? null,
      renewsBefore: query.renews_before ? dayAt(query.renews_before, '23:59:59') : null,
      renewsAfter: query.renews_after ? dayAt(query.renews_after, '00:00:00') : null,
      search: query.search && query.search.length > 0 ? query.search : null,
      orderby: query.orderby,
      order: query.order,
    });
    return sendSubscriptionPage(request, reply, services, listed, query.per_page);
  });

  app.get<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/subscriptions/:id',
    { preHandler: guards.backOffice },
    async (request, reply) => {
      return sendSubscription(request, reply, services, await subscriptions.visible(request.ctx.visitor, request.params.id));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/subscriptions/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const { visitor } = request.ctx;
      const body = parseParams(adminSubscriptionUpdateSchema, request.body);
      const updated = await services.shopSubscriptions.updateByShop(visitor, request.params.id, {
        status: body.status,
        nextRenewalDate: body.next_renewal_date ? dayAt(body.next_renewal_date, '00:00:00') : undefined,
        version: body.version,
      });
      return sendSubscription(request, reply, services, updated);
    },
  );

  app.post('/wp-json/soul/v1/admin/subscriptions/price-changes', { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    const body = parseParams(adminPriceChangeSchema, request.body);
    const announced = await services.shopSubscriptions.announcePrice(request.ctx.visitor, body.product_id, body.notice_days);
    if (!announced.ok) failWith(announced.problem);
    return reply.header('Cache-Control', 'no-store').send({
      product_id: body.product_id,
      subscriptions: announced.value.subscriptions,
      effective_from: announced.value.from.toISOString(),
    });
  });
}
