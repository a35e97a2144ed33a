import { useTranslation } from '../i18n/use-translation.tsx';
import type { Currency } from '../catalogue/money.ts';
import { useMoney } from './use-money.ts';
import { cx } from './cx.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export type PriceSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<PriceSize, { now: string; was: string }> = {
  sm: { now: 'text-sm', was: 'text-xs' },
  md: { now: 'text-base', was: 'text-sm' },
  lg: { now: 'text-xl', was: 'text-base' },
  xl: { now: 'text-3xl', was: 'text-lg' },
};

export interface PriceProps {
  /** What the shopper pays, in minor units. */
  amount: number;
  /** The price before a sale or discount; shown struck through when higher than `amount`. */
  regular?: number | null;
  currency?: Currency;
  size?: PriceSize;
  /** Prefix 'From' for price ranges. */
  from?: boolean;
  /**
   * The lowest price of the 30 days before the reduction (EU Omnibus prior
   * price, the API's `lowest_price_30_days`): shown under a reduced price.
   */
  lowest?: number | null;
  /** 'sale' (red) for markdowns, 'saving' (green) for plan discounts. */
  tone?: 'sale' | 'saving';
  className?: string;
}

/**
 * A price from integer minor units. On sale the regular price is struck
 * through; screen readers hear 'Regular price …, Sale price …'.
 */
export function Price({ amount, regular, currency, size = 'md', from = false, lowest, tone = 'sale', className }: PriceProps) {
  const { t } = useTranslation('catalogue');
  const format = useMoney();
  const onSale = typeof regular === 'number' && regular > amount;
  const now = format(amount, currency);
  const nowText = from ? t('price.from', { price: now }) : now;
  return (
    <span className={cx('inline-flex flex-wrap items-baseline gap-x-2 whitespace-nowrap', className)}>
      {onSale ? (
        <del className={cx('text-ink-muted', SIZES[size].was)}>
          <VisuallyHidden>{t('price.regular')} </VisuallyHidden>
          {format(regular, currency)}
        </del>
      ) : null}
      <span
        className={cx(
          'font-semibold tabular-nums',
          onSale ? (tone === 'sale' ? 'text-danger-700' : 'text-brand-700') : 'text-ink',
          SIZES[size].now,
        )}
      >
        {onSale ? <VisuallyHidden>{t('price.sale')} </VisuallyHidden> : null}
        {nowText}
      </span>
      {onSale && typeof lowest === 'number' ? (
        <span className="basis-full whitespace-normal text-xs text-ink-muted">
          {t('price.lowest30Days', { price: format(lowest, currency) })}
        </span>
      ) : null}
    </span>
  );
}
