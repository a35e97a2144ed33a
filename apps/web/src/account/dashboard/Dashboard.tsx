import type { AccountSection } from '@soul/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { useAccount, useSeesOthersOrders } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { sectionPath } from '../layout/sections.ts';
import { DEFAULT_ORDER_FILTERS, orderListParams } from '../orders/order-filters.ts';
import { OrdersTable } from '../orders/OrdersTable.tsx';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';

/** How many of the latest orders the dashboard shows. */
export const LATEST_ORDERS = 5;

function LatestOrders() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const caption = useSeesOthersOrders() ? t('orders.captionAll') : t('orders.caption');
  const params = orderListParams(DEFAULT_ORDER_FILTERS, LATEST_ORDERS).toString();
  const query = useQuery({
    queryKey: accountKeys.orderList(params),
    queryFn: ({ signal }) => client.listOrders(new URLSearchParams(params), signal),
  });
  return (
    <Card
      title={t('dashboard.latestOrders')}
      actions={
        <Link href="/orders" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('dashboard.allOrders')}
        </Link>
      }
    >
      {query.isPending ? <Loading /> : null}
      {query.isError ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.items.length === 0 ? <p className="text-ink-muted">{t('orders.none')}</p> : null}
      {query.data && query.data.items.length > 0 ? <OrdersTable orders={query.data.items} caption={caption} /> : null}
    </Card>
  );
}

/** The account's start (account §2): greeting, the latest orders and a way into every section. */
export default function Dashboard() {
  const { t } = useAccountT();
  const { props } = useAccount();
  const name = props.user.displayName || props.user.email;
  const shortcuts = props.sections.filter((section): section is Exclude<AccountSection, 'dashboard'> => section !== 'dashboard');
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('dashboard.title', { name })} documentTitle={null} />
      <p className="text-ink-soft">{t('dashboard.intro')}</p>
      {props.sections.includes('orders') ? <LatestOrders /> : null}
      <nav aria-label={t('dashboard.shortcuts')}>
        <ul className="grid gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
          {shortcuts.map((section) => (
            <li key={section}>
              <Link
                href={sectionPath(section)}
                className="flex h-full flex-col gap-1 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] transition-colors hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="font-semibold text-ink">{t(`sections.${section}`)}</span>
                <span className="text-sm text-ink-muted">{t(`dashboard.about.${section}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
