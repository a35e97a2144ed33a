import type { AccountPaymentDetail, PaymentEventKind } from '@soul/contracts';
import { cx } from '../../ui/cx.ts';
import { useAccountT } from '../texts.ts';
import { useDates } from '../ui/format.ts';
import { useMoney } from '../../ui/use-money.ts';

const DOT: Record<PaymentEventKind, string> = {
  created: 'bg-line-strong',
  succeeded: 'bg-brand-600',
  failed: 'bg-danger-700',
  cancelled: 'bg-accent-500',
  refund_requested: 'bg-accent-500',
  refunded: 'bg-brand-600',
  refund_failed: 'bg-danger-700',
};

/** The activity timeline of a payment: what really happened, as recorded (not sample data). */
export function PaymentTimeline({ payment }: { payment: AccountPaymentDetail }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { dateTime } = useDates();
  if (payment.events.length === 0) return <p className="text-sm text-ink-muted">{t('payments.timeline.empty')}</p>;
  return (
    <ol className="flex flex-col" aria-label={t('payments.timeline.title')}>
      {payment.events.map((event, index) => (
        <li key={event.id} className="relative flex gap-3 pb-5 last:pb-0">
          {index < payment.events.length - 1 ? (
            <span aria-hidden="true" className="absolute top-4 bottom-0 left-[0.3125rem] w-px bg-line" />
          ) : null}
          <span aria-hidden="true" className={cx('relative mt-1.5 size-2.5 shrink-0 rounded-full ring-4 ring-surface', DOT[event.kind])} />
          <div className="flex min-w-0 flex-col">
            <span className="font-semibold text-ink">
              {t(`payments.events.${event.kind}`)}
              {event.amount !== null ? (
                <span className="ml-2 font-normal tabular-nums text-ink-soft">{money(event.amount, payment.currency)}</span>
              ) : null}
            </span>
            <time dateTime={event.date} className="text-sm text-ink-muted">
              {dateTime(event.date)}
            </time>
            <EventDetail kind={event.kind} detail={event.detail} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * What an event's detail means depends on its kind: the gateway's reference
 * of a charge or refund, the reason an administrator gave for a refund.
 * Other kinds keep internal notes (a decline code, what started the
 * payment) that are not worded for people, so they are not shown.
 */
function EventDetail({ kind, detail }: { kind: PaymentEventKind; detail: string }) {
  const { t } = useAccountT();
  if (!detail) return null;
  if (kind === 'refund_requested')
    return <span className="text-sm text-ink-soft">{t('payments.timeline.reason', { reason: detail })}</span>;
  if (kind === 'succeeded' || kind === 'refunded')
    return <span className="text-xs break-all text-ink-muted">{t('payments.timeline.reference', { reference: detail })}</span>;
  return null;
}
