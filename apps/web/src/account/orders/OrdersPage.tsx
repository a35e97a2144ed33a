import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { cx } from '../../ui/cx.ts';
import { useAccountClient, useSeesOthersOrders } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Pager } from '../ui/Pager.tsx';
import { PastEndNotice } from '../ui/PastEndNotice.tsx';
import { orderListParams, ORDERS_PER_PAGE } from './order-filters.ts';
import { OrderFiltersBar } from './OrderFiltersBar.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { useOrderFilters } from './use-order-filters.ts';
import { usePlacedByChoices } from './use-placed-by-choices.ts';

/** The orders list (account §2): filters in the URL, paged by the X-WP-Total headers. */
export default function OrdersPage() {
  const { t } = useAccountT();
  const client = useAccountClient();
  const [filters, setFilters] = useOrderFilters();
  const params = orderListParams(filters).toString();
  const query = useQuery({
    queryKey: accountKeys.orderList(params),
    queryFn: ({ signal }) => client.listOrders(new URLSearchParams(params), signal),
    placeholderData: keepPreviousData,
  });
  const page = query.data;
  // A page past the end (an old link, ?pg=5 of 2) says so and offers the first page, never "no orders yet".
  // The server may answer such a page with X-WP-Total 0, so any empty page after the first counts.
  const pastEnd = page !== undefined && page.items.length === 0 && (page.total > 0 || filters.page > 1);
  const seesOthers = useSeesOthersOrders();
  const caption = seesOthers ? t('orders.captionAll') : t('orders.caption');
  const people = usePlacedByChoices(seesOthers, page?.items ?? [], filters.placedBy);
  const filtered = filters.status !== null || filters.days !== null || filters.search.trim() !== '' || filters.placedBy !== null;

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.orders')} />
      <OrderFiltersBar filters={filters} onChange={setFilters} people={seesOthers ? people : undefined} />
      {/* For screen readers, announced after each filter change; on screen the pager shows it and the table fades while it loads. */}
      <p aria-live="polite" className="sr-only">
        {page ? t('orders.count', { count: page.total }) : null}
      </p>
      {query.isPending ? <Loading /> : null}
      {query.isError && !page ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {page && page.items.length === 0 && !pastEnd ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface p-8 text-center text-ink-muted">
          {filtered ? t('orders.noneMatching') : t('orders.none')}
        </p>
      ) : null}
      {pastEnd ? <PastEndNotice text={t('orders.pastEnd')} onFirstPage={() => setFilters({ ...filters, page: 1 })} /> : null}
      {page && page.items.length > 0 ? (
        <div aria-busy={query.isFetching} className={cx('min-w-0 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <OrdersTable orders={page.items} caption={caption} showPlacedBy={seesOthers} />
        </div>
      ) : null}
      {page ? (
        <Pager
          page={filters.page}
          perPage={ORDERS_PER_PAGE}
          total={page.total}
          totalPages={page.totalPages}
          label={t('orders.pagination')}
          onPage={(next) => setFilters({ ...filters, page: next })}
        />
      ) : null}
    </div>
  );
}
