import { lazy, Suspense, useEffect, useState } from 'react';

const UrlParamsHandler = lazy(() => import('./UrlParamsHandler.tsx'));

/** The URL parameters this widget handles (promo and ref belong to later issues). */
export const HANDLED_PARAMS = ['coupon-code', 'rebuild_cart'] as const;

export function hasHandledParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return HANDLED_PARAMS.some((name) => params.has(name));
}

/**
 * The header's url-params widget. On first load only a look at the query
 * string; the handler (coupon, cart rebuild) loads when one is present.
 */
export function UrlParamsIsland() {
  const [active, setActive] = useState(false);
  useEffect(() => setActive(hasHandledParams(window.location.search)), []);
  return active ? (
    <Suspense fallback={null}>
      <UrlParamsHandler />
    </Suspense>
  ) : null;
}
