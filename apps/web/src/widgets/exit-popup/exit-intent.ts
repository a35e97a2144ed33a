/** Storefront §9: idle delays before the exit popup shows. */
export const DESKTOP_IDLE_MS = 15_000;
export const TOUCH_IDLE_MS = 10_000;

/**
 * Pages where the popup never shows (§2: purchase-summary, order-received,
 * my-account — /my-account and /lt/my-account; and our checkout and pay
 * pages, /checkout… and /lt/checkout…,
 * where an offer would interrupt paying).
 */
const SUPPRESSED = /purchase-summary|order-received|my-account|^(\/lt)?\/checkout(\/|$)/;

export function isSuppressedPath(pathname: string): boolean {
  return SUPPRESSED.test(pathname);
}

/** The page's exitPopup flag (page settings `flags`): the server turns it off once the popup was shown or for a holder of an exit-offer coupon. */
export function exitPopupFlag(raw: Record<string, unknown> | undefined): boolean {
  const flags = raw?.flags;
  return !(typeof flags === 'object' && flags !== null && 'exitPopup' in flags && flags.exitPopup === false);
}

const ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/**
 * Calls `onTrigger` once: on a fine pointer when the mouse leaves the page
 * through the top or after 15 s without activity; on touch after 10 s.
 * Any pointer, key, scroll or touch activity restarts the idle wait.
 * Answers the cleanup.
 */
export function watchExitIntent(win: Window, onTrigger: () => void): () => void {
  const fine = win.matchMedia('(pointer: fine)').matches;
  const delay = fine ? DESKTOP_IDLE_MS : TOUCH_IDLE_MS;
  let idle = 0;
  const stop = () => {
    win.clearTimeout(idle);
    for (const type of ACTIVITY) win.removeEventListener(type, restart, true);
    win.document.removeEventListener('mouseout', leave);
  };
  const fire = () => {
    stop();
    onTrigger();
  };
  function restart() {
    win.clearTimeout(idle);
    idle = win.setTimeout(fire, delay);
  }
  // Leaving through the top edge (towards the tabs or the address bar), not into a child element.
  function leave(event: MouseEvent) {
    if (event.relatedTarget === null && event.clientY <= 0) fire();
  }
  for (const type of ACTIVITY) win.addEventListener(type, restart, { capture: true, passive: true });
  if (fine) win.document.addEventListener('mouseout', leave);
  restart();
  return stop;
}
