import { useEffect } from 'react';
import { consentAllows } from '../../consent/consent-gate.ts';
import { readVisitorCookie } from '../../consent/visitor-cookies.ts';
import { ensureCartNamespace } from '../../i18n/load-cart-resources.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { showNotification } from '../../overlays/notification-store.ts';

/** Storefront §8 timing: the affiliate check runs 1 s after load. */
export const AFFILIATE_CHECK_MS = 1000;

/**
 * `?ref={code}` (storefront §4): the server set the affiliate cookie with the
 * page when the code is known (and marketing consent allows it). One second
 * after load, a `ref` that left no cookie is 'No Affiliate'. Without
 * marketing consent nothing is said: the cookie could not have been set.
 */
export default function AffiliateCheck() {
  const { i18n } = useTranslation();
  useEffect(() => {
    // The parameter leaves the address at once (url-params.ts is not imported: it brings the cart runtime).
    const url = new URL(window.location.href);
    url.searchParams.delete('ref');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    const timer = window.setTimeout(() => {
      if (!consentAllows('marketing', document, 'affiliate') || readVisitorCookie('affiliate') !== null) return;
      // Its texts are in the lazily loaded `cart` namespace (not on a first load).
      void ensureCartNamespace(i18n).then(() =>
        showNotification({
          id: 'no-affiliate',
          tone: 'warning',
          title: { key: 'affiliate.noAffiliateTitle', ns: 'cart' },
          message: { key: 'affiliate.noAffiliateText', ns: 'cart' },
          autoCloseMs: 8000,
        }),
      );
    }, AFFILIATE_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [i18n]);
  return null;
}
