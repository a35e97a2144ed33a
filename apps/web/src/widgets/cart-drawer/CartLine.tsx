import type { Cart, CartItem } from '@soul/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Currency } from '../../catalogue/money.ts';
import { useCartStore } from '../../cart/cart-store.ts';
import { resolveText } from '../../overlays/text.ts';
import { Price } from '../../ui/Price.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { BundleChildLine } from './BundleChildLine.tsx';
import { bundleChildren, bundleTotal, lineRegularTotal, lineTotal } from './cart-view.ts';
import { LineMeta } from './LineMeta.tsx';
import { LineThumbnail } from './LineThumbnail.tsx';
import { RemoveLineButton } from './RemoveLineButton.tsx';
import { useCartRuntime } from './runtime-context.tsx';
import { useSettledQuantity } from './use-settled-quantity.ts';
import { ChevronDown } from 'lucide-react';

/** One top-level line of the drawer: picture, name, plan, price, quantity, remove, and a bundle's items. */
export function CartLine({ line, cart, currency }: { line: CartItem; cart: Cart; currency: Currency }) {
  const { t } = useTranslation('cart');
  const { t: tCommon } = useTranslation('common');
  const { actions } = useCartRuntime();
  const busy = useCartStore((state) => state.busy[line.key] === true);
  const pending = useCartStore((state) => state.pendingQuantity[line.key]);
  const notice = useCartStore((state) => state.lineNotice[line.key]);
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const { draft, change: changeQuantity } = useSettledQuantity(busy, (quantity) => void actions.setQuantity(line.key, quantity));
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
            <LineThumbnail line={line} />
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
              <span
                className="inline-flex items-center rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-inset ring-accent-300"
                data-testid="bundle-badge"
              >
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
                <ChevronDown className={cx('size-3.5 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
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
              {line.is_removable ? <RemoveLineButton line={line} disabled={busy} /> : null}
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
            <BundleChildLine key={child.key} line={child} currency={currency} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
