import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { FOCUSABLE, trapTab } from './focus-trap.ts';

export interface DialogOptions {
  open: boolean;
  /** Escape, a click on the backdrop, or the dialog's own close button. */
  onClose: () => void;
  /** Where focus goes on opening; by default the first `[data-autofocus]`, else the first focusable element. */
  initialFocus?: () => HTMLElement | null;
  /** Where focus returns on closing; by default whatever had focus when the dialog opened. */
  returnFocus?: () => HTMLElement | null;
  /** Keep the page behind from scrolling while open (the drawer: it covers the page's full height). */
  lockScroll?: boolean;
}

/** What to spread on the `<dialog>` element. */
export interface DialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  'aria-modal': 'true';
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/** The page's scroll, locked by open dialogs; counted, so nested dialogs (a modal over the drawer) unlock in any order. */
let scrollLocks = 0;
let savedOverflow = '';

function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    savedOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) root.style.overflow = savedOverflow;
  };
}

/**
 * The behaviour every dialog of the shop shares (ui/Modal, the cart
 * drawer), on the native `<dialog>`: showModal() makes the page behind
 * inert, focus moves in and Tab wraps inside, Escape (the `cancel` event)
 * and a click on the backdrop close, focus returns to the opener, and
 * optionally the page stops scrolling. The dialog element may stay mounted
 * while closed (the drawer) or mount with `open` (Modal).
 */
export function useDialog({ open, onClose, initialFocus, returnFocus, lockScroll = false }: DialogOptions): DialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest callbacks without re-running the open/close effect on every render.
  const latest = useRef({ onClose, initialFocus, returnFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocus, returnFocus };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const { initialFocus: focusFirst, returnFocus: opener } = latest.current;
    const returnTo = opener ? opener() : document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      // jsdom has no showModal(); the attribute keeps tests meaningful.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first = focusFirst
      ? focusFirst()
      : (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE));
    first?.focus();
    const unlock = lockScroll ? lockPageScroll() : null;
    return () => {
      unlock?.();
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.removeAttribute('open');
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, lockScroll]);

  return {
    ref,
    'aria-modal': 'true',
    onCancel: (event) => {
      // The browser would close the dialog itself; the owner's state decides instead.
      event.preventDefault();
      latest.current.onClose();
    },
    onKeyDown: (event) => trapTab(event, ref.current),
    onClick: (event) => {
      // A click on the backdrop lands on the <dialog> itself.
      if (event.target === ref.current) latest.current.onClose();
    },
  };
}
