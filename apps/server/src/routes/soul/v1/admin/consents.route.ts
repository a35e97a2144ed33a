import { adminConsentQuerySchema } from '@soul/contracts';
import type { StoredConsentDecision } from '@soul/domain/consent/consent-port';
import type { FastifyInstance } from 'fastify';
import { accessGuards } from '../../../../http/guards.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { sendPage } from '../../../../http/send-page.ts';
import type { AppServices } from '../../../../services/app-services.ts';

/** One kept decision on the wire (snake_case like the other admin answers). */
export function serializeConsentDecision(decision: StoredConsentDecision) {
  return {
    id: decision.id,
    consent_id: decision.consentId,
    categories: decision.categories,
    services: decision.services,
    revision: decision.revision,
    language: decision.language,
    decided_at: decision.decidedAt.toISOString(),
    recorded_at: decision.recordedAt.toISOString(),
  };
}

/**
 * GET /wp-json/soul/v1/admin/consents (back office only (administrators and shop managers)): the kept
 * cookie-consent decisions, newest first, with the admin list convention
 * (page, per_page 1–100, orderby date|id, order; X-WP-Total and
 * X-WP-TotalPages) and a `consent_id` filter, to show a visitor's (or a
 * regulator's) question what was agreed and when. Decisions are evidence,
 * so there is no create, update or delete.
 */
export function registerAdminConsentRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.get('/wp-json/soul/v1/admin/consents', { preHandler: guards.backOffice }, async (request, reply) => {
    const query = parseParams(adminConsentQuerySchema, request.query);
    const listed = await services.consents.list({
      page: query.page,
      perPage: query.per_page,
      orderby: query.orderby,
      order: query.order,
      consentId: query.consent_id ?? null,
    });
    return sendPage(reply, listed.rows.map(serializeConsentDecision), listed.total, query.per_page);
  });
}
