import { createContext, useContext, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'wouter';

/**
 * After an in-app navigation, focus goes to the new screen's heading so
 * keyboard and screen-reader users start there (a full page load keeps the
 * browser's own start). True once the path has changed from the first one.
 */
const NavigatedContext = createContext(false);

export function RouteFocusProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [first] = useState(location);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && location !== first) setNavigated(true);
  return <NavigatedContext value={navigated}>{children}</NavigatedContext>;
}

/** Focuses the element when it mounts after a navigation. */
export function useFocusOnNavigation<T extends HTMLElement>(ref: RefObject<T | null>): void {
  // Decided when the element mounts: a later navigation elsewhere must not pull focus back here.
  const navigated = useContext(NavigatedContext);
  const [focusOnMount] = useState(navigated);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount, ref]);
}
