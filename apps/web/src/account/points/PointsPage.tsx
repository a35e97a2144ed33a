import type { PointsAnswer } from '@soul/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMoney } from '../../ui/use-money.ts';
import { useAccount } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Pager } from '../ui/Pager.tsx';
import { PointsHistory } from './PointsHistory.tsx';

const PER_PAGE = 10;

/**
 * Points and rewards (account §2/§9): the balance (available, and earned
 * but not yet confirmed), what it is worth, how reviews earn more, and the
 * ledger's history. Everything comes from GET soul/v1/points.
 */
export default function PointsPage() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: accountKeys.points(page),
    queryFn: ({ signal }) => client.getPoints(page, PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-6">
      <PageHeading title={t('sections.points')} />
      <p className="text-ink-soft">{t('points.intro')}</p>
      {query.isError ? <InlineMessage tone="error">{t('points.failed')}</InlineMessage> : null}
      {query.isPending ? <Loading /> : null}
      {query.data ? (
        <>
          <Balance answer={query.data} />
          <Card title={t('points.historyCaption')}>
            {query.data.entries.length === 0 ? (
              <p className="text-ink-soft">{t('points.empty')}</p>
            ) : (
              <div className="space-y-4">
                <PointsHistory entries={query.data.entries} />
                <Pager
                  page={page}
                  perPage={PER_PAGE}
                  total={query.data.total}
                  totalPages={query.data.total_pages}
                  label={t('points.historyCaption')}
                  onPage={setPage}
                />
              </div>
            )}
          </Card>
          <Rewards answer={query.data} />
        </>
      ) : null}
    </div>
  );
}

function Balance({ answer }: { answer: PointsAnswer }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { available, pending } = answer.balance;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card>
        <p className="text-sm text-ink-muted">{t('points.available')}</p>
        <p className="font-display text-4xl font-semibold text-brand-700" data-testid="points-available">
          {available}
        </p>
        <p className="mt-1 text-sm text-ink-soft">{t('points.worth', { amount: money(available * answer.cents_per_point) })}</p>
      </Card>
      <Card>
        <p className="text-sm text-ink-muted">{t('points.pending')}</p>
        <p className="font-display text-4xl font-semibold text-ink">{pending}</p>
        <p className="mt-1 text-sm text-ink-soft">{t('points.pendingHint')}</p>
      </Card>
    </div>
  );
}

function Rewards({ answer }: { answer: PointsAnswer }) {
  const { t } = useAccountT();
  const rewards = answer.review_rewards;
  return (
    <Card title={t('points.rewardsTitle')}>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('points.rewardText', { count: rewards.text })}</li>
        <li>{t('points.rewardPhoto', { count: rewards.photo })}</li>
        <li>{t('points.rewardVideo', { count: rewards.video })}</li>
      </ul>
      <p className="mt-3 text-sm text-ink-soft">{t('points.rewardsNote')}</p>
    </Card>
  );
}
