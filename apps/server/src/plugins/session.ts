import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CartTokens } from '../services/cart-token.ts';

/**
 * Who is asking: the visitor's session (guest carts live in the database,
 * found by this token) and user id (0 for guests until accounts exist).
 * The session comes from a valid `Cart-Token` header if sent, else from the
 * session cookie; `ensureSession` makes one when a page or a cart call needs it.
 */
export const SESSION_COOKIE = 'soul_session';
const SESSION_PATTERN = /^t_[A-Za-z0-9_-]{32}$/;
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export interface Visitor {
  sessionToken: string | null;
  userId: number;
  /** True when the session came from a valid Cart-Token (which also replaces the nonce). */
  viaCartToken: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    visitor: Visitor;
  }
}

export const sessionPlugin = fp<{ cartTokens: CartTokens }>(async (app: FastifyInstance, { cartTokens }) => {
  app.decorateRequest('visitor', null as unknown as Visitor);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['cart-token'];
    const fromToken = cartTokens.verify(typeof header === 'string' ? header : undefined);
    if (fromToken && SESSION_PATTERN.test(fromToken)) {
      request.visitor = { sessionToken: fromToken, userId: 0, viaCartToken: true };
      return;
    }
    const cookie = request.cookies[SESSION_COOKIE];
    request.visitor = { sessionToken: cookie && SESSION_PATTERN.test(cookie) ? cookie : null, userId: 0, viaCartToken: false };
  });
});

/** The visitor's session token, starting a session (and setting its cookie) if there is none yet. */
export function ensureSession(request: FastifyRequest, reply: FastifyReply): string {
  if (request.visitor.sessionToken) return request.visitor.sessionToken;
  const token = `t_${randomBytes(24).toString('base64url')}`;
  request.visitor = { ...request.visitor, sessionToken: token };
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
  return token;
}
