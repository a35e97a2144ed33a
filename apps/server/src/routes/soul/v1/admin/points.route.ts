import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { adminPointsAdjustSchema, adminPointsQuerySchema } from '@soul/contracts/points-requests';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { failWith } from '../../../../http/problem-error.ts';
import { sendPage } from '../../../../http/send-page.ts';
import { serializeAdminPointsEntry } from '../../../../serializers/points.serializer.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/**
 * The back office's points ledger (docs/architecture.md, admin routes),
 * back office only (administrators and shop managers): the entries (paging, newest or oldest first, by
 * customer, status and kind) and POST, an adjustment either way (201 with
 * the entry). Entries are never edited or deleted: a correction is another entry.
 */
export function registerAdminPointsRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);

  app.get('/wp-json/soul/v1/admin/points', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminPointsQuerySchema, request.query);
    const listed = await services.points.list({
      page: query.page,
      perPage: query.per_page,
      order: query.order,
      userId: query.customer ?? null,
      statuses: query.status ? [query.status] : [],
      kinds: query.kind ? [query.kind] : [],
    });
    const { t, language } = request.ctx;
    return sendPage(
      reply,
      listed.rows.map((entry) => serializeAdminPointsEntry(entry, t, language)),
      listed.total,
      query.per_page,
    );
  });

  app.post('/wp-json/soul/v1/admin/points', { preHandler: guards.backOfficeWrite }, async (request, reply) => {
    const body = parseParams(adminPointsAdjustSchema, request.body);
    const adjusted = await services.points.adjust(adminActorOf(request.visitor), body);
    if (!adjusted.ok) failWith(adjusted.problem);
    return reply
      .code(201)
      .header('Cache-Control', 'no-store')
      .send(serializeAdminPointsEntry(adjusted.value, request.ctx.t, request.ctx.language));
  });
}
