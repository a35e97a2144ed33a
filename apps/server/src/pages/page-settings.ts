import { LOCALE_OF, type Language, type PageSettings } from '@soul/contracts';
import type { FastifyRequest } from 'fastify';
import { links } from '../serializers/links.ts';
import type { AppServices } from '../services/app-services.ts';
import { NONCE_ACTIONS } from '../services/nonces.ts';

export const SHOP_NAME = 'Soul Shop';

/** Session cookie name; the session itself arrives with the cart (issue 3). */
export const SESSION_COOKIE = 'soul_session';

/**
 * The settings object embedded in every page (read by the widget boot
 * script): API roots, fresh nonces for this visitor, language, currency, user,
 * and which widgets this page enables.
 */
export function pageSettings(
  request: FastifyRequest,
  services: AppServices,
  language: Language,
  widgets: Record<string, boolean>,
): PageSettings {
  const subject = { userId: 0, sessionToken: request.cookies[SESSION_COOKIE] ?? '' };
  return {
    shopName: SHOP_NAME,
    siteUrl: '',
    homeUrl: links.home(language),
    language,
    locale: LOCALE_OF[language],
    currency: { code: 'EUR', minorUnit: 2, symbol: '€' },
    api: { storeRoot: '/wp-json/wc/store/v1', soulRoot: '/wp-json/soul/v1', ajaxUrl: '/wp-admin/admin-ajax.php' },
    nonces: {
      store: services.nonces.create(NONCE_ACTIONS.store, subject),
      rest: services.nonces.create(NONCE_ACTIONS.rest, subject),
      ajax: services.nonces.create(NONCE_ACTIONS.ajax, subject),
      timestamp: services.nonces.timestamp(),
    },
    user: { id: 0, role: null, displayName: null },
    assetsBase: '/static/',
    checkoutUrl: links.checkout(language),
    widgets,
  };
}
