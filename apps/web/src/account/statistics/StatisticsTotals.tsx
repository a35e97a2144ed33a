import type { AccountStatistics } from '@soul/contracts';
import { useMoney } from '../../ui/use-money.ts';
import { useAccount } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';

/** The period's totals as three cards: orders, spending, the average order. */
export function StatisticsTotals({ data }: { data: AccountStatistics }) {
  const { t } = useAccountT();
  const { locale } = useAccount();
  const money = useMoney();
  const facts = [
    { label: t('statistics.orders'), value: new Intl.NumberFormat(locale).format(data.orders) },
    { label: t('statistics.spending'), value: money(data.total, data.currency) },
    { label: t('statistics.average'), value: data.average === null ? t('statistics.noAverage') : money(data.average, data.currency) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex min-w-0 flex-col justify-between gap-1 rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-card)] sm:p-4"
        >
          <dt className="text-sm text-ink-soft">{fact.label}</dt>
          <dd className="font-display text-lg font-semibold whitespace-nowrap text-ink sm:text-2xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
