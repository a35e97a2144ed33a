import type { AccountSubscription } from '@soul/contracts';
import { useMoney } from '../../ui/use-money.ts';
import { useAccountT } from '../texts.ts';

/** What the next renewal charges: goods, shipping, total. */
export function RenewalTotals({ subscription }: { subscription: AccountSubscription }) {
  const { t } = useAccountT();
  const format = useMoney();
  const money = (cents: string) => format(cents, subscription.currency);
  const rows = [
    [t('subscriptions.totals.goods'), money(subscription.renewal.goods)],
    [t('subscriptions.totals.shipping'), money(subscription.renewal.shipping)],
  ] as const;
  return (
    <dl className="ml-auto flex w-full max-w-xs flex-col gap-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 text-ink-soft">
          <dt>{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-1.5 font-semibold text-ink">
        <dt>{t('subscriptions.totals.total')}</dt>
        <dd className="tabular-nums">{money(subscription.renewal.total)}</dd>
      </div>
    </dl>
  );
}
