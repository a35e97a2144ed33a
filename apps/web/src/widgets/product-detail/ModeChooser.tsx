import { pricePerMonth, type PurchaseMode } from '@soul/domain/catalogue/index';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Currency } from '../../catalogue/money.ts';
import { useMoney } from '../../ui/use-money.ts';
import { Badge } from '../../ui/Badge.tsx';
import { cx } from '../../ui/cx.ts';
import { Price } from '../../ui/Price.tsx';
import type { PriceView } from './purchase-model.ts';

interface ModeChooserProps {
  modes: PurchaseMode[];
  mode: PurchaseMode;
  onChange: (mode: PurchaseMode) => void;
  oneTimePrice: PriceView;
  subscriptionPrice: PriceView | null;
  maxDiscount: number;
  currency: Currency;
  /** The plan chooser, shown inside the subscription card while it is chosen. */
  planChooser: ReactNode;
}

function ModeCard({
  name,
  value,
  checked,
  onChange,
  soleOption,
  children,
  extra,
}: {
  name: string;
  value: PurchaseMode;
  checked: boolean;
  onChange: (mode: PurchaseMode) => void;
  soleOption: boolean;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div
      className={cx(
        'rounded-2xl border-2 bg-surface transition-colors',
        checked ? 'border-brand-700 shadow-[var(--shadow-card)]' : 'border-line hover:border-line-strong',
      )}
    >
      <label className="flex cursor-pointer items-start gap-3 p-4">
        {soleOption ? null : (
          <input
            type="radio"
            name={name}
            value={value}
            checked={checked}
            onChange={() => onChange(value)}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
        )}
        <span className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-1">{children}</span>
      </label>
      {checked && extra ? <div className="border-t border-line px-4 pt-3 pb-4">{extra}</div> : null}
    </div>
  );
}

/**
 * One-time vs 'Subscribe & Save' (storefront §2, §4). The one-time twin is a
 * '2 month plan' with its price per month (half, rounded down to cents).
 */
export function ModeChooser({
  modes,
  mode,
  onChange,
  oneTimePrice,
  subscriptionPrice,
  maxDiscount,
  currency,
  planChooser,
}: ModeChooserProps) {
  const { t } = useTranslation('catalogue');
  const format = useMoney();
  const name = useId();
  const sole = modes.length === 1;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('purchase.modeLegend')}</legend>
      {modes.includes('one-time') ? (
        <ModeCard name={name} value="one-time" checked={mode === 'one-time'} onChange={onChange} soleOption={sole}>
          <span className="flex flex-col">
            <span className="font-semibold text-ink">{t('purchase.oneTime')}</span>
            <span className="text-sm text-ink-muted">{t('purchase.oneTimePlan')}</span>
          </span>
          <span className="flex flex-col sm:items-end sm:text-right">
            <Price amount={oneTimePrice.amount} regular={oneTimePrice.regular} lowest={oneTimePrice.lowest} currency={currency} size="lg" />
            <span className="text-sm text-ink-muted">
              {t('price.perMonth', { price: format(pricePerMonth(oneTimePrice.amount), currency) })}
            </span>
          </span>
        </ModeCard>
      ) : null}
      {modes.includes('subscription') ? (
        <ModeCard
          name={name}
          value="subscription"
          checked={mode === 'subscription'}
          onChange={onChange}
          soleOption={sole}
          extra={planChooser}
        >
          <span className="flex flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{t('purchase.subscribe')}</span>
              <Badge tone="solid">{t('purchase.mostPopular')}</Badge>
            </span>
            {maxDiscount > 0 ? (
              <span className="text-sm font-semibold text-brand-700">{t('purchase.saveUpTo', { percent: maxDiscount })}</span>
            ) : null}
            <span className="text-xs text-ink-muted">{t('purchase.cancelAnytime')}</span>
          </span>
          {subscriptionPrice ? (
            <span className="flex flex-col sm:items-end sm:text-right">
              <Price amount={subscriptionPrice.amount} regular={subscriptionPrice.regular} currency={currency} size="lg" tone="saving" />
            </span>
          ) : null}
        </ModeCard>
      ) : null}
      {sole && modes[0] === 'subscription' ? <p className="text-sm text-ink-muted">{t('purchase.subscriptionOnly')}</p> : null}
    </fieldset>
  );
}
