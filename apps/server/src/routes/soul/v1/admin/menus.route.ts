import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { parseDbId } from '@soul/contracts';
import { adminMenuQuerySchema, menuInputSchema } from '@soul/contracts/menu-requests';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeAdminMenu } from '../../../../serializers/menu.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's menus (docs/architecture.md, admin routes),
 * back office only (administrators and shop managers): list (paging, sort by id/menu/updated_at, search in
 * ids and titles, language filter), detail, create (201; 409 when the menu
 * exists in that language), replace (PUT, the whole shape: the version
 * moves on) and delete (200 with the deleted menu).
 */
export function registerAdminMenuRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const menus = services.menus;
  const idOf = (raw: string) => parseDbId(raw) ?? fail('menuNotFound');

  app.get('/wp-json/soul/v1/admin/menus', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminMenuQuerySchema, request.query);
    const listed = await menus.list({
      page: query.page,
      perPage: query.per_page,
      orderby: query.orderby,
      order: query.order,
      search: query.search && query.search.length > 0 ? query.search : null,
      language: query.language ?? null,
    });
    return sendPage(reply, listed.rows.map(serializeAdminMenu), listed.total, query.per_page);
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/admin/menus/:id', { preHandler: guards.backOffice }, async (request, reply) => {
    const found = await menus.byId(idOf(request.params.id));
    if (!found.ok) failWith(found.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeAdminMenu(found.value));
  });

  app.post('/wp-json/soul/v1/admin/menus', { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    const created = await menus.create(parseParams(menuInputSchema, request.body), adminActorOf(request.visitor));
    if (!created.ok) failWith(created.problem);
    return reply.status(201).header('Cache-Control', 'no-store').send(serializeAdminMenu(created.value));
  });

  app.put<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/menus/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const updated = await menus.update(id, parseParams(menuInputSchema, request.body), adminActorOf(request.visitor));
      if (!updated.ok) failWith(updated.problem);
      return reply.header('Cache-Control', 'no-store').send(serializeAdminMenu(updated.value));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/menus/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const deleted = await menus.delete(idOf(request.params.id), adminActorOf(request.visitor));
      if (!deleted.ok) failWith(deleted.problem);
      return reply.header('Cache-Control', 'no-store').send(serializeAdminMenu(deleted.value));
    },
  );
}
