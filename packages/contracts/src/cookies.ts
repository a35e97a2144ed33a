/** Cookie names shared by server pages and widgets. */

/** Set for a day when a landing promotion's timer starts (storefront §4); a checkout page with it is shown without header and footer. */
export const LANDING_PROMO_COOKIE = 'soul_landing_promo';

/** The started-checkout marketing flag: 1 hour (storefront §4, §9). */
export const STARTED_CHECKOUT_COOKIE = 'soul_started_checkout';
export const STARTED_CHECKOUT_SECONDS = 60 * 60;
