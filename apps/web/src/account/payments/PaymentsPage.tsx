import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { Select } from '../../ui/Select.tsx';
import { cx } from '../../ui/cx.ts';
import { useAccountClient } from '../account-context.tsx';
import { PAYMENT_FILTERS } from '@soul/contracts';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Pager } from '../ui/Pager.tsx';
import {
  parsePaymentFilters,
  paymentFiltersToSearch,
  paymentListParams,
  PAYMENTS_PER_PAGE,
  type PaymentFilters,
} from './payment-filters.ts';
import { PaymentsTable } from './PaymentsTable.tsx';

/** The payments list: a status filter and paging, both in the URL. */
export default function PaymentsPage() {
  const { t } = useAccountT();
  const client = useAccountClient();
  const [, navigate] = useLocation();
  const filters = parsePaymentFilters(useSearch());
  const setFilters = (next: PaymentFilters) => {
    const search = paymentFiltersToSearch(next);
    navigate(search ? `/payments?${search}` : '/payments');
  };
  const params = paymentListParams(filters).toString();
  const query = useQuery({
    queryKey: accountKeys.paymentList(params),
    queryFn: ({ signal }) => client.listPayments(new URLSearchParams(params), signal),
    placeholderData: keepPreviousData,
  });
  const page = query.data;

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.payments')} />
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5">
        <Select
          className="max-w-xs"
          label={t('payments.statusLabel')}
          value={filters.status ?? ''}
          onChange={(event) => setFilters({ status: PAYMENT_FILTERS.find((status) => status === event.target.value) ?? null, page: 1 })}
          options={[
            { value: '', label: t('payments.allStatuses') },
            ...PAYMENT_FILTERS.map((status) => ({
              value: status,
              label: status === 'refunded' ? t('payments.filterRefunded') : t(`paymentStatus.${status}`),
            })),
          ]}
        />
      </div>
      {query.isPending ? <Loading /> : null}
      {query.isError && !page ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {page && page.items.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface p-8 text-center text-ink-muted">
          {t('payments.none')}
        </p>
      ) : null}
      {page && page.items.length > 0 ? (
        <div aria-busy={query.isFetching} className={cx('min-w-0 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <PaymentsTable payments={page.items} />
        </div>
      ) : null}
      {page ? (
        <Pager
          page={filters.page}
          perPage={PAYMENTS_PER_PAGE}
          total={page.total}
          totalPages={page.totalPages}
          label={t('payments.pagination')}
          onPage={(next) => setFilters({ ...filters, page: next })}
        />
      ) : null}
    </div>
  );
}
