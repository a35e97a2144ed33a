import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'wouter';

/**
 * After an in-app navigation, focus goes to the new screen's heading so
 * keyboard and screen-reader users start there (a full page load keeps the
 * browser's own start). True once the path has changed from the first one.
 */
const NavigatedContext = createContext<RefObject<boolean>>({ current: false });

export function RouteFocusProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const first = useRef(location);
  const navigated = useRef(false);
  if (location !== first.current) navigated.current = true;
  return <NavigatedContext value={navigated}>{children}</NavigatedContext>;
}

/** Focuses the element when it mounts after a navigation. */
export function useFocusOnNavigation<T extends HTMLElement>(ref: RefObject<T | null>): void {
  const navigated = useContext(NavigatedContext);
  useEffect(() => {
    if (navigated.current) ref.current?.focus();
  }, [navigated, ref]);
}
