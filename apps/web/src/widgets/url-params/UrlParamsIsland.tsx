import { lazy, Suspense, useEffect, useState } from 'react';
import { HANDLED_PARAMS } from './handled-params.ts';

const UrlParamsHandler = lazy(() => import('./UrlParamsHandler.tsx'));

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
