import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NonceService } from '../services/nonces.ts';
import { NONCE_ACTIONS } from '../services/nonces.ts';
import { fail } from './problem-error.ts';

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Guards {
  /** A signed-in user (401 `rest_not_logged_in` otherwise). */
  signedIn: Guard;
  /** The REST nonce in `X-WP-Nonce`, for writes open to guests too (403 `rest_cookie_invalid_nonce`, nothing changed). */
  restNonce: Guard;
  /** A signed-in user sending the REST nonce in `X-WP-Nonce`: every soul/v1 write (403 `rest_cookie_invalid_nonce`, nothing changed). */
  signedInWrite: Guard[];
  /** A signed-in administrator (403 `rest_forbidden` for anyone else). */
  administrator: Guard[];
  /** An administrator's write: signed in, nonce, administrator. */
  administratorWrite: Guard[];
  /**
   * The back office (issue 21): an administrator or a shop manager (403 `rest_forbidden` for anyone else).
   * Routes that change users' roles, payment settings or secrets keep `administrator`.
   */
  backOffice: Guard[];
  /** A back-office write: signed in, nonce, administrator or shop manager. */
  backOfficeWrite: Guard[];
}

/**
 * Who may call a route, declared on the route (`{ preHandler: guards.signedInWrite }`)
 * instead of a preamble written in every handler. They decide from the
 * session the request carries, never from anything the client says it is.
 */
export function accessGuards(nonces: NonceService): Guards {
  const signedIn: Guard = async (request) => {
    if (!request.visitor.userId) fail('notLoggedIn');
  };
  const restNonce: Guard = async (request) => {
    const header = request.headers['x-wp-nonce'];
    const nonce = Array.isArray(header) ? header[0] : header;
    const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
    if (!nonces.verify(nonce, NONCE_ACTIONS.rest, subject)) fail('cookieNonceInvalid');
  };
  const administrator: Guard = async (request) => {
    if (request.visitor.role !== 'administrator') fail('forbidden');
  };
  const backOffice: Guard = async (request) => {
    if (request.visitor.role !== 'administrator' && request.visitor.role !== 'shop_manager') fail('forbidden');
  };
  return {
    signedIn,
    restNonce,
    signedInWrite: [signedIn, restNonce],
    administrator: [signedIn, administrator],
    administratorWrite: [signedIn, restNonce, administrator],
    backOffice: [signedIn, backOffice],
    backOfficeWrite: [signedIn, restNonce, backOffice],
  };
}
