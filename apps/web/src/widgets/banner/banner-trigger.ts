/**
 * What the header's banner trigger reads on every page (first load, so no
 * imports): a `?promo=<slug>` link, else the landing-promo cookie naming
 * the promotion whose countdown runs (storefront §4, §6), and whether the
 * shopper dismissed that promotion's banner.
 */

/** The query parameter of a promo link (storefront §4 "promo parameter flow"). */
export const PROMO_PARAM = 'promo';

/**
 * `VISITOR_COOKIES.landingPromo.name` (a test keeps them equal). Spelled out
 * because importing the cookie table would put all of it in the first load.
 */
export const LANDING_PROMO_COOKIE_NAME = 'soul_landing_promo';

/** Dismissal is remembered per promotion in this browser (a shopper's own choice: no consent needed). */
const DISMISSED_KEY_PREFIX = 'soul_banner_dismissed:';

export interface BannerSource {
  slug: string;
  /** `link`: the shopper just opened a promo link; `cookie`: a page after it. */
  from: 'link' | 'cookie';
}

export function bannerSourceOf(search: string, cookies: string): BannerSource | null {
  const linked = new URLSearchParams(search).get(PROMO_PARAM)?.trim();
  if (linked) return { slug: linked, from: 'link' };
  // A slug is [a-z0-9-]: its cookie value needs no decoding.
  const slug = new RegExp(`(?:^|; )${LANDING_PROMO_COOKIE_NAME}=([^;]+)`).exec(cookies)?.[1];
  return slug ? { slug, from: 'cookie' } : null;
}

/** Storage can be off (private modes, blocked site data): then nothing is remembered. */
export function isBannerDismissed(slug: string): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY_PREFIX + slug) !== null;
  } catch {
    return false;
  }
}

export function rememberBannerDismissed(slug: string): void {
  try {
    localStorage.setItem(DISMISSED_KEY_PREFIX + slug, '1');
  } catch {
    // Full or blocked storage: the banner is hidden on this page only.
  }
}

/** The trigger loads the banner for a promo link (its countdown starts even if the banner was dismissed) or a promotion not dismissed. */
export function bannerWanted(search: string, cookies: string): boolean {
  const source = bannerSourceOf(search, cookies);
  return source !== null && (source.from === 'link' || !isBannerDismissed(source.slug));
}
