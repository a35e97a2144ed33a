import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date (rotation, resizing). The
 * account area renders in the browser only; without matchMedia (jsdom) the
 * `fallback` is used.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** Tailwind's `sm` breakpoint (40rem = 640 px). */
export const WIDE_QUERY = '(min-width: 40rem)';

/**
 * Below 640 px wide tables become stacked cards: on a phone a wide table
 * hides its important columns behind sideways scrolling.
 */
export function useIsPhone(): boolean {
  return !useMediaQuery(WIDE_QUERY, true);
}
