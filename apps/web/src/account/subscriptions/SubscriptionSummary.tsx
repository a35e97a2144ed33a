import type { AccountSubscription } from '@soul/contracts';
import { useMoney } from '../../ui/use-money.ts';
import { useAccountT } from '../texts.ts';
import { DetailItem } from '../ui/DetailItem.tsx';
import { useDates } from '../ui/format.ts';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge.tsx';

/** The head of the detail: status (and why it waits), how often, the next renewal and what it charges, until when a cancelled one runs. */
export function SubscriptionSummary({ subscription }: { subscription: AccountSubscription }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  return (
    <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-4">
      <DetailItem label={t('subscriptions.columns.status')}>
        <span className="flex flex-col items-start gap-1">
          <SubscriptionStatusBadge status={subscription.status} label={subscription.status_label} />
          {subscription.hold_reason ? (
            <span className="text-ink-muted">{t(`subscriptions.holdReason.${subscription.hold_reason}`)}</span>
          ) : null}
        </span>
      </DetailItem>
      <DetailItem label={t('subscriptions.columns.every')}>{t('subscriptions.every', { count: subscription.billing_interval })}</DetailItem>
      {subscription.next_renewal_date ? (
        <DetailItem label={t('subscriptions.detail.nextRenewal')}>
          <span className="font-semibold">{date(subscription.next_renewal_date)}</span>
          <span className="block tabular-nums text-ink-soft">{money(subscription.renewal.total, subscription.currency)}</span>
        </DetailItem>
      ) : null}
      {subscription.status === 'pending-cancel' && subscription.end_date ? (
        <DetailItem label={t('subscriptions.detail.endsOn')}>
          <span className="font-semibold">{date(subscription.end_date)}</span>
        </DetailItem>
      ) : (
        <DetailItem label={t('subscriptions.detail.startedOn')}>{date(subscription.created_at)}</DetailItem>
      )}
    </dl>
  );
}
