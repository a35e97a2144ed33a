import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useCartStore } from '../../cart/cart-store.ts';
import { useDrawerStore } from '../../cart/drawer-store.ts';
import { useDialog } from '../../ui/use-dialog.ts';
import { DrawerBody } from './DrawerBody.tsx';
import { DrawerNotice } from './DrawerNotice.tsx';
import { useCartRuntime } from './runtime-context.tsx';
import { X } from 'lucide-react';

/**
 * The slide-over on a native <dialog> (useDialog: the page inert, Escape and
 * the backdrop close, Tab wraps inside, focus returns to the opener, the
 * page stops scrolling); opening it loads the cart.
 */
export function DrawerDialog() {
  const { t } = useTranslation('cart');
  const { actions } = useCartRuntime();
  const open = useDrawerStore((state) => state.open);
  const close = useDrawerStore((state) => state.closeDrawer);
  const count = useCartStore((state) => state.cart?.items_count ?? null);
  const announcement = useCartStore((state) => state.announcement);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialog = useDialog({
    open,
    onClose: close,
    initialFocus: () => closeRef.current,
    // The opener the store kept: the header button, or the add-to-cart button that opened it.
    returnFocus: () => useDrawerStore.getState().opener,
    lockScroll: true,
  });

  useEffect(() => {
    if (!open) return;
    void actions.load();
    return () => actions.dismissNotice();
  }, [open, actions]);

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      data-soul-cart-drawer=""
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none bg-surface p-0 text-ink shadow-[var(--shadow-pop)] motion-safe:animate-drawer-in sm:w-[420px] sm:rounded-l-[var(--radius-card)]"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
          <h2 id={titleId} className="flex items-baseline gap-2 font-display text-xl font-semibold text-ink">
            {t('drawer.title')}
            {count !== null && count > 0 ? (
              <span className="font-sans text-sm font-normal text-ink-muted">{t('drawer.itemCount', { count })}</span>
            ) : null}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            className="-mr-2 inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
          >
            <span className="sr-only">{t('drawer.close')}</span>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <DrawerNotice />
        <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
          {/* A repeated text still changes (a trailing no-break space every other time), so it is read again. */}
          {announcement.text}
          {announcement.seq % 2 === 1 ? '\u00a0' : ''}
        </p>
        {open ? <DrawerBody onClose={close} /> : null}
      </div>
    </dialog>
  );
}
