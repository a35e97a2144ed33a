import { DEFAULT_STATISTICS_PERIOD, type StatisticsPeriod } from '@soul/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { useAccount } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { PeriodFilter } from './PeriodFilter.tsx';
import { StatisticsTable } from './StatisticsTable.tsx';
import { StatisticsTotals } from './StatisticsTotals.tsx';

// The chart library is the heaviest part: its own chunk, fetched after the numbers are on screen.
const StatisticsCharts = lazy(() => import('./StatisticsCharts.tsx'));

/**
 * Statistics (account §2, §9 date filters): the reader's orders and spending
 * over the last 7 to 365 days as totals, two charts and a table with the same
 * numbers (always there for screen readers; "Show as table" shows it to all).
 * Amounts come in cents and are formatted here.
 */
export default function StatisticsPage() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const [days, setDays] = useState<StatisticsPeriod>(DEFAULT_STATISTICS_PERIOD);
  const [asTable, setAsTable] = useState(false);
  const statistics = useQuery({
    queryKey: accountKeys.statistics(days),
    queryFn: ({ signal }) => client.getStatistics(days, signal),
    placeholderData: keepPreviousData,
  });
  const data = statistics.data;

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.statistics')} />
      <p className="text-ink-soft">{t('statistics.intro')}</p>
      <PeriodFilter value={days} onChange={setDays} />
      {statistics.isPending ? <Loading /> : null}
      {statistics.isError ? <QueryFailed error={statistics.error} onRetry={() => void statistics.refetch()} /> : null}
      {data && !statistics.isError ? (
        <div className="flex flex-col gap-5" aria-busy={statistics.isPlaceholderData || undefined}>
          <StatisticsTotals data={data} />
          {data.orders === 0 ? (
            <Card>
              <p className="text-ink-soft">{t('statistics.empty')}</p>
            </Card>
          ) : (
            <>
              <div>
                <Button variant="secondary" size="sm" onClick={() => setAsTable((shown) => !shown)}>
                  {asTable ? t('statistics.showCharts') : t('statistics.showTable')}
                </Button>
              </div>
              {asTable ? null : (
                <Suspense fallback={<Loading />}>
                  <StatisticsCharts data={data} />
                </Suspense>
              )}
              <StatisticsTable data={data} visible={asTable} />
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
