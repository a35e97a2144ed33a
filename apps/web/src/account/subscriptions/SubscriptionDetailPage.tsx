import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { useAccountClient } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { BackLink } from '../ui/BackLink.tsx';
import { Loading } from '../ui/Loading.tsx';
import { isNotFound, NotFound } from '../ui/NotFound.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { SubscriptionDetail } from './SubscriptionDetail.tsx';

/** /subscriptions/{id}: one subscription with what may be done to it, read from GET /subscriptions/{id}. */
export default function SubscriptionDetailPage() {
  const { t } = useAccountT();
  const client = useAccountClient();
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  const query = useQuery({
    queryKey: accountKeys.subscription(id ?? 0),
    queryFn: ({ signal }) => client.getSubscription(id ?? 0, signal),
    enabled: id !== null,
  });
  const notFound = isNotFound(id !== null, query.error);
  const title = notFound ? t('subscriptions.detail.notFoundTitle') : t('subscriptions.detail.title', { number: id ?? params.id });
  return (
    <div className="flex flex-col gap-4">
      <BackLink href="/subscriptions">{t('subscriptions.detail.back')}</BackLink>
      <PageHeading title={title} />
      {notFound ? <NotFound message={t('subscriptions.detail.notFoundText', { number: params.id })} /> : null}
      {id !== null && query.isPending ? <Loading /> : null}
      {query.isError && !notFound && !query.data ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? <SubscriptionDetail subscription={query.data} /> : null}
    </div>
  );
}
