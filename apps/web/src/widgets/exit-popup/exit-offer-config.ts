import type { ShownPromotion } from '@soul/contracts/promotions';
import { newsletterListFor } from '@soul/domain/marketing/lists';

/** The exit offer's personal coupons start with this (§5: such a coupon cookie hides the popup). */
export const EXIT_COUPON_PREFIX = 'exit-promo-10';

/** Storefront §8 exit popup config: id, title, message, countdown, listId (plus what the popup shows and claims with). */
export interface ExitOfferConfig {
  id: number;
  slug: string;
  title: string;
  message: string;
  /** Seconds. */
  countdown: number;
  timerId: string;
  discountRate: number;
  /** The newsletter list a consenting shopper joins (§9: Germany or any other country). */
  listId: string;
}

/**
 * The live exit offer as the popup's config, or null when it is incomplete
 * (§5: without title, message, countdown and listId the popup does not
 * show: 'Missing data for exitpopup').
 */
export function exitOfferConfig(offer: ShownPromotion | undefined, country: string | null): ExitOfferConfig | null {
  if (!offer) return null;
  const listId = newsletterListFor(country);
  if (offer.title.trim() === '' || offer.message.trim() === '' || !(offer.countdown > 0) || offer.timer_id === '' || listId === '')
    return null;
  return {
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    message: offer.message,
    countdown: offer.countdown,
    timerId: offer.timer_id,
    discountRate: offer.discount_rate,
    listId,
  };
}

/** The visitor's country (ISO 3166-1 alpha-2): the page settings' when the page knows it, else the country cookie's. */
export function visitorCountry(raw: Record<string, unknown> | undefined, cookie: string | null): string | null {
  const fromPage = raw?.country;
  if (typeof fromPage === 'string' && /^[A-Za-z]{2}$/.test(fromPage)) return fromPage.toUpperCase();
  return cookie !== null && /^[A-Za-z]{2}$/.test(cookie) ? cookie.toUpperCase() : null;
}
