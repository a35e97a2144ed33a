import type { AccountSubscription } from '@soul/contracts';
import { Link } from 'wouter';
import { useMoney } from '../../ui/use-money.ts';
import { useAccountT } from '../texts.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { useDates } from '../ui/format.ts';
import { productsSummary } from './products-summary.ts';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge.tsx';

/**
 * Subscriptions as rows: number (link to the detail), status, what it
 * delivers, how often, the next renewal and its amount. On a phone one card
 * each, the status and the next renewal at the top.
 */
export function SubscriptionsTable({ subscriptions }: { subscriptions: readonly AccountSubscription[] }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  const link = (subscription: AccountSubscription) => (
    <Link
      href={`/subscriptions/${subscription.id}`}
      className="text-brand-700 underline-offset-4 hover:underline"
      aria-label={t('subscriptions.view', { number: subscription.id })}
    >
      #{subscription.id}
    </Link>
  );
  const next = (subscription: AccountSubscription) => {
    if (subscription.next_renewal_date) return date(subscription.next_renewal_date);
    // A cancelled one still running says until when; one that has ended just says it renews no more.
    if (subscription.status === 'pending-cancel' && subscription.end_date)
      return t('subscriptions.runsUntil', { date: date(subscription.end_date) });
    return t('subscriptions.noRenewal');
  };
  const every = (subscription: AccountSubscription) => t('subscriptions.every', { count: subscription.billing_interval });
  const amount = (subscription: AccountSubscription) =>
    subscription.next_renewal_date ? money(subscription.renewal.total, subscription.currency) : '—';
  const columns: DataColumn<AccountSubscription>[] = [
    { id: 'number', header: t('subscriptions.columns.number'), rowHeader: true, cell: link },
    {
      id: 'status',
      header: t('subscriptions.columns.status'),
      cell: (s) => <SubscriptionStatusBadge status={s.status} label={s.status_label} />,
    },
    { id: 'products', header: t('subscriptions.columns.products'), className: 'text-ink-soft', cell: productsSummary },
    { id: 'every', header: t('subscriptions.columns.every'), className: 'whitespace-nowrap text-ink-soft', cell: every },
    { id: 'next', header: t('subscriptions.columns.next'), className: 'whitespace-nowrap text-ink-soft', cell: next },
    {
      id: 'amount',
      header: t('subscriptions.columns.amount'),
      align: 'end',
      className: 'font-semibold whitespace-nowrap tabular-nums',
      cell: amount,
    },
  ];
  return (
    <DataTable
      caption={t('subscriptions.caption')}
      rows={subscriptions}
      rowKey={(s) => s.id}
      columns={columns}
      tableClassName="min-w-[40rem]"
      card={(s) => ({
        head: (
          <>
            <span className="font-semibold">{link(s)}</span>
            <SubscriptionStatusBadge status={s.status} label={s.status_label} />
          </>
        ),
        facts: [
          { label: t('subscriptions.columns.products'), value: productsSummary(s), wide: true },
          { label: t('subscriptions.columns.next'), value: next(s) },
          { label: t('subscriptions.columns.amount'), value: amount(s), end: true, valueClassName: 'font-semibold tabular-nums' },
          { label: t('subscriptions.columns.every'), value: every(s) },
        ],
      })}
    />
  );
}
