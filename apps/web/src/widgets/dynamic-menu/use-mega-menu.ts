import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { MENU_LIMITS } from '@soul/contracts/menus';

const MEGA_MEDIA = MENU_LIMITS.mediaQuery;

export interface MegaMenuOptions {
  /** Null when the page has no trigger: the menu then never opens (the drawer still works). */
  trigger: HTMLElement | null;
  panel: RefObject<HTMLElement | null>;
  panelId: string;
  closeDelay: number;
  /** Open at once (the first hover, focus or key that loaded this chunk). */
  initiallyOpen: boolean;
}

const qualifies = () => matchMedia(MEGA_MEDIA).matches;

/**
 * The mega menu's open and close rules (storefront §2, §4, §9): it opens on
 * the trigger's hover, focus, Enter or Space, only on a fine pointer at
 * 1024 px or wider; it closes `closeDelay` ms after the pointer leaves
 * trigger and panel, on Escape (focus back to the trigger), on a press
 * outside, on scroll, when focus leaves (Tab), and when the screen stops
 * qualifying. ArrowDown on the trigger opens it and moves into the panel.
 */
export function useMegaMenu({ trigger, panel, panelId, closeDelay, initiallyOpen }: MegaMenuOptions) {
  const [open, setOpen] = useState(initiallyOpen && trigger !== null && qualifies());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus returning to the trigger after Escape must not open the menu again.
  const quietFocus = useRef(false);
  const [focusFirst, setFocusFirst] = useState(0);

  const cancelClose = useCallback(() => clearTimeout(timer.current), []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    if (qualifies()) setOpen(true);
  }, []);
  const closeSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), closeDelay);
  }, [closeDelay]);
  const closeToTrigger = useCallback(() => {
    close();
    quietFocus.current = true;
    trigger?.focus();
    quietFocus.current = false;
  }, [close, trigger]);

  useEffect(() => {
    if (!trigger) return;
    trigger.setAttribute('aria-expanded', String(open));
    trigger.setAttribute('aria-controls', panelId);
  }, [open, trigger, panelId]);

  useEffect(() => {
    if (!trigger) return;
    const inside = (node: EventTarget | null) => node instanceof Node && (trigger.contains(node) || !!panel.current?.contains(node));
    const onFocus = () => {
      if (!quietFocus.current) show();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        clearTimeout(timer.current);
        // From the state itself, not this render's copy: two keys may come before the next render.
        setOpen((was) => !was && qualifies());
      } else if (event.key === 'ArrowDown' && qualifies()) {
        event.preventDefault();
        show();
        setFocusFirst((n) => n + 1);
      } else if (event.key === 'Escape') {
        close();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!inside(event.relatedTarget)) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const media = matchMedia(MEGA_MEDIA);
    const onMedia = () => {
      if (!media.matches) close();
    };
    const panelNode = panel.current;
    trigger.addEventListener('pointerenter', show);
    trigger.addEventListener('pointerleave', closeSoon);
    trigger.addEventListener('focus', onFocus);
    trigger.addEventListener('keydown', onKey);
    trigger.addEventListener('focusout', onFocusOut);
    panelNode?.addEventListener('pointerenter', cancelClose);
    panelNode?.addEventListener('pointerleave', closeSoon);
    panelNode?.addEventListener('focusout', onFocusOut);
    media.addEventListener('change', onMedia);
    if (open) {
      document.addEventListener('pointerdown', onPointerDown);
      window.addEventListener('scroll', close, { passive: true });
    }
    return () => {
      trigger.removeEventListener('pointerenter', show);
      trigger.removeEventListener('pointerleave', closeSoon);
      trigger.removeEventListener('focus', onFocus);
      trigger.removeEventListener('keydown', onKey);
      trigger.removeEventListener('focusout', onFocusOut);
      panelNode?.removeEventListener('pointerenter', cancelClose);
      panelNode?.removeEventListener('pointerleave', closeSoon);
      panelNode?.removeEventListener('focusout', onFocusOut);
      media.removeEventListener('change', onMedia);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', close);
    };
  }, [trigger, panel, open, show, close, closeSoon, cancelClose]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { open, close, closeToTrigger, focusFirst };
}
