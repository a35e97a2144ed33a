import { parseDbId } from '@soul/contracts';
import { adminCustomerInputSchema, adminCustomerQuerySchema } from '@soul/contracts/admin-back-office-requests';
import { adminActorOf } from '@soul/domain/audit/admin-audit';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeAdminCustomer } from '../../../../serializers/back-office.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's customers (issue 21 "customers and companies"): list
 * (search in names and e-mail, role and company filters, paging), detail
 * (with company membership and vendor status), PUT the whole editable shape
 * (names, phone, company, role: a role change only from an administrator;
 * a shop manager's is 403 and changes nothing), and POST password-link,
 * which mails the customer a password-set link in their language. No route
 * shows or takes a password. Every write is audited.
 */
export function registerAdminCustomerRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const customers = services.adminCustomers;
  const idOf = (raw: string) => parseDbId(raw) ?? fail('adminCustomerNotFound');

  app.get('/wp-json/soul/v1/admin/customers', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminCustomerQuerySchema, request.query);
    const search = query.search?.trim() ?? '';
    const listed = await customers.list({
      page: query.page,
      perPage: query.per_page,
      orderby: query.orderby,
      order: query.order,
      search: search.length > 0 ? search : null,
      role: query.role ?? null,
      companyId: query.company ?? null,
    });
    return sendPage(reply, listed.rows.map(serializeAdminCustomer), listed.total, query.per_page);
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/admin/customers/:id', { preHandler: guards.backOffice }, async (request, reply) => {
    const found = await customers.byId(idOf(request.params.id));
    if (!found.ok) failWith(found.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeAdminCustomer(found.value));
  });

  app.put<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/customers/:id',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const input = parseParams(adminCustomerInputSchema, request.body);
      const updated = await customers.update(
        id,
        { firstName: input.first_name, lastName: input.last_name, phone: input.phone, companyId: input.company_id, role: input.role },
        adminActorOf(request.visitor),
      );
      if (!updated.ok) failWith(updated.problem);
      return reply.header('Cache-Control', 'no-store').send(serializeAdminCustomer(updated.value));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/wp-json/soul/v1/admin/customers/:id/password-link',
    { preHandler: guards.backOfficeWrite },
    async (request, reply) => {
      const sent = await customers.sendPasswordLink(idOf(request.params.id), adminActorOf(request.visitor), request.ctx.siteUrl);
      if (!sent.ok) failWith(sent.problem);
      return reply.header('Cache-Control', 'no-store').send({ sent: true, customer: serializeAdminCustomer(sent.value) });
    },
  );
}
