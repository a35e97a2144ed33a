import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { adminMarketingListCreateSchema, adminMarketingListQuerySchema, adminMarketingListUpdateSchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { failWith } from '../../../../http/problem-error.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's mailing lists (docs/architecture.md, admin routes):
 * back office only (administrators and shop managers). `GET /soul/v1/admin/marketing-lists` with paging and
 * search, each list with its subscriber count; `POST` creates one (201;
 * 409 when the id is taken); `GET /{id}`, `PUT /{id}` (the name: the id is
 * the platform's and stays) and `DELETE /{id}` (200 with the list; 409 while
 * anyone is subscribed or for the shop's own newsletter lists, see
 * MarketingService.deleteList). Lists are few (one per audience), so they
 * are read whole and paged here.
 */
export function registerAdminMarketingListRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.get('/wp-json/soul/v1/admin/marketing-lists', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminMarketingListQuerySchema, request.query);
    const needle = query.search?.toLowerCase() ?? '';
    const lists = (await services.marketing.lists()).filter(
      (list) => !needle || list.id.toLowerCase().includes(needle) || list.name.toLowerCase().includes(needle),
    );
    const from = (query.page - 1) * query.per_page;
    return sendPage(reply, lists.slice(from, from + query.per_page), lists.length, query.per_page);
  });

  app.post('/wp-json/soul/v1/admin/marketing-lists', { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    const created = await services.marketing.createList(
      parseParams(adminMarketingListCreateSchema, request.body),
      adminActorOf(request.visitor),
    );
    if (!created.ok) failWith(created.problem);
    return reply.status(201).send(created.list);
  });

  app.get<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/marketing-lists/:id',
    { preHandler: guards.backOffice },
    async (request, reply) => {
      const found = await services.marketing.list(request.params.id);
      if (!found.ok) failWith(found.problem);
      return reply.header('Cache-Control', 'no-store').send(found.list);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/marketing-lists/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const { name } = parseParams(adminMarketingListUpdateSchema, request.body);
      const renamed = await services.marketing.renameList(request.params.id, name, adminActorOf(request.visitor));
      if (!renamed.ok) failWith(renamed.problem);
      return reply.header('Cache-Control', 'no-store').send(renamed.list);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/marketing-lists/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const deleted = await services.marketing.deleteList(request.params.id, adminActorOf(request.visitor));
      if (!deleted.ok) failWith(deleted.problem);
      return reply.header('Cache-Control', 'no-store').send(deleted.list);
    },
  );
}
