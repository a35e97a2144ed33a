import { VISITOR_COOKIES } from '@soul/contracts/cookies';
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_PROMO_COOKIE_NAME, bannerSourceOf, bannerWanted, isBannerDismissed, rememberBannerDismissed } from './banner-trigger.ts';
import { safeLink } from './safe-link.ts';

afterEach(() => localStorage.clear());

describe('the banner trigger', () => {
  it('spells the landing-promo cookie as the cookie table does', () => {
    expect(LANDING_PROMO_COOKIE_NAME).toBe(VISITOR_COOKIES.landingPromo.name);
  });

  it('takes a promo link first, else the landing-promo cookie', () => {
    expect(bannerSourceOf('?promo=welcome', 'soul_landing_promo=spring')).toEqual({ slug: 'welcome', from: 'link' });
    expect(bannerSourceOf('?coupon-code=x', 'a=1; soul_landing_promo=spring-sale; b=2')).toEqual({ slug: 'spring-sale', from: 'cookie' });
    expect(bannerSourceOf('', 'x_soul_landing_promo=other')).toBeNull();
    expect(bannerSourceOf('?promo=', 'other=1')).toBeNull();
    expect(bannerSourceOf('', 'soul_landing_promo=')).toBeNull();
  });

  it('stays quiet for a dismissed promotion, except when its link is opened again', () => {
    expect(bannerWanted('', 'soul_landing_promo=welcome')).toBe(true);
    rememberBannerDismissed('welcome');
    expect(isBannerDismissed('welcome')).toBe(true);
    expect(isBannerDismissed('spring')).toBe(false);
    expect(bannerWanted('', 'soul_landing_promo=welcome')).toBe(false);
    expect(bannerWanted('?promo=welcome', '')).toBe(true);
    expect(bannerWanted('', '')).toBe(false);
  });
});

describe('the banner link', () => {
  it('allows site paths and web addresses only', () => {
    expect(safeLink('/shop/')).toBe('/shop/');
    expect(safeLink(' https://soul.example/lt/ ')).toBe('https://soul.example/lt/');
    expect(safeLink('')).toBeNull();
    expect(safeLink('//evil.example')).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
  });
});
