import { KLAVIYO_TRACK_BODY_BYTES, klaviyoTrackRequestSchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { marketingEventsAllowed } from '../../../http/consent.ts';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { failWith } from '../../../http/problem-error.ts';
import { cartAnswer } from '../../../serializers/cart-views.ts';
import { ensureSession } from '../../../plugins/session.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * POST /wp-json/soul/v1/klaviyo-track (account §7): marketing events only the
 * browser sees (viewed product, added to cart), with the page's REST nonce.
 * Started checkout is accepted too but built by the server from the cart,
 * not from what the client says. The event is tied to the signed-in
 * customer's e-mail, never to one the body names. Without the visitor's
 * marketing (e-mail marketing) consent nothing is recorded: 200 `{success: false}`.
 */
export function registerKlaviyoTrackRoute(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  app.post(
    '/wp-json/soul/v1/klaviyo-track',
    { bodyLimit: KLAVIYO_TRACK_BODY_BYTES, preHandler: guards.restNonce },
    async (request, reply) => {
      const { event_type: eventType, ...properties } = parseParams(klaviyoTrackRequestSchema, request.body);
      // Defence in depth: the browser sends nothing without consent, and the server records nothing without it either.
      if (!marketingEventsAllowed(request.cookies, services.config.consentRevision)) return reply.status(200).send({ success: false });
      const { language, t, siteUrl } = request.ctx;
      const sessionToken = ensureSession(request, reply);
      const visit = { sessionToken, email: request.visitor.email, language };
      if (eventType === 'started_checkout') {
        const ctx = { sessionToken, language, siteUrl, t };
        const cart = cartAnswer(await services.carts.read(ctx), ctx);
        await services.marketing.startedCheckout({ ...visit, siteUrl }, cart);
        return reply.status(201).send({ success: true });
      }
      const tracked = await services.marketing.trackClientEvent(visit, eventType, properties);
      if (!tracked.ok) failWith(tracked.problem);
      return reply.status(201).send({ success: true });
    },
  );
}
