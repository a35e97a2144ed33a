import type { CartItem } from '@soul/contracts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Currency } from '../../catalogue/money.ts';
import { Price } from '../../ui/Price.tsx';
import { cx } from '../../ui/cx.ts';
import { lineTotal } from './cart-view.ts';
import { LineThumbnail } from './LineThumbnail.tsx';

/** One item of a bundle, under the bundle's line (shown with the bundle's "Show items"). */
export function BundleChildLine({ line, currency }: { line: CartItem; currency: Currency }) {
  const { t } = useTranslation('cart');
  const data = line.extensions.bundles.bundled_item_data;
  return (
    <li className={cx('flex items-center gap-3 py-2', data?.is_indented !== false && 'pl-4')} data-testid="bundle-child">
      {data?.is_thumbnail_hidden ? null : <LineThumbnail line={line} size="sm" />}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink">{line.name}</p>
        {line.variation[0] ? (
          <p className="text-xs text-ink-muted">
            {t('line.variation', { attribute: line.variation[0].attribute, value: line.variation[0].value })}
          </p>
        ) : null}
      </div>
      <span className="text-xs font-semibold text-ink-soft tabular-nums">× {line.quantity}</span>
      {lineTotal(line) > 0 ? <Price amount={lineTotal(line)} currency={currency} size="sm" /> : null}
    </li>
  );
}
