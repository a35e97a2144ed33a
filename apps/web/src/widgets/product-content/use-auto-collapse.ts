import { useEffect, useRef } from 'react';

/** Storefront §2: the product accordion collapses 2.5 s after it loads. */
export const AUTO_COLLAPSE_MS = 2500;

/**
 * Closes the accordion's open panels AUTO_COLLAPSE_MS after the island
 * mounts, except any the shopper toggled meanwhile (their choice wins).
 * The island mounts when the accordion is scrolled near, so the shopper sees
 * it open before it tidies itself up.
 */
export function useAutoCollapse<T extends HTMLElement>() {
  const root = useRef<T>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const touched = new Set<EventTarget>();
    // A summary's click (Enter and Space give one too) is the shopper's own toggle.
    const onToggle = (event: Event) => {
      const panel = (event.target as Element | null)?.closest('summary')?.parentElement;
      if (panel) touched.add(panel);
    };
    element.addEventListener('click', onToggle);
    const timer = window.setTimeout(() => {
      element.removeEventListener('click', onToggle);
      for (const panel of element.querySelectorAll('details[open]')) if (!touched.has(panel)) (panel as HTMLDetailsElement).open = false;
    }, AUTO_COLLAPSE_MS);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('click', onToggle);
    };
  }, []);
  return root;
}
