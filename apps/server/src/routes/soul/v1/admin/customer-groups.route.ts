import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { parseDbId } from '@soul/contracts';
import { customerGroupInputSchema } from '@soul/contracts/vendor-requests';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeCustomerGroup } from '../../../../serializers/vendor.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * Customer groups (issue 20): the terms approved vendors buy at, a discount
 * percent and a price list. Administrators only, the admin convention: the
 * list is every group (there are few), one page.
 */
export function registerAdminCustomerGroupRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const vendors = services.vendors;
  const idOf = (raw: string) => parseDbId(raw) ?? fail('customerGroupNotFound');
  const path = '/wp-json/soul/v1/admin/customer-groups';

  app.get(path, { preHandler: guards.backOffice }, async (_request, reply) => {
    const groups = await vendors.groups();
    return sendPage(reply, groups.map(serializeCustomerGroup), groups.length, Math.max(groups.length, 1));
  });

  app.get<{ Params: { id: string } }>(`${path}/:id`, { preHandler: guards.backOffice }, async (request, reply) => {
    const found = await vendors.group(idOf(request.params.id));
    if (!found.ok) failWith(found.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeCustomerGroup(found.value));
  });

  app.post(path, { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    const created = await vendors.createGroup(parseParams(customerGroupInputSchema, request.body ?? {}), adminActorOf(request.visitor));
    if (!created.ok) failWith(created.problem);
    return reply.code(201).header('Cache-Control', 'no-store').send(serializeCustomerGroup(created.value));
  });

  app.put<{ Params: { id: string } }>(`${path}/:id`, { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    const id = idOf(request.params.id);
    const updated = await vendors.updateGroup(id, parseParams(customerGroupInputSchema, request.body ?? {}), adminActorOf(request.visitor));
    if (!updated.ok) failWith(updated.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeCustomerGroup(updated.value));
  });

  app.delete<{ Params: { id: string } }>(`${path}/:id`, { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    const deleted = await vendors.deleteGroup(idOf(request.params.id), adminActorOf(request.visitor));
    if (!deleted.ok) failWith(deleted.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeCustomerGroup(deleted.value));
  });
}
