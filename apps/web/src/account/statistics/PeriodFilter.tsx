import { STATISTICS_PERIODS, type StatisticsPeriod } from '@soul/contracts';
import { useId } from 'react';
import { cx } from '../../ui/cx.ts';
import { useAccountT } from '../texts.ts';

/**
 * The period buttons (account §9 date filters: 7, 30, 90, 180, 365 days): a
 * group of toggle buttons named by the visible "Period" label, the chosen one
 * pressed. Short labels ("30 days") keep the five on one or two lines on a phone.
 */
export function PeriodFilter({ value, onChange }: { value: StatisticsPeriod; onChange: (days: StatisticsPeriod) => void }) {
  const { t } = useAccountT();
  const labelId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span id={labelId} className="text-sm font-semibold text-ink-soft">
        {t('statistics.periodLabel')}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {STATISTICS_PERIODS.map((days) => {
          const pressed = days === value;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(days)}
              className={cx(
                'inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-semibold transition-colors sm:px-4',
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50',
              )}
            >
              {t('statistics.days', { count: days })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
