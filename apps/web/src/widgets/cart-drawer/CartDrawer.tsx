import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { useCartStore } from '../../cart/cart-store.ts';
import { useDrawerStore } from '../../cart/drawer-store.ts';
import { resolveText } from '../../overlays/text.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { CartLine } from './CartLine.tsx';
import { CartTotals, CouponForm, ShareCart } from './CartSummary.tsx';
import { cartCurrency, topLevelLines } from './cart-view.ts';
import { CartRuntimeContext, useCartRuntime, useLoadedCartRuntime } from './runtime-context.tsx';
import { QuantityUpsellGrid, UpsellSuggestions } from './Upsells.tsx';
import { trapTab } from '../../ui/focus-trap.ts';


const NOTICE_TONES = {
  error: 'border-danger-200 bg-danger-50 text-danger-700',
  warning: 'border-accent-300 bg-accent-50 text-accent-800',
  success: 'border-brand-200 bg-success-50 text-success-700',
  info: 'border-line bg-canvas text-ink-soft',
} as const;

/** Messages of cart actions while the drawer is open (its modal backdrop covers the page's toasts). */
function DrawerNotice() {
  const { t } = useTranslation('common');
  const { actions } = useCartRuntime();
  const notice = useCartStore((state) => state.notice);
  useEffect(() => {
    if (!notice || notice.tone === 'error') return;
    const timer = setTimeout(() => actions.dismissNotice(), 6000);
    return () => clearTimeout(timer);
  }, [notice, actions]);
  const content = notice ? (
    <div className={cx('flex items-start gap-2 rounded-xl border px-3 py-2 text-sm', NOTICE_TONES[notice.tone])}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{resolveText(t, notice.title)}</p>
        {notice.message ? <p className="text-ink-soft">{resolveText(t, notice.message)}</p> : null}
      </div>
      <button type="button" onClick={() => actions.dismissNotice()} className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-black/5">
        <span className="sr-only">{t('actions.dismissNotification')}</span>
        <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  ) : null;
  const isError = notice?.tone === 'error';
  return (
    <>
      <div role="alert" className={cx(isError && 'px-5 pt-3')}>{isError ? content : null}</div>
      <div role="status" className={cx(notice && !isError && 'px-5 pt-3')}>{isError ? null : content}</div>
    </>
  );
}

function CheckoutButton() {
  const { t } = useTranslation('cart');
  const { settings } = useCartRuntime();
  const hintId = useId();
  if (!settings.canBuy) {
    return (
      <div className="flex flex-col gap-2">
        <p id={hintId} className="rounded-xl bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {t('drawer.noPermission')}
        </p>
        <Button size="lg" disabled aria-describedby={hintId} className="w-full">
          {t('drawer.checkout')}
        </Button>
      </div>
    );
  }
  return (
    <a
      href={settings.checkoutUrl}
      className="inline-flex h-13 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-7 text-base font-semibold tracking-wide text-white transition-colors hover:bg-brand-800"
    >
      {t('drawer.checkout')}
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <path d="M4 10h12M11 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}

function EmptyState({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 py-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M6 7h12l-1 13H7L6 7z" />
          <path d="M9 7a3 3 0 0 1 6 0" />
        </svg>
      </span>
      <p className="font-display text-xl font-semibold text-ink">{t('drawer.emptyTitle')}</p>
      <p className="text-sm text-ink-muted">{t('drawer.emptyText')}</p>
      <Button variant="secondary" onClick={onContinue} className="mt-2">
        {t('drawer.continueShopping')}
      </Button>
    </div>
  );
}

/** The drawer's content: lines, upsells, totals, coupon, share, checkout. */
export function DrawerBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cart');
  const { actions } = useCartRuntime();
  const cart = useCartStore((state) => state.cart);
  const status = useCartStore((state) => state.status);
  const loadError = useCartStore((state) => state.loadError);

  if (!cart) {
    if (status === 'error') {
      return (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center" role="alert">
          <p className="font-semibold text-ink">{t('drawer.loadFailed')}</p>
          {loadError ? <p className="text-sm text-ink-muted">{loadError}</p> : null}
          <Button variant="secondary" onClick={() => void actions.load()}>
            {t('drawer.retry')}
          </Button>
        </div>
      );
    }
    return (
      <div className="flex flex-1 items-center justify-center gap-2 p-8 text-ink-muted" role="status">
        <Spinner className="text-brand-700" /> {t('drawer.loading')}
      </div>
    );
  }

  const lines = topLevelLines(cart);
  if (lines.length === 0) return <EmptyState onContinue={onClose} />;
  const currency = cartCurrency(cart);

  return (
    <>
      <div className="flex-1 overflow-y-auto overscroll-contain px-5">
        <ul aria-label={t('drawer.linesLabel')} className="divide-y divide-line">
          {lines.map((line) => (
            <CartLine key={line.key} line={line} cart={cart} currency={currency} />
          ))}
        </ul>
        <div className="flex flex-col gap-4 pb-5">
          <QuantityUpsellGrid cart={cart} />
          <UpsellSuggestions cart={cart} />
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-line bg-canvas px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-16px_rgb(28_38_32/0.25)]">
        <CouponForm cart={cart} />
        <CartTotals cart={cart} currency={currency} />
        <CheckoutButton />
        <div className="flex items-center justify-between gap-2">
          <button type="button" onClick={onClose} className="inline-flex min-h-9 items-center rounded-full px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('drawer.continueShopping')}
          </button>
          <ShareCart cart={cart} />
        </div>
      </div>
    </>
  );
}

/**
 * The slide-over on a native <dialog>: showModal() makes the page inert
 * (aria-modal), Escape closes, Tab wraps inside, focus returns to the opener.
 */
export function DrawerDialog() {
  const { t } = useTranslation('cart');
  const { actions } = useCartRuntime();
  const open = useDrawerStore((state) => state.open);
  const close = useDrawerStore((state) => state.closeDrawer);
  const count = useCartStore((state) => state.cart?.items_count ?? null);
  const announcement = useCartStore((state) => state.announcement);
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = useDrawerStore.getState().opener;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    closeRef.current?.focus();
    void actions.load();
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.removeAttribute('open');
      actions.dismissNotice();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, actions]);



  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      data-soul-cart-drawer=""
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => trapTab(event, ref.current)}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none bg-surface p-0 text-ink shadow-[var(--shadow-pop)] motion-safe:animate-drawer-in sm:w-[420px] sm:rounded-l-[var(--radius-card)]"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
          <h2 id={titleId} className="flex items-baseline gap-2 font-display text-xl font-semibold text-ink">
            {t('drawer.title')}
            {count !== null && count > 0 ? <span className="font-sans text-sm font-normal text-ink-muted">{t('drawer.itemCount', { count })}</span> : null}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            className="-mr-2 inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
          >
            <span className="sr-only">{t('drawer.close')}</span>
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
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

/** The lazy chunk: waits for the cart runtime (client + `cart` texts), then renders the dialog. */
export default function CartDrawer() {
  const env = useWidgetEnv();
  const { i18n } = useTranslation();
  const { runtime, error } = useLoadedCartRuntime(env, i18n);
  useEffect(() => {
    // The chunk loaded but the cart could not start (offline): say so instead of a dead button.
    if (error) console.error(error);
  }, [error]);
  if (!runtime) return null;
  return (
    <CartRuntimeContext value={runtime}>
      <DrawerDialog />
    </CartRuntimeContext>
  );
}
