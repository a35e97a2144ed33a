import type { ShownPromotion } from '@soul/contracts/promotions';
import { deadlineOf, ensurePromoCountdown } from '../../promotions/promo-timer.ts';
import type { PromotionClient } from '../../promotions/promotion-client.ts';
import { PROMO_PARAM, type BannerSource } from './banner-trigger.ts';

export type PromoStart =
  /** The countdown runs until `deadline` (epoch ms): the banner shows. */
  | { kind: 'running'; promotion: ShownPromotion; deadline: number }
  /** The visitor's countdown for it is over. */
  | { kind: 'expired'; promotion: ShownPromotion }
  /** No live banner promotion by that slug (unknown, ended, or another kind's). */
  | { kind: 'ended' }
  /** The promotion or timer service failed; an empty message means it gave no text. */
  | { kind: 'error'; message: string };

/** The landing-promo cookie, behind the consent gate (consent/visitor-cookies.ts). */
export interface LandingPromoCookie {
  read: () => string | null;
  set: (slug: string) => void;
  clear: () => void;
}

/**
 * Storefront §4 "promo parameter flow" for the banner: load the live
 * promotion, then the countdown (check; not started → start, landing-promo
 * cookie, check again; the server never restarts it). The cookie names the
 * promotion so the banner follows the shopper to other pages; once the
 * countdown is over it goes, so later pages stay quiet. A cookie naming
 * another kind of promotion (a quantity offer's landing page sets it too)
 * is left alone.
 */
export async function startPromo(
  client: Pick<PromotionClient, 'promotion' | 'checkTimer' | 'startTimer'>,
  source: BannerSource,
  cookie: LandingPromoCookie,
  now: () => number = Date.now,
): Promise<PromoStart> {
  const clearOurs = () => {
    if (cookie.read() === source.slug) cookie.clear();
  };
  let promotion: ShownPromotion | null;
  try {
    promotion = await client.promotion(source.slug);
  } catch (error) {
    console.error(error);
    return { kind: 'error', message: '' };
  }
  if (promotion === null) {
    clearOurs();
    return { kind: 'ended' };
  }
  if (promotion.kind !== 'banner') return { kind: 'ended' };

  const slug = promotion.slug;
  const countdown = await ensurePromoCountdown(client, promotion.timer_id, promotion.countdown, () => cookie.set(slug));
  if ('error' in countdown) return { kind: 'error', message: countdown.error };
  if (countdown.timeLeft === 0) {
    clearOurs();
    return { kind: 'expired', promotion };
  }
  // A link to a countdown already running (another tab, another device, a lost cookie) names it again.
  if (source.from === 'link' && cookie.read() !== slug) cookie.set(slug);
  return { kind: 'running', promotion, deadline: deadlineOf(countdown.timeLeft, now()) };
}

/** The promo parameter leaves the address without a reload, as url-params does with its own: a reload must not count as a new link. */
export function dropPromoParam(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(PROMO_PARAM)) return;
  url.searchParams.delete(PROMO_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
