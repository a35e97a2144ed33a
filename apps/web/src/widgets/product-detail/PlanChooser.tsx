import type { SubscriptionPlan } from '@soul/contracts';
import { FREQUENCY_CHOICES } from '@soul/domain/catalogue/index';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Currency } from '../../catalogue/money.ts';
import { Badge } from '../../ui/Badge.tsx';
import { cx } from '../../ui/cx.ts';
import { Price } from '../../ui/Price.tsx';
import { Select } from '../../ui/Select.tsx';
import { subscriptionPriceOf, type PriceView } from './purchase-model.ts';

interface PlanChooserProps {
  plan: SubscriptionPlan;
  unitPrice: PriceView;
  currency: Currency;
  planIndex: number;
  interval: number;
  onPlanIndex: (index: number) => void;
  onInterval: (months: number) => void;
}

/**
 * Subscription plan (storefront §9): the 'frequency' style picks a delivery
 * interval of 2–12 months; the tier styles list their options with jars,
 * interval, discount and the resulting price.
 */
export function PlanChooser({ plan, unitPrice, currency, planIndex, interval, onPlanIndex, onInterval }: PlanChooserProps) {
  const { t } = useTranslation('catalogue');
  const name = useId();

  if (plan.style === 'frequency') {
    return (
      <Select
        label={t('purchase.frequencyLabel')}
        value={String(interval)}
        onChange={(event) => onInterval(Number(event.target.value))}
        options={FREQUENCY_CHOICES.map((months) => ({ value: String(months), label: t('purchase.frequencyOption', { count: months }) }))}
      />
    );
  }

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{t('purchase.planLegend')}</legend>
      <div className="flex flex-col gap-2">
        {plan.options.map((option, index) => {
          const price = subscriptionPriceOf(unitPrice, option);
          return (
            <label
              key={`${option.interval}-${option.jars}`}
              className={cx(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors',
                'has-checked:border-brand-700 has-checked:bg-brand-50',
                'border-line hover:border-line-strong',
              )}
            >
              <input
                type="radio"
                name={name}
                checked={index === planIndex}
                onChange={() => onPlanIndex(index)}
                className="size-4 shrink-0 accent-brand-700"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                  {t('purchase.every', { count: option.interval })}
                  {/* Not a second 'Most Popular': the subscription card above already carries that badge (storefront §2). */}
                  {option.most_popular ? <Badge tone="accent">{t('purchase.mostChosen')}</Badge> : null}
                </span>
                <span className="text-sm text-ink-muted">
                  {t('purchase.jars', { count: option.jars })} · {t('purchase.discount', { percent: option.discount_percent })}
                </span>
              </span>
              <Price
                amount={price.amount}
                regular={price.regular}
                currency={currency}
                size="md"
                tone="saving"
                className="justify-end text-right"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
