import type { FastifyInstance } from 'fastify';
import { consentRecordOf } from '../../../http/consent.ts';
import { accessGuards } from '../../../http/guards.ts';
import { failWith } from '../../../http/problem-error.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * POST /wp-json/soul/v1/consents: the consent banner's chunk calls it after
 * each decision (first choice, a change in the preferences dialog). The
 * decision is read from the visitor's `cc_cookie` as the browser holds it,
 * so there is no body to trust; the REST nonce keeps other sites out.
 * 201 with the stored decision's id, consentId and time.
 */
export function registerConsentRoute(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.post('/wp-json/soul/v1/consents', { bodyLimit: 1024, preHandler: guards.restNonce }, async (request, reply) => {
    const stored = await services.consents.record(request.ip, consentRecordOf(request.cookies), request.ctx.language);
    if (!stored.ok) failWith(stored.problem);
    const { id, consentId, recordedAt } = stored.value;
    return reply.status(201).header('Cache-Control', 'no-store').send({ id, consent_id: consentId, recorded_at: recordedAt.toISOString() });
  });
}
