import { COUNTRY_COOKIE, LOCALE_OF, PREMIUM_OFFER_COOKIE, VISITOR_COOKIES, type Language, type PageSettings } from '@soul/contracts';
import type { FastifyRequest } from 'fastify';
import { links } from '../links.ts';
import type { AppServices } from '../services/app-services.ts';
import { NONCE_ACTIONS } from '../services/nonces.ts';

export const SHOP_NAME = 'Soul Shop';

/** Widgets every page runs: the header's cart drawer, URL-parameter handler, promo banner, the exit popup's trigger and the dynamic menu (storefront §2). */
export const SITE_WIDGETS = ['cart-drawer', 'url-params', 'banner', 'exit-popup', 'dynamic-menu'] as const;

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
      ...(request.visitor.vendor && request.visitor.vendor.status !== 'approved' ? { vendorNotApproved: true } : {}),
    },
    // Upsells show in the mini cart unless the visitor turned the premium offer down (storefront §3 visitor cookies).
    flags: {
      upsells: true,
      premiumOffer: request.cookies[PREMIUM_OFFER_COOKIE] !== 'declined',
      exitPopup: exitPopupAllowed(request.cookies),
    },
    cartItemsCount,
    assetsBase: '/static/',
    checkoutUrl: links.checkout(language),
    widgets: { ...(siteWidgets ? Object.fromEntries(SITE_WIDGETS.map((name) => [name, true])) : {}), ...widgets },
    ...(services.config.sentryDsn ? { sentryDsn: services.config.sentryDsn } : {}),
    consentRevision: services.config.consentRevision,
    country: services.countries.of({ cookie: request.cookies[COUNTRY_COOKIE], address: request.ip }),
  };
}

/** The exit offer's personal coupons start with this (packages/db seed: the exit offer's coupon prefix). */
const EXIT_COUPON_PREFIX = 'exit-promo-10';

/** Storefront §4, §5: the exit popup shows once per visitor (its cookie, set when shown) and not to one holding an exit-offer coupon. */
export function exitPopupAllowed(cookies: Partial<Record<string, string>>): boolean {
  return (
    cookies[VISITOR_COOKIES.exitPopup.name] === undefined && !(cookies[VISITOR_COOKIES.coupon.name] ?? '').startsWith(EXIT_COUPON_PREFIX)
  );
}
