import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * GET /wp-json/soul/v1/country: the spec's country-by-IP worker (storefront
 * §3), answered from the offline database: `{country: "LT"}`, or null for an
 * address no country owns. The address is `request.ip`: the forwarded client
 * only behind a proxy TRUST_PROXY trusts, never a header anyone can send.
 * Per visitor, so never cached.
 */
export function registerCountryRoute(app: FastifyInstance, services: AppServices): void {
  app.get('/wp-json/soul/v1/country', async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ country: services.countries.ofAddress(request.ip) }),
  );
}
