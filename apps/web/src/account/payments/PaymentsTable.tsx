import type { AccountPayment } from '@soul/contracts';
import { Link } from 'wouter';
import { useMoney } from '../../ui/use-money.ts';
import { useSeesOthersOrders } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { useDates } from '../ui/format.ts';
import { PaymentStatusBadge } from '../ui/StatusBadge.tsx';
import { useGatewayLabel } from './use-gateway-label.ts';

const LINK = 'text-brand-700 underline-offset-4 hover:underline';

/**
 * Payments as rows (account §3 "Payment"): transaction, order, amount,
 * currency, title, gateway, date, status. On a phone one card per payment,
 * amount and status first, so nothing important hides behind scrolling.
 */
export function PaymentsTable({ payments }: { payments: readonly AccountPayment[] }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  const gatewayLabel = useGatewayLabel();
  const caption = useSeesOthersOrders() ? t('payments.captionAll') : t('payments.caption');
  const transactionLink = (payment: AccountPayment) => (
    // A gateway's id is one long token: small monospace that may break
    // anywhere. The shop's own label ("Payment 5") breaks between its words
    // when the eight columns need the room (Lithuanian, long payment numbers).
    <Link href={`/payments/${payment.id}`} className={payment.transaction_id ? `font-mono text-xs break-all ${LINK}` : LINK}>
      {payment.transaction_id || t('payments.noTransaction', { id: payment.id })}
    </Link>
  );
  const orderLink = (payment: AccountPayment) => (
    <Link href={`/orders/${payment.order_id}`} className={LINK}>
      #{payment.order_id}
    </Link>
  );
  const columns: DataColumn<AccountPayment>[] = [
    { id: 'transaction', header: t('payments.columns.transaction'), rowHeader: true, cell: transactionLink },
    { id: 'order', header: t('payments.columns.order'), cell: orderLink },
    {
      id: 'amount',
      header: t('payments.columns.amount'),
      align: 'end',
      className: 'font-semibold whitespace-nowrap tabular-nums',
      cell: (payment) => money(payment.amount, payment.currency),
    },
    { id: 'currency', header: t('payments.columns.currency'), className: 'text-ink-soft', cell: (payment) => payment.currency },
    { id: 'title', header: t('payments.columns.title'), className: 'text-ink-soft', cell: (payment) => payment.title },
    { id: 'gateway', header: t('payments.columns.gateway'), className: 'text-ink-soft', cell: (payment) => gatewayLabel(payment.gateway) },
    { id: 'date', header: t('payments.columns.date'), className: 'whitespace-nowrap text-ink-soft', cell: (payment) => date(payment.date) },
    { id: 'status', header: t('payments.columns.status'), cell: (payment) => <PaymentStatusBadge payment={payment} /> },
  ];

  return (
    <DataTable
      caption={caption}
      rows={payments}
      rowKey={(payment) => payment.id}
      columns={columns}
      tableClassName="min-w-[52rem]"
      card={(payment) => ({
        head: (
          <>
            <span className="min-w-0 font-semibold">{transactionLink(payment)}</span>
            <span className="font-semibold whitespace-nowrap tabular-nums">{money(payment.amount, payment.currency)}</span>
          </>
        ),
        facts: [
          { label: t('payments.columns.status'), value: <PaymentStatusBadge payment={payment} />, valueClassName: '' },
          { label: t('payments.columns.date'), value: date(payment.date) },
          { label: t('payments.columns.order'), value: orderLink(payment), valueClassName: '' },
          { label: t('payments.columns.gateway'), value: gatewayLabel(payment.gateway) },
          { label: t('payments.columns.title'), value: payment.title, wide: true, valueClassName: 'break-words text-ink-soft' },
        ],
      })}
    />
  );
}
