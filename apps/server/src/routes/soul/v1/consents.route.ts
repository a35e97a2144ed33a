import { randomUUID } from 'node:crypto';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, newConsentRecord, problem, type Language } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { NONCE_ACTIONS } from '../../../services/nonces.ts';
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
/** The banner's form without JavaScript: the choice, the page nonce, the page to go back to, its language. */
const consentChoiceSchema = z.object({
  decision: z.enum(['all', 'necessary']),
  _wpnonce: z.string().check(z.maxLength(64)),
  return_to: z._default(z.string().check(z.maxLength(2000)), '/'),
  language: z._default(z.enum(['en', 'lt']), 'en'),
});

/** Back to the page the banner was on: a path of this site only, never another host. */
function sameSitePath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/';
}

export function registerConsentRoute(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.post('/wp-json/soul/v1/consents', { bodyLimit: 1024, preHandler: guards.restNonce }, async (request, reply) => {
    const stored = await services.consents.record(request.ip, consentRecordOf(request.cookies), request.ctx.language);
    if (!stored.ok) failWith(stored.problem);
    const { id, consentId, recordedAt } = stored.value;
    return reply.status(201).header('Cache-Control', 'no-store').send({ id, consent_id: consentId, recorded_at: recordedAt.toISOString() });
  });

  /**
   * POST /consent-choice: the banner's "Accept all" / "Reject all" for a
   * browser without JavaScript (with it, vanilla-cookieconsent writes the
   * record and this form is never sent). The server writes the same
   * `cc_cookie` record the library would (182 days, readable by it later),
   * keeps the decision as proof, and goes back to the page (303).
   */
  app.post('/consent-choice', { bodyLimit: 4096 }, async (request, reply) => {
    const parsed = consentChoiceSchema.safeParse(request.body);
    const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
    if (!parsed.success || !services.nonces.verify(parsed.data._wpnonce, NONCE_ACTIONS.rest, subject))
      failWith(problem('cookieNonceInvalid'));
    const { decision, return_to: returnTo, language } = parsed.data;
    const record = newConsentRecord({
      categories: decision === 'all' ? ['analytics', 'marketing'] : [],
      revision: services.config.consentRevision,
      consentId: randomUUID(),
      languageCode: language satisfies Language,
    });
    reply.setCookie(CONSENT_COOKIE, JSON.stringify(record), {
      path: '/',
      maxAge: CONSENT_COOKIE_DAYS * 24 * 60 * 60,
      sameSite: 'lax',
      // The library reads and updates the same record once scripts run.
      httpOnly: false,
      secure: request.protocol === 'https',
    });
    const stored = await services.consents.record(request.ip, record, language);
    if (!stored.ok) failWith(stored.problem);
    return reply.redirect(sameSitePath(returnTo), 303);
  });
}
