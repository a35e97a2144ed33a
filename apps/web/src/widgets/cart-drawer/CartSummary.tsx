import type { Cart } from '@soul/contracts';
import { POINTS_COUPON_CODE } from '@soul/contracts/points-code';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Currency } from '../../catalogue/money.ts';
import { useMoney } from '../../ui/use-money.ts';
import { cartLinkItems, cartLinkUrl } from '../../cart/cart-link.ts';
import { useCartStore } from '../../cart/cart-store.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { totalsOf } from './cart-view.ts';
import { useCartRuntime } from './runtime-context.tsx';
import { LinkIcon, X } from 'lucide-react';

function Row({ label, value, strong = false, tone }: { label: string; value: string; strong?: boolean; tone?: 'saving' }) {
  return (
    <div className={cx('flex items-baseline justify-between gap-4', strong ? 'text-base font-semibold text-ink' : 'text-sm text-ink-soft')}>
      <dt>{label}</dt>
      <dd className={cx('tabular-nums', tone === 'saving' && 'font-semibold text-brand-700')}>{value}</dd>
    </div>
  );
}

/** Subtotal, discount, fees, shipping (once calculated) and total, from the server's totals. */
export function CartTotals({ cart, currency }: { cart: Cart; currency: Currency }) {
  const { t } = useTranslation('cart');
  const format = useMoney();
  const totals = totalsOf(cart);
  return (
    <section aria-label={t('totals.label')}>
      <dl className="flex flex-col gap-1.5" data-testid="cart-totals">
        <Row label={t('totals.subtotal')} value={format(totals.subtotal, currency)} />
        {totals.discount > 0 ? <Row label={t('totals.discount')} value={`−${format(totals.discount, currency)}`} tone="saving" /> : null}
        {totals.fees.map((fee) => (
          <Row key={fee.key} label={fee.name} value={format(fee.amount, currency)} />
        ))}
        {totals.shipping !== null ? <Row label={t('totals.shipping')} value={format(totals.shipping, currency)} /> : null}
        <div className="my-1 border-t border-line" />
        <Row label={t('totals.total')} value={format(totals.total, currency)} strong />
      </dl>
      <p className="mt-1 text-xs text-ink-muted">
        {totals.tax > 0 ? t('totals.vatIncluded', { amount: format(totals.tax, currency) }) : null}
        {totals.shipping === null ? (
          <>
            {totals.tax > 0 ? ' · ' : ''}
            {t('totals.shippingAtCheckout')}
          </>
        ) : null}
      </p>
    </section>
  );
}

/** Coupon field and the applied coupons, each removable. */
export function CouponForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { actions } = useCartRuntime();
  const busy = useCartStore((state) => state.couponBusy);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await actions.applyCoupon(code);
    if (outcome !== 'failed') setCode('');
    // Applied: the code shows as a chip above; fold the field away (the drawer's footer stays short on phones).
    if (outcome === 'applied') setOpen(false);
  }

  const chips =
    cart.coupons.length > 0 ? (
      <ul aria-label={t('coupon.applied')} className="flex flex-wrap gap-2">
        {cart.coupons.map((coupon) => (
          <li
            key={coupon.code}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-200"
          >
            {/* The points discount says how many points; a coupon shows its code. */}
            {coupon.code === POINTS_COUPON_CODE ? <span>{coupon.description}</span> : <span className="uppercase">{coupon.code}</span>}
            <button
              type="button"
              disabled={busy}
              onClick={() => void actions.removeCoupon(coupon.code)}
              aria-label={t('coupon.remove', { code: coupon.code })}
              className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 disabled:opacity-50"
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    ) : null;

  if (!open) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        {chips}
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={false}
          className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('coupon.toggle')}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      {chips}
      <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {t('coupon.label')}
          </label>
          <input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={t('coupon.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            disabled={busy}
            autoFocus
            className="h-10 w-full rounded-xl border border-line-strong bg-surface px-3 text-sm uppercase placeholder:normal-case hover:border-brand-600"
          />
        </div>
        <button
          type="submit"
          disabled={busy || code.trim() === ''}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
        >
          {busy ? <Spinner className="size-3.5" /> : null}
          {busy ? t('coupon.applying') : t('coupon.apply')}
        </button>
      </form>
    </div>
  );
}

/** Copies the cart link (home URL + ?rebuild_cart=base64 JSON). */
export function ShareCart({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { actions, settings } = useCartRuntime();
  const [fallback, setFallback] = useState<string | null>(null);

  async function share() {
    const url = cartLinkUrl(settings.homeUrl, cartLinkItems(cart), window.location.origin);
    try {
      await navigator.clipboard.writeText(url);
      setFallback(null);
      actions.notify('success', { key: 'share.copied', ns: 'cart' }, { key: 'share.copiedText', ns: 'cart' });
    } catch {
      setFallback(url);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex min-h-9 items-center gap-1.5 self-start rounded-full px-2 text-sm font-semibold text-ink-soft hover:bg-sand hover:text-ink"
      >
        <LinkIcon className="size-4" aria-hidden="true" />
        {t('share.action')}
      </button>
      {fallback ? (
        <label className="flex flex-col gap-1 text-xs text-ink-muted">
          {t('share.copyFailed')}
          <input
            readOnly
            value={fallback}
            onFocus={(event) => event.currentTarget.select()}
            className="h-9 rounded-lg border border-line bg-canvas px-2 text-xs text-ink"
          />
        </label>
      ) : null}
    </div>
  );
}
