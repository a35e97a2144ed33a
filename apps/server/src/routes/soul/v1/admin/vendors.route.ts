import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { parseDbId } from '@soul/contracts';
import { adminVendorQuerySchema, adminVendorUpdateSchema } from '@soul/contracts/vendor-requests';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeVendor } from '../../../../serializers/vendor.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { listQuery } from '../vendors.route.ts';

/**
 * The back office's vendors (docs/architecture.md, admin routes),
 * back office only (administrators and shop managers): list (paging, sort, search, status filter), detail,
 * a decision (PUT with `status`: approved with `group`, rejected, locked;
 * approved from locked is an unlock) and DELETE. Vendors apply themselves,
 * so there is no POST.
 */
export function registerAdminVendorRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const vendors = services.vendors;
  const idOf = (raw: string) => parseDbId(raw) ?? fail('vendorNotFound');

  app.get('/wp-json/soul/v1/admin/vendors', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminVendorQuerySchema, request.query);
    const listed = await vendors.list(listQuery(query));
    return sendPage(reply, listed.rows.map(serializeVendor), listed.total, query.per_page);
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/admin/vendors/:id', { preHandler: guards.backOffice }, async (request, reply) => {
    const found = await vendors.byId(idOf(request.params.id));
    if (!found.ok) failWith(found.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeVendor(found.value));
  });

  app.put<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/vendors/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const update = parseParams(adminVendorUpdateSchema, request.body ?? {});
      const actor = adminActorOf(request.visitor);
      const current = await vendors.byId(id);
      if (!current.ok) failWith(current.problem);
      const done = await (async () => {
        switch (update.status) {
          case 'approved':
            if (current.value.status === 'locked' && update.group === undefined) return vendors.unlock(id, actor);
            return vendors.approve(id, update.group ?? current.value.groupId ?? fail('invalidParam', { params: 'group' }), actor);
          case 'rejected':
            return vendors.reject(id, actor);
          case 'locked':
            return vendors.lock(id, actor);
          case 'pending':
            return fail('vendorInvalidTransition', { status: current.value.status });
        }
      })();
      if (!done.ok) failWith(done.problem);
      return reply.header('Cache-Control', 'no-store').send(serializeVendor(done.value));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/vendors/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const deleted = await vendors.delete(idOf(request.params.id), adminActorOf(request.visitor));
      if (!deleted.ok) failWith(deleted.problem);
      return reply.header('Cache-Control', 'no-store').send(serializeVendor(deleted.value));
    },
  );
}
