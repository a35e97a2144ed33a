import { LOCALE_OF, PREMIUM_OFFER_COOKIE, type Language, type PageSettings } from '@soul/contracts';
import type { FastifyRequest } from 'fastify';
import { links } from '../links.ts';
import type { AppServices } from '../services/app-services.ts';
import { NONCE_ACTIONS } from '../services/nonces.ts';

export const SHOP_NAME = 'Soul Shop';

/** Widgets every page runs: the header's cart drawer, URL-parameter handler and promo banner (storefront §2). */
export const SITE_WIDGETS = ['cart-drawer', 'url-params', 'banner'] as const;

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
  cartItemsCount: number,
  /** False on a page without the header (the minimal checkout): its widgets have no container there. */
  siteWidgets = true,
): PageSettings {
  const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
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
    user: {
      id: request.visitor.userId,
      role: request.visitor.role,
      displayName: request.visitor.email,
      permissions: request.visitor.permissions,
    },
    // Upsells show in the mini cart unless the visitor turned the premium offer down (storefront §3 visitor cookies).
    flags: { upsells: true, premiumOffer: request.cookies[PREMIUM_OFFER_COOKIE] !== 'declined' },
    cartItemsCount,
    assetsBase: '/static/',
    checkoutUrl: links.checkout(language),
    widgets: { ...(siteWidgets ? Object.fromEntries(SITE_WIDGETS.map((name) => [name, true])) : {}), ...widgets },
    ...(services.config.sentryDsn ? { sentryDsn: services.config.sentryDsn } : {}),
  };
}
