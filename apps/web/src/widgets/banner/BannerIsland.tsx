import { lazy, Suspense, useSyncExternalStore } from 'react';
import { bannerWanted } from './banner-trigger.ts';

const PromoBanner = lazy(() => import('./PromoBanner.tsx'));

/** The address and cookies are read once per page: nothing to subscribe to. */
const subscribeToNothing = () => () => {};

/**
 * The header's banner widget. On first load only a look at the query
 * string, the cookies and the dismissal; the promo flow, the banner, its
 * texts and the promotion client load when there is a promotion to show.
 */
export function BannerIsland() {
  // The server (and hydration) sees neither address nor cookies; the browser then reads its own.
  const active = useSyncExternalStore(
    subscribeToNothing,
    () => bannerWanted(window.location.search, document.cookie),
    () => false,
  );
  return active ? (
    <Suspense fallback={null}>
      <PromoBanner />
    </Suspense>
  ) : null;
}
