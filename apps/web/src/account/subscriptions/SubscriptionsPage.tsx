import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { cx } from '../../ui/cx.ts';
import { useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Pager } from '../ui/Pager.tsx';
import { SubscriptionsTable } from './SubscriptionsTable.tsx';

const PER_PAGE = 10;

/** /subscriptions: the reader's subscriptions (account §2), paged by the X-WP-Total headers. */
export default function SubscriptionsPage() {
  const { t } = useAccountT();
  const client = useAccountClient();
  const [pageNumber, setPageNumber] = useState(1);
  const params = new URLSearchParams({ page: String(pageNumber), per_page: String(PER_PAGE) }).toString();
  const query = useQuery({
    queryKey: accountKeys.subscriptionList(params),
    queryFn: ({ signal }) => client.listSubscriptions(new URLSearchParams(params), signal),
    placeholderData: keepPreviousData,
  });
  const page = query.data;
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.subscriptions')} />
      {query.isPending ? <Loading /> : null}
      {query.isError && !page ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {page && page.items.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface p-8 text-center text-ink-muted">
          {t('subscriptions.none')}
        </p>
      ) : null}
      {page && page.items.length > 0 ? (
        <div aria-busy={query.isFetching} className={cx('min-w-0 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <SubscriptionsTable subscriptions={page.items} />
        </div>
      ) : null}
      {page ? (
        <Pager
          page={pageNumber}
          perPage={PER_PAGE}
          total={page.total}
          totalPages={page.totalPages}
          label={t('subscriptions.pagination')}
          onPage={setPageNumber}
        />
      ) : null}
    </div>
  );
}
