import { MENU_LIMITS } from '@soul/contracts/menus';
import { useEffect, useState } from 'react';

const find = (selector: string) => (selector ? document.querySelector<HTMLElement>(selector) : null);

/**
 * The element a selector names, looked up again every 100 ms up to 20 times
 * while it is missing (storefront §9: a theme may render the header's
 * trigger after the widgets start); null when it never comes.
 */
export function useTriggerLookup(selector: string, known: HTMLElement | null): HTMLElement | null {
  const [element, setElement] = useState(() => known ?? find(selector));
  useEffect(() => {
    if (element) return;
    let tries = 0;
    const timer = setInterval(() => {
      const found = find(selector);
      if (found || ++tries >= MENU_LIMITS.triggerRetries) clearInterval(timer);
      if (found) setElement(found);
    }, MENU_LIMITS.triggerRetryMs);
    return () => clearInterval(timer);
  }, [element, selector]);
  return element;
}
