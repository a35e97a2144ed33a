/**
 * The visitor cookies of storefront §3 and §6, with the lifetimes of §9:
 * one table, read by the server pages (which only read them) and by the
 * widgets (which write them through `apps/web/src/consent/visitor-cookies.ts`,
 * the one place that asks the consent gate first).
 *
 * `consent` is the cookie category a visitor must have accepted before the
 * cookie may be written: `necessary` cookies carry what the shopper asked
 * for (a coupon from a link, the promotion they opened, the offer they
 * turned down), so they need no consent; `marketing` ones exist only to
 * measure or follow up (affiliate attribution, marketing events).
 */
export type CookieConsentCategory = 'necessary' | 'analytics' | 'marketing';

export interface VisitorCookie {
  name: string;
  maxAgeSeconds: number;
  consent: CookieConsentCategory;
  /** The consent service (contracts `CONSENT_SERVICES`) the visitor can switch off on its own. */
  service?: string;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const VISITOR_COOKIES = {
  /** The coupon applied from a `?coupon-code=` link (1 day, §4, §9); `exit-promo-10…` also hides the exit popup (§5). */
  coupon: { name: 'soul_coupon', maxAgeSeconds: DAY, consent: 'necessary' },
  /** The promotion a `?promo=` link or landing page started (1 day, §4, §9): its slug. A checkout page with it is shown without header and footer (§2). */
  landingPromo: { name: 'soul_landing_promo', maxAgeSeconds: DAY, consent: 'necessary' },
  /** Set when the visitor's quantity offer has run out or been taken: it turns the promo-offer flag off (§3). */
  promoOffer: { name: 'soul_promo_offer', maxAgeSeconds: DAY, consent: 'necessary' },
  /** The exit popup was shown: it stays hidden on later visits (1 day, §4, §9). */
  exitPopup: { name: 'soul_exit_popup', maxAgeSeconds: DAY, consent: 'necessary' },
  /** The 24-hour extension of an expired offer was taken (1 day, §4, §9). */
  offerExtension: { name: 'soul_offer_extension', maxAgeSeconds: DAY, consent: 'necessary' },
  /** The shopper turned the premium offer down: no upsells in the mini cart (§3). */
  premiumOffer: { name: 'soul_premium_offer', maxAgeSeconds: 30 * DAY, consent: 'necessary' },
  /** The visitor's country (ISO 3166-1 alpha-2), from the address or by IP (§3, §7): picks the newsletter list. */
  country: { name: 'soul_country', maxAgeSeconds: 30 * DAY, consent: 'necessary' },
  /** The affiliate whose link brought the visitor (§4 `ref`): attribution is marketing (§9 marketing cookie, 1 year). */
  affiliate: { name: 'soul_affiliate', maxAgeSeconds: 365 * DAY, consent: 'marketing', service: 'affiliate' },
  /** Started checkout was sent to e-mail marketing (1 hour, §4, §9). */
  startedCheckout: { name: 'soul_started_checkout', maxAgeSeconds: HOUR, consent: 'marketing', service: 'email_marketing' },
} as const satisfies Record<string, VisitorCookie>;

export type VisitorCookieKey = keyof typeof VISITOR_COOKIES;

/** Names kept for the server pages and existing callers. */
export const LANDING_PROMO_COOKIE = VISITOR_COOKIES.landingPromo.name;
export const STARTED_CHECKOUT_COOKIE = VISITOR_COOKIES.startedCheckout.name;
export const STARTED_CHECKOUT_SECONDS = VISITOR_COOKIES.startedCheckout.maxAgeSeconds;
export const PREMIUM_OFFER_COOKIE = VISITOR_COOKIES.premiumOffer.name;
export const COUNTRY_COOKIE = VISITOR_COOKIES.country.name;

/**
 * The consent record's cookie (vanilla-cookieconsent's default name, storefront
 * §3 "cookie consent record", read by `consent.ts`). Until a visitor has a
 * current one, only `necessary` cookies are written.
 */
export const CONSENT_COOKIE = 'cc_cookie';
