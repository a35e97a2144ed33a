import { lazy, Suspense, useSyncExternalStore } from 'react';
import { HANDLED_PARAMS } from './handled-params.ts';

const UrlParamsHandler = lazy(() => import('./UrlParamsHandler.tsx'));

export function hasHandledParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return HANDLED_PARAMS.some((name) => params.has(name));
}

/** The query string is read once per page: nothing to subscribe to. */
const subscribeToNothing = () => () => {};

/**
 * The header's url-params widget. On first load only a look at the query
 * string; the handler (coupon, cart rebuild) loads when one is present.
 */
export function UrlParamsIsland() {
  // The server (and hydration) sees no query string; the browser then reads its own.
  const active = useSyncExternalStore(
    subscribeToNothing,
    () => hasHandledParams(window.location.search),
    () => false,
  );
  return active ? (
    <Suspense fallback={null}>
      <UrlParamsHandler />
    </Suspense>
  ) : null;
}
