import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'wouter';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { BackLink } from '../ui/BackLink.tsx';
import { useAccountT } from '../texts.ts';
import { Loading } from '../ui/Loading.tsx';
import { isNotFound, NotFound } from '../ui/NotFound.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { OrderDetail } from './OrderDetail.tsx';

// The order's messages (account §7) are a chunk of their own, fetched only when an order page shows.
const OrderChatPanel = lazy(() => import('./chat/OrderChatPanel.tsx'));

/** /orders/{id}: one order (account §2 "Order detail"), read from GET /orders/{id}. */
export default function OrderDetailPage() {
  const { t } = useAccountT();
  const client = useAccountClient();
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  const query = useQuery({
    queryKey: accountKeys.order(id ?? 0),
    queryFn: ({ signal }) => client.getOrder(id ?? 0, signal),
    enabled: id !== null,
  });
  const notFound = isNotFound(id !== null, query.error);
  const title = notFound ? t('orders.detail.notFoundTitle') : t('orders.detail.title', { number: id ?? params.id });
  return (
    <div className="flex flex-col gap-4">
      <BackLink href="/orders">{t('orders.detail.back')}</BackLink>
      <PageHeading title={title} />
      {notFound ? <NotFound message={t('orders.detail.notFoundText', { number: params.id })} /> : null}
      {id !== null && query.isPending ? <Loading /> : null}
      {query.isError && !notFound ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? <OrderDetail order={query.data} /> : null}
      {query.data ? (
        <Suspense fallback={<Loading />}>
          <OrderChatPanel orderId={query.data.id} />
        </Suspense>
      ) : null}
    </div>
  );
}
