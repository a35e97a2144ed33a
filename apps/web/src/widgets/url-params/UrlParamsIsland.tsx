import { lazy, Suspense, useSyncExternalStore } from 'react';
import { HANDLED_PARAMS } from './handled-params.ts';

const UrlParamsHandler = lazy(() => import('./UrlParamsHandler.tsx'));
/** Tiny and separate: a `ref` link alone does not load the cart runtime. */
const AffiliateCheck = lazy(() => import('./AffiliateCheck.tsx'));

export function hasHandledParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return HANDLED_PARAMS.some((name) => params.has(name));
}

/** The query string is read once per page: nothing to subscribe to. */
const subscribeToNothing = () => () => {};

/**
 * The header's url-params widget. On first load only a look at the query
 * string; the handler (coupon, cart rebuild) loads when one is present,
 * the affiliate check when there is a `ref`.
 */
export function UrlParamsIsland() {
  // The server (and hydration) sees no query string; the browser then reads its own.
  const active = useSyncExternalStore(
    subscribeToNothing,
    () => hasHandledParams(window.location.search),
    () => false,
  );
  const referred = useSyncExternalStore(
    subscribeToNothing,
    () => new URLSearchParams(window.location.search).has('ref'),
    () => false,
  );
  if (!active && !referred) return null;
  return (
    <Suspense fallback={null}>
      {active ? <UrlParamsHandler /> : null}
      {referred ? <AffiliateCheck /> : null}
    </Suspense>
  );
}
