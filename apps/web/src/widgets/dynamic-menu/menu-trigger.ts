import { isPlainLeftClick } from '../../ui/plain-click.ts';

/**
 * The dynamic menu's first-load part (the header chunk, so every byte counts
 * against the product page's budget): delegated listeners wait for the first
 * hover or focus of the "Shop" trigger, or a tap on the phone menu button,
 * and hand that element over. Focus comes before any key on the trigger, so
 * Enter and Space need no listener here; whether the screen may show the
 * mega menu (fine pointer, ≥ 1024 px) is the lazy chunk's to decide. Being
 * delegated, nothing here looks the trigger up: MenuRoot does (every 100 ms,
 * up to 20 times: storefront §9), sets the ARIA state and takes over.
 */
const TYPES = ['pointerover', 'focusin', 'click'];

export function wireMenuTriggers(props: unknown, start: (opener: Element) => void): () => void {
  const { triggerSelector, buttonSelector } = props as { triggerSelector?: string; buttonSelector?: string };
  const on = (event: Event) => {
    const drawer = event.type == 'click';
    // An empty selector would throw: `:not(*)` matches nothing.
    const opener = (event.target as Element).closest?.((drawer ? buttonSelector : triggerSelector) || ':not(*)');
    if (opener && (!drawer || isPlainLeftClick(event as MouseEvent))) {
      if (drawer) event.preventDefault();
      off();
      start(opener);
    }
  };
  const off = () => TYPES.forEach((type) => document.removeEventListener(type, on, true));
  TYPES.forEach((type) => document.addEventListener(type, on, true));
  return off;
}
