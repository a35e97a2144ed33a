import { useEffect } from 'react';
import { useWidgetEnv } from '../../boot/widget-env.tsx';

/** The contracts' CONSENT_COOKIE, spelled here so the cookie table stays out of the first load (a test keeps them equal). */
export const CONSENT_RECORD_COOKIE = 'cc_cookie';

/**
 * Viewed Product (storefront §7) once per product page. The first look is
 * only whether the visitor has a consent record at all; the sender, which
 * asks the consent gate, is a lazy chunk.
 */
export function useViewedProductEvent(product: { id: number; name: string; price: string }) {
  const env = useWidgetEnv();
  const { id, name, price } = product;
  useEffect(() => {
    if (name === '' || !document.cookie.includes(`${CONSENT_RECORD_COOKIE}=`)) return;
    void import('../../marketing/track-event.ts')
      .then(({ trackMarketingEvent }) =>
        trackMarketingEvent(env, 'viewed_product', { product_id: id, product_name: name, price, url: window.location.pathname }),
      )
      .catch(() => {});
  }, [env, id, name, price]);
}
