import { b2bPermissions, type Role } from '@soul/domain/accounts/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountService } from '../services/accounts/account.service.ts';
import { isUserToken, newGuestToken } from '../services/accounts/session-tokens.ts';
import type { CartTokens } from '../services/cart-token.ts';
import type { Visitor } from '../services/accounts/visitor.ts';

export type { Visitor };

/**
 * Who is asking: the visitor's session (guest carts live in the database,
 * found by this token) and user id (0 for guests until accounts exist).
 * The session comes from a valid `Cart-Token` header if sent, else from the
 * session cookie; `ensureSession` makes one when a page or a cart call needs it.
 */
export const SESSION_COOKIE = 'soul_session';
const SESSION_PATTERN = /^[tu]_[A-Za-z0-9_-]{32}$/;
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const GUEST_PERMISSIONS = b2bPermissions(null);

declare module 'fastify' {
  interface FastifyRequest {
    visitor: Visitor;
  }
}

export const sessionPlugin = fp<{ cartTokens: CartTokens; accounts: Pick<AccountService, 'sessionUser'> }>(
  async (app: FastifyInstance, { cartTokens, accounts }) => {
    app.decorateRequest('visitor', null as unknown as Visitor);
    app.addHook('onRequest', async (request) => {
      const header = request.headers['cart-token'];
      const fromToken = cartTokens.verify(typeof header === 'string' ? header : undefined);
      const cookie = request.cookies[SESSION_COOKIE];
      const viaCartToken = Boolean(fromToken && SESSION_PATTERN.test(fromToken));
      const sessionToken = viaCartToken ? (fromToken as string) : cookie && SESSION_PATTERN.test(cookie) ? cookie : null;
      request.visitor = { sessionToken, userId: 0, role: null, email: null, permissions: GUEST_PERMISSIONS, viaCartToken };
      // Only signed-in sessions are looked up; an expired or unknown one is treated as a guest's.
      // Files (the widget bundle, product images) need no visitor: no query for each of them.
      if (sessionToken && isUserToken(sessionToken) && !isFileRequest(request.url)) {
        const user = await accounts.sessionUser(sessionToken);
        if (user) {
          request.visitor = {
            ...request.visitor,
            userId: user.id,
            role: user.role,
            email: user.email,
            permissions: b2bPermissions(user.role, user.storedPermissions, user.vendor?.status ?? null),
            vendor: user.vendor ?? null,
          };
        }
      }
    });
  },
);

const FILE_PREFIXES = ['/static/', '/media/', '/favicon.ico'];

function isFileRequest(url: string): boolean {
  return FILE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** Signs the visitor in with a new session token (a new token at every sign-in: no session fixation). */
export function setUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  user: { id: number; role: Role; email: string },
): void {
  request.visitor = {
    sessionToken: token,
    userId: user.id,
    role: user.role,
    email: user.email,
    permissions: b2bPermissions(user.role),
    viaCartToken: false,
  };
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https', maxAge: COOKIE_MAX_AGE_SECONDS };
}

/** The visitor's session token, starting a session (and setting its cookie) if there is none yet. */
export function ensureSession(request: FastifyRequest, reply: FastifyReply): string {
  if (request.visitor.sessionToken) return request.visitor.sessionToken;
  const token = newGuestToken();
  request.visitor = { ...request.visitor, sessionToken: token };
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
  return token;
}
