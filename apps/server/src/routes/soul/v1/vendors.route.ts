import { adminActorOf, type AdminActor } from '@soul/domain/audit/admin-audit';
import { vendorApplicationSchema } from '@soul/contracts';
import { adminVendorQuerySchema, vendorIdBodySchema } from '@soul/contracts/vendor-requests';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import { sendPage } from '../../../http/send-page.ts';
import { serializeMyVendor, serializeVendor } from '../../../serializers/vendor.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import type { Answer } from '../../../services/answer.ts';
import type { StoredVendor } from '@soul/domain/vendors/vendor';

/**
 * Vendors (account §7): `GET soul/v1/vendors` and the administrator's
 * `POST deletevendor`, `lockvendor`, `unlockvendor` with `{userId}`; and the
 * signed-in user's own application (`GET`/`POST soul/v1/vendor-application`).
 * Approve and reject are admin-ajax actions (routes/ajax/vendor-actions.ts).
 */
export function registerVendorRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const vendors = services.vendors;

  app.get('/wp-json/soul/v1/vendors', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminVendorQuerySchema, request.query);
    const listed = await vendors.list(listQuery(query));
    return sendPage(reply, listed.rows.map(serializeVendor), listed.total, query.per_page);
  });

  const write = (path: string, act: (userId: number, actor: AdminActor) => Promise<Answer<StoredVendor>>) =>
    app.post(`/wp-json/soul/v1/${path}`, { preHandler: guards.backOfficeWrite }, async (request, reply) => {
      const { userId } = parseParams(vendorIdBodySchema, request.body ?? {});
      const done = await act(userId, adminActorOf(request.visitor));
      if (!done.ok) failWith(done.problem);
      return reply.header('Cache-Control', 'no-store').send(serializeVendor(done.value));
    });
  write('deletevendor', (id, actor) => vendors.delete(id, actor));
  write('lockvendor', (id, actor) => vendors.lock(id, actor));
  write('unlockvendor', (id, actor) => vendors.unlock(id, actor));

  app.get('/wp-json/soul/v1/vendor-application', { preHandler: guards.signedIn }, async (request, reply) => {
    const standing = await vendors.mine(request.visitor.userId, request.visitor.role);
    return reply.header('Cache-Control', 'no-store').send(serializeMyVendor(standing));
  });

  app.post('/wp-json/soul/v1/vendor-application', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const body = parseParams(vendorApplicationSchema, request.body ?? {});
    const applied = await vendors.apply(request.visitor.userId, {
      companyName: body.company_name,
      companyCode: body.company_code,
      vatCode: body.vat_code,
      address: body.address,
    });
    if (!applied.ok) failWith(applied.problem);
    const standing = await vendors.mine(request.visitor.userId, 'vendor');
    return reply.code(201).header('Cache-Control', 'no-store').send(serializeMyVendor(standing));
  });
}

/** The list query as the repository takes it (shared with the admin route). */
export function listQuery(query: ReturnType<typeof adminVendorQuerySchema.parse>) {
  const search = query.search?.trim() ?? '';
  return {
    page: query.page,
    perPage: query.per_page,
    status: query.status ?? null,
    // Account §4: a search of fewer than 2 characters lists everything.
    search: search.length >= 2 ? search : null,
    order: query.order,
    orderby: query.orderby,
  };
}
