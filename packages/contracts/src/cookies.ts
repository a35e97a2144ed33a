/** Cookie names shared by server pages and widgets. */

/** Set for a day when a landing promotion's timer starts (storefront §4); a checkout page with it is shown without header and footer. */
export const LANDING_PROMO_COOKIE = 'soul_landing_promo';

/** The started-checkout marketing flag: 1 hour (storefront §4, §9). */
export const STARTED_CHECKOUT_COOKIE = 'soul_started_checkout';
export const STARTED_CHECKOUT_SECONDS = 60 * 60;

/** The visitor's country (ISO 3166-1 alpha-2), set by the browser from the page settings' `country` (storefront §3, §6); the server only reads it. */
export const COUNTRY_COOKIE = 'soul_country';
