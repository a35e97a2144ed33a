import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../services/app-services.ts';
import { NONCE_ACTIONS } from '../services/nonces.ts';
import type { Translate } from '../i18n.ts';
import { ApiError } from './api-error.ts';

/**
 * soul/v1 writes carry the REST nonce in `X-WP-Nonce` (as WordPress's cookie
 * authentication wants); missing or wrong, nothing is changed: 403
 * `rest_cookie_invalid_nonce`, like WordPress.
 */
export function checkRestNonce(request: FastifyRequest, services: AppServices, t: Translate): void {
  const header = request.headers['x-wp-nonce'];
  const nonce = Array.isArray(header) ? header[0] : header;
  const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
  if (!services.nonces.verify(nonce, NONCE_ACTIONS.rest, subject)) {
    throw new ApiError('rest_cookie_invalid_nonce', t('errors.cookieCheckFailed'), 403);
  }
}
