import type { CartItem } from '@soul/contracts';
import { shoppingCategories } from '@soul/contracts/catalogue-constants';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { RefreshCw } from 'lucide-react';

/** Subscription text ("Every 2 months · save 10%"), first variation attribute, categories. */
export function LineMeta({ line }: { line: CartItem }) {
  const { t } = useTranslation('cart');
  const subscription = line.extensions.subscriptions;
  const variation = line.variation[0];
  const categories = shoppingCategories(line.extensions.soul.categories)
    .map((category) => category.name)
    .join(', ');
  const every = subscription ? t('line.every', { count: subscription.billing_interval }) : null;
  return (
    <div className="mt-0.5 flex flex-col gap-0.5 text-xs text-ink-muted">
      {subscription && every ? (
        <span className="inline-flex items-center gap-1 font-semibold text-brand-700">
          <RefreshCw className="size-3.5" aria-hidden="true" />
          {subscription.discount_percent > 0 ? t('line.everySave', { every, percent: subscription.discount_percent }) : every}
        </span>
      ) : null}
      {variation ? <span>{t('line.variation', { attribute: variation.attribute, value: variation.value })}</span> : null}
      {categories ? <span>{categories}</span> : null}
    </div>
  );
}
