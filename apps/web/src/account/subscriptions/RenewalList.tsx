import type { AccountSubscription } from '@soul/contracts';
import { useMoney } from '../../ui/use-money.ts';
import { useAccountT } from '../texts.ts';
import { useDates } from '../ui/format.ts';

type Planned = AccountSubscription['upcoming'][number];

/** Coming renewals, one row each: the day and what it charges (goods and shipping in the row's description). */
export function RenewalList({ renewals, label }: { renewals: readonly Planned[]; label: string }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  if (renewals.length === 0) return <p className="text-sm text-ink-muted">{t('subscriptions.upcoming.none')}</p>;
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-line text-sm">
      {renewals.map((renewal) => (
        <li key={renewal.date} className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0">
          <span className="flex flex-col">
            <span className="font-semibold text-ink">{date(renewal.date)}</span>
            <span className="text-xs text-ink-muted">
              {t('subscriptions.upcoming.parts', { goods: money(renewal.goods), shipping: money(renewal.shipping) })}
            </span>
          </span>
          <span className="font-semibold tabular-nums text-ink">{money(renewal.total)}</span>
        </li>
      ))}
    </ul>
  );
}
