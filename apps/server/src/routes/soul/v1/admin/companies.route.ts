import { parseDbId } from '@soul/contracts';
import { adminCompanyQuerySchema } from '@soul/contracts/admin-back-office-requests';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeAdminCompany } from '../../../../serializers/back-office.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's companies (issue 21): list (search by name, paging)
 * and detail, each with its director and staff. Membership is changed on
 * the customer (PUT admin/customers/{id}), where it is audited.
 */
export function registerAdminCompanyRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  app.get('/wp-json/soul/v1/admin/companies', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminCompanyQuerySchema, request.query);
    const search = query.search?.trim() ?? '';
    const listed = await services.adminCustomers.companies({
      page: query.page,
      perPage: query.per_page,
      orderby: query.orderby,
      order: query.order,
      search: search.length > 0 ? search : null,
    });
    return sendPage(reply, listed.rows.map(serializeAdminCompany), listed.total, query.per_page);
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/admin/companies/:id', { preHandler: guards.backOffice }, async (request, reply) => {
    const found = await services.adminCustomers.company(parseDbId(request.params.id) ?? fail('adminCompanyNotFound'));
    if (!found.ok) failWith(found.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeAdminCompany(found.value));
  });
}
