import { useQuery } from '@tanstack/react-query';
import { useBasename, useDataProvider, useTranslate } from 'ra-core';
import type { AdminDataProvider } from '../data-provider.ts';
import { formatMoney } from '../format.ts';
import { useAdminSettings } from '../layout/settings-context.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { listLink } from './list-link.ts';

/**
 * The back office's first screen (issue 21): sales today and this month,
 * and the queues waiting for someone, each a card that opens its list when
 * that list's screen exists.
 */
export function Dashboard() {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const basename = useBasename();
  const query = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => dataProvider.dashboard() });
  const figures = query.data;
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="font-display text-3xl font-semibold">
        {translate('dashboard.title')}
      </h1>
      {query.isError ? (
        <p role="alert" className="mt-6">
          {translate('dashboard.failed')}{' '}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => void query.refetch()}>
            {translate('dashboard.retry')}
          </button>
        </p>
      ) : !figures ? (
        <p className="mt-6 text-ink-muted">{translate('loading')}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">
          <DashboardCard
            title={translate('dashboard.today')}
            value={formatMoney(figures.sales.today.revenue, figures.currency, locale)}
            hint={translate('dashboard.orders', { smart_count: figures.sales.today.orders })}
          />
          <DashboardCard
            title={translate('dashboard.month')}
            value={formatMoney(figures.sales.month.revenue, figures.currency, locale)}
            hint={translate('dashboard.orders', { smart_count: figures.sales.month.orders })}
          />
          <DashboardCard
            title={translate('dashboard.ordersToShip')}
            value={String(figures.orders_to_ship)}
            hint={translate('dashboard.ordersToShipHint')}
            to={listLink(basename, 'orders', { status: 'processing' })}
          />
          <DashboardCard
            title={translate('dashboard.pendingReviews')}
            value={String(figures.pending_reviews)}
            to={listLink(basename, 'reviews', { status: 'pending' })}
          />
          <DashboardCard
            title={translate('dashboard.lowStock')}
            value={String(figures.low_stock.count)}
            hint={translate('dashboard.lowStockHint', { threshold: figures.low_stock.threshold })}
            items={figures.low_stock.products.map((p) => ({
              key: p.id,
              text: `${p.name}: ${translate('dashboard.unitsLeft', { count: p.stock })}`,
            }))}
            to={listLink(basename, 'products', { low_stock: 1 })}
          />
          <DashboardCard
            title={translate('dashboard.failedRenewals')}
            value={String(figures.failed_renewals)}
            hint={translate('dashboard.failedRenewalsHint')}
            to={listLink(basename, 'subscriptions', { renewal: 'failed' })}
          />
          <DashboardCard
            title={translate('dashboard.backInStock')}
            value={String(figures.back_in_stock.count)}
            items={figures.back_in_stock.products.map((p) => ({
              key: p.id,
              text: `${p.name}: ${translate('dashboard.waiting', { count: p.waiting })}`,
            }))}
          />
        </ul>
      )}
    </section>
  );
}
