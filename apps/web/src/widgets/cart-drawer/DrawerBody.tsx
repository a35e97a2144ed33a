import { useTranslation } from '../../i18n/use-translation.tsx';
import { useCartStore } from '../../cart/cart-store.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CartLine } from './CartLine.tsx';
import { CartProblems } from './CartProblems.tsx';
import { CartTotals, CouponForm, ShareCart } from './CartSummary.tsx';
import { DrawerPoints } from './DrawerPoints.tsx';
import { cartCurrency, topLevelLines } from './cart-view.ts';
import { CheckoutButton } from './CheckoutButton.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { useCartRuntime } from './runtime-context.tsx';
import { QuantityUpsellGrid, UpsellSuggestions } from './Upsells.tsx';

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
  if (lines.length === 0) return <EmptyCart onContinue={onClose} />;
  const currency = cartCurrency(cart);

  return (
    <>
      <div className="flex-1 overflow-y-auto overscroll-contain px-5">
        <CartProblems cart={cart} />
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
        <DrawerPoints cart={cart} />
        <CartTotals cart={cart} currency={currency} />
        <CheckoutButton />
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-9 items-center rounded-full px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('drawer.continueShopping')}
          </button>
          <ShareCart cart={cart} />
        </div>
      </div>
    </>
  );
}
