import type { CartItem } from '@soul/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../catalogue/money.ts';
import { useCartStore } from '../../cart/cart-store.ts';
import { resolveText } from '../../overlays/text.ts';
import { Price } from '../../ui/Price.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { bundleChildren, bundleTotal, lineRegularTotal, lineTotal } from './cart-view.ts';
import type { Cart } from '@soul/contracts';
import { useCartRuntime } from './runtime-context.tsx';

function Thumbnail({ line, size = 'md' }: { line: CartItem; size?: 'md' | 'sm' }) {
  const image = line.images[0];
  const box = size === 'md' ? 'size-18' : 'size-11';
  if (!image) return <span className={cx(box, 'shrink-0 rounded-xl bg-sand')} aria-hidden="true" />;
  return (
    <img
      src={image.thumbnail || image.src}
      srcSet={image.srcset || undefined}
      sizes={size === 'md' ? '72px' : '44px'}
      alt=""
      width={size === 'md' ? 72 : 44}
      height={size === 'md' ? 72 : 44}
      loading="lazy"
      className={cx(box, 'shrink-0 rounded-xl bg-sand object-cover')}
    />
  );
}

/** Subscription text ("Every 2 months · save 10%"), first variation attribute, categories. */
function LineMeta({ line }: { line: CartItem }) {
  const { t } = useTranslation('cart');
  const subscription = line.extensions.subscriptions;
  const variation = line.variation[0];
  const categories = line.extensions.soul.categories.map((category) => category.name).join(', ');
  const every = subscription ? t('line.every', { count: subscription.billing_interval }) : null;
  return (
    <div className="mt-0.5 flex flex-col gap-0.5 text-xs text-ink-muted">
      {subscription && every ? (
        <span className="inline-flex items-center gap-1 font-semibold text-brand-700">
          <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
            <path d="M13 5.5A5.5 5.5 0 0 0 3 4M3 10.5A5.5 5.5 0 0 0 13 12M3 1.5V4h2.5M13 14.5V12h-2.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {subscription.discount_percent > 0 ? t('line.everySave', { every, percent: subscription.discount_percent }) : every}
        </span>
      ) : null}
      {variation ? <span>{t('line.variation', { attribute: variation.attribute, value: variation.value })}</span> : null}
      {categories ? <span>{categories}</span> : null}
    </div>
  );
}

function RemoveButton({ line, disabled }: { line: CartItem; disabled: boolean }) {
  const { t } = useTranslation('cart');
  const { actions } = useCartRuntime();
  return (
    <button
      type="button"
      onClick={() => void actions.removeItem(line.key)}
      disabled={disabled}
      aria-label={t('line.removeItem', { name: line.name })}
      className="-mr-1 inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs font-semibold text-ink-muted underline-offset-4 hover:bg-danger-50 hover:text-danger-700 disabled:opacity-50"
    >
      <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
        <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('line.remove')}
    </button>
  );
}

function BundleChild({ line, currency }: { line: CartItem; currency: Currency }) {
  const { t } = useTranslation('cart');
  const data = line.extensions.bundles.bundled_item_data;
  return (
    <li className={cx('flex items-center gap-3 py-2', data?.is_indented !== false && 'pl-4')} data-testid="bundle-child">
      {data?.is_thumbnail_hidden ? null : <Thumbnail line={line} size="sm" />}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink">{line.name}</p>
        {line.variation[0] ? <p className="text-xs text-ink-muted">{t('line.variation', { attribute: line.variation[0].attribute, value: line.variation[0].value })}</p> : null}
      </div>
      <span className="text-xs font-semibold text-ink-soft tabular-nums">× {line.quantity}</span>
      {lineTotal(line) > 0 ? <Price amount={lineTotal(line)} currency={currency} size="sm" /> : null}
    </li>
  );
}

/** How long quantity changes settle before one update-item goes out. */
export const QUANTITY_SETTLE_MS = 400;

export function CartLine({ line, cart, currency }: { line: CartItem; cart: Cart; currency: Currency }) {
  const { t } = useTranslation('cart');
  const { t: tCommon } = useTranslation('common');
  const { actions } = useCartRuntime();
  const busy = useCartStore((state) => state.busy[line.key] === true);
  const pending = useCartStore((state) => state.pendingQuantity[line.key]);
  const notice = useCartStore((state) => state.lineNotice[line.key]);
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  // Quick clicks and typing settle for a moment into one update-item; while
  // the line is busy a change goes straight to the store, which shows the busy notice.
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const changeQuantity = (quantity: number) => {
    if (timer.current) clearTimeout(timer.current);
    if (busy) {
      setDraft(null);
      void actions.setQuantity(line.key, quantity);
      return;
    }
    setDraft(quantity);
    timer.current = setTimeout(() => {
      timer.current = null;
      setDraft(null);
      void actions.setQuantity(line.key, quantity);
    }, QUANTITY_SETTLE_MS);
  };
  const children = line.extensions.bundles.bundled_items.length > 0 ? bundleChildren(cart, line) : [];
  const regular = lineRegularTotal(line);
  const hideThumbnail = line.extensions.bundles.bundled_item_data?.is_thumbnail_hidden === true;
  const limits = line.quantity_limits;
  const stock = line.extensions.soul.stock_quantity;
  // A maximum that is just the stock is left to the stock rule, so going over it shows 'Stock is limited' (storefront §5).
  const max = stock !== null && stock > 0 && limits.maximum === stock ? null : limits.maximum;

  return (
    <li className="py-4" data-line-key={line.key} aria-busy={busy || undefined}>
      <div className="flex gap-3">
        {hideThumbnail ? null : (
          <a href={line.permalink} tabIndex={-1} aria-hidden="true" className="shrink-0">
            <Thumbnail line={line} />
          </a>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <a href={line.permalink} className="font-semibold leading-snug text-ink hover:text-brand-700 hover:underline">
                {line.name}
              </a>
              <LineMeta line={line} />
            </div>
            <div className="flex shrink-0 flex-col items-end text-right">
              <Price
                amount={children.length > 0 ? bundleTotal(line, children) : lineTotal(line)}
                regular={regular}
                currency={currency}
                size="md"
                tone="saving"
                className="flex-col-reverse items-end gap-0"
              />
            </div>
          </div>

          {children.length > 0 ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-inset ring-accent-300" data-testid="bundle-badge">
                {t('line.bundleItems', { count: children.length })}
              </span>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={childrenId}
                aria-label={expanded ? t('line.hideBundle', { name: line.name }) : t('line.showBundle', { name: line.name })}
                onClick={() => setExpanded((value) => !value)}
                className="inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50"
              >
                {expanded ? t('line.bundleToggleHide') : t('line.bundleToggleShow')}
                <svg viewBox="0 0 20 20" className={cx('size-3.5 transition-transform', expanded && 'rotate-180')} aria-hidden="true">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </div>
          ) : null}

          <div className="mt-3 flex items-center justify-between gap-2">
            {limits.editable ? (
              <QuantityStepper
                size="sm"
                value={draft ?? pending ?? line.quantity}
                min={limits.minimum}
                max={max}
                stockQuantity={stock}
                label={t('line.quantityOf', { name: line.name })}
                onChange={changeQuantity}
                onStockLimited={(count) => actions.stockLimited(line.key, count)}
              />
            ) : (
              <span className="text-sm text-ink-soft tabular-nums">× {line.quantity}</span>
            )}
            <div className="flex items-center gap-2">
              {busy ? (
                <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
                  <Spinner className="size-3.5 text-brand-700" />
                  {t('line.updating')}
                </span>
              ) : null}
              {line.is_removable ? <RemoveButton line={line} disabled={busy} /> : null}
            </div>
          </div>
          {notice ? (
            <p className="mt-2 rounded-lg bg-accent-50 px-3 py-2 text-xs text-accent-800" role="status">
              <span className="font-semibold">{resolveText(tCommon, notice.title)}</span>
              {notice.message ? <> · {resolveText(tCommon, notice.message)}</> : null}
            </p>
          ) : null}
        </div>
      </div>
      {children.length > 0 ? (
        <ul id={childrenId} hidden={!expanded} className="mt-2 ml-6 divide-y divide-line border-l-2 border-accent-100 sm:ml-[5.25rem]">
          {children.map((child) => (
            <BundleChild key={child.key} line={child} currency={currency} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
