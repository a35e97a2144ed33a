import { adminMarketingListCreateSchema, adminMarketingListQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { failWith } from '../../../../http/problem-error.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's mailing lists (docs/architecture.md, admin routes):
 * administrators only. `GET /soul/v1/admin/marketing-lists` with paging and
 * search, each list with its subscriber count; `POST` creates one (201;
 * 409 when the id is taken). Lists are few (one per
 * audience), so they are read whole and paged here.
 */
export function registerAdminMarketingListRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.get('/wp-json/soul/v1/admin/marketing-lists', { preHandler: guards.administrator }, async (request, reply) => {
    const query = parseParams(adminMarketingListQuerySchema, request.query);
    const needle = query.search?.toLowerCase() ?? '';
    const lists = (await services.marketing.lists()).filter(
      (list) => !needle || list.id.toLowerCase().includes(needle) || list.name.toLowerCase().includes(needle),
    );
    const from = (query.page - 1) * query.per_page;
    return sendPage(reply, lists.slice(from, from + query.per_page), lists.length, query.per_page);
  });

  app.post('/wp-json/soul/v1/admin/marketing-lists', { preHandler: guards.administratorWrite }, async (request, reply) => {
    const created = await services.marketing.createList(parseParams(adminMarketingListCreateSchema, request.body));
    if (!created.ok) failWith(created.problem);
    return reply.status(201).send(created.list);
  });
}
