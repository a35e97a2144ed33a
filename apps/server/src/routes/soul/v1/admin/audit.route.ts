import { parseDbId } from '@soul/contracts';
import { adminAuditQuerySchema } from '@soul/contracts/admin-back-office-requests';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeAuditEntry } from '../../../../serializers/back-office.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * GET /wp-json/soul/v1/admin/audit (back office: administrators and shop
 * managers): who changed what, before → after, newest first, with the admin
 * list convention (page, per_page 1–100, order; X-WP-Total) and filters
 * actor, entity_type, entity_id, action and a date window after ≤ date <
 * before; and one entry by id. The log is evidence: no writes.
 */
export function registerAdminAuditRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  app.get('/wp-json/soul/v1/admin/audit', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminAuditQuerySchema, request.query);
    const listed = await services.audit.list({
      page: query.page,
      perPage: query.per_page,
      order: query.order,
      actorId: query.actor ?? null,
      entityType: query.entity_type ?? null,
      entityId: query.entity_id ?? null,
      action: query.action ?? null,
      after: query.after ? new Date(query.after) : null,
      before: query.before ? new Date(query.before) : null,
    });
    return sendPage(reply, listed.rows.map(serializeAuditEntry), listed.total, query.per_page);
  });

  app.get<{ Params: { id: string } }>('/wp-json/soul/v1/admin/audit/:id', { preHandler: guards.backOffice }, async (request, reply) => {
    const found = await services.audit.byId(parseDbId(request.params.id) ?? fail('auditNotFound'));
    if (!found.ok) failWith(found.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeAuditEntry(found.value));
  });
}
