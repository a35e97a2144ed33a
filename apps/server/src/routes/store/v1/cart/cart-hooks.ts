import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../../../http/problem-error.ts';
import { ensureSession } from '../../../../plugins/session.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { NONCE_ACTIONS } from '../../../../services/nonces.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false on a write route that needs no Store API nonce itself (batch: its sub-requests carry theirs). */
    storeNonce?: boolean;
  }
}

/**
 * Hooks every cart route shares (reference §5):
 *  - a session exists (a new visitor gets one, so the nonce we return is bound to it);
 *  - writes (POST/PUT/PATCH/DELETE) need a valid `Nonce` (or the older
 *    `X-WC-Store-API-Nonce`) unless a valid Cart-Token came: missing → 401, wrong → 403 'Nonce is invalid.'
 *    (not the batch route itself: each of its writes brings its own);
 *  - every answer, error or not, carries a fresh Nonce, Nonce-Timestamp, User-ID and Cart-Token.
 */
export function addCartHooks(app: FastifyInstance, services: AppServices): void {
  app.addHook('preHandler', async (request, reply) => {
    ensureSession(request, reply);
    if (request.method === 'GET' || request.method === 'HEAD' || request.visitor.viaCartToken) return;
    if (request.routeOptions.config.storeNonce === false) return;
    checkStoreNonce(request, services);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    setCartHeaders(request, reply, services);
    return payload;
  });
}

export function checkStoreNonce(request: FastifyRequest, services: AppServices): void {
  const header = request.headers.nonce ?? request.headers['x-wc-store-api-nonce'];
  const nonce = Array.isArray(header) ? header[0] : header;
  if (!nonce) fail('missingNonce');
  const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
  if (!services.nonces.verify(nonce, NONCE_ACTIONS.store, subject)) fail('invalidNonce');
}

export function setCartHeaders(request: FastifyRequest, reply: FastifyReply, services: AppServices): void {
  const sessionToken = request.visitor.sessionToken ?? ensureSession(request, reply);
  const subject = { userId: request.visitor.userId, sessionToken };
  const nonce = services.nonces.create(NONCE_ACTIONS.store, subject);
  reply.header('Nonce', nonce);
  reply.header('X-WC-Store-API-Nonce', nonce);
  reply.header('Nonce-Timestamp', String(services.nonces.timestamp()));
  reply.header('User-ID', String(request.visitor.userId));
  reply.header('Cart-Token', services.cartTokens.issue(sessionToken));
}
