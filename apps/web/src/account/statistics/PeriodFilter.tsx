import { STATISTICS_PERIODS, type StatisticsPeriod } from '@soul/contracts';
import { cx } from '../../ui/cx.ts';
import { useAccountT } from '../texts.ts';

/**
 * The period buttons (account §9 date filters: 7, 30, 90, 180, 365 days): a
 * labelled group of toggle buttons, the chosen one pressed.
 */
export function PeriodFilter({ value, onChange }: { value: StatisticsPeriod; onChange: (days: StatisticsPeriod) => void }) {
  const { t } = useAccountT();
  return (
    <div role="group" aria-label={t('statistics.periodLabel')} className="flex flex-wrap gap-2">
      {STATISTICS_PERIODS.map((days) => {
        const pressed = days === value;
        return (
          <button
            key={days}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(days)}
            className={cx(
              'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-line-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50',
            )}
          >
            {t('orders.lastDays', { count: days })}
          </button>
        );
      })}
    </div>
  );
}
