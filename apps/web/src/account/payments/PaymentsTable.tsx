import type { AccountPayment } from '@soul/contracts';
import { Link } from 'wouter';
import { useAccountT } from '../texts.ts';
import { useDates, useMoney } from '../ui/format.ts';
import { PaymentStatusBadge } from '../ui/StatusBadge.tsx';
import { TableBox, TD, TH } from '../ui/TableBox.tsx';
import { useGatewayLabel } from './use-gateway-label.ts';

/** Payments as rows (account §3 "Payment"): transaction, order, amount, currency, title, gateway, date, status. */
export function PaymentsTable({ payments }: { payments: readonly AccountPayment[] }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  const gatewayLabel = useGatewayLabel();
  return (
    <TableBox label={t('payments.caption')}>
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">{t('payments.caption')}</caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            <th scope="col" className={TH}>{t('payments.columns.transaction')}</th>
            <th scope="col" className={TH}>{t('payments.columns.order')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('payments.columns.amount')}</th>
            <th scope="col" className={TH}>{t('payments.columns.currency')}</th>
            <th scope="col" className={TH}>{t('payments.columns.title')}</th>
            <th scope="col" className={TH}>{t('payments.columns.gateway')}</th>
            <th scope="col" className={TH}>{t('payments.columns.date')}</th>
            <th scope="col" className={TH}>{t('payments.columns.status')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {payments.map((payment) => (
            <tr key={payment.id} className="hover:bg-canvas">
              <th scope="row" className={`${TD} text-left font-semibold`}>
                <Link href={`/payments/${payment.id}`} className="break-all text-brand-700 underline-offset-4 hover:underline">
                  {payment.transaction_id || t('payments.noTransaction', { id: payment.id })}
                </Link>
              </th>
              <td className={TD}>
                <Link href={`/orders/${payment.order_id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  #{payment.order_id}
                </Link>
              </td>
              <td className={`${TD} text-right font-semibold whitespace-nowrap tabular-nums`}>{money(payment.amount, payment.currency)}</td>
              <td className={`${TD} text-ink-soft`}>{payment.currency}</td>
              <td className={`${TD} text-ink-soft`}>{payment.title}</td>
              <td className={`${TD} text-ink-soft`}>{gatewayLabel(payment.gateway)}</td>
              <td className={`${TD} whitespace-nowrap text-ink-soft`}>{date(payment.date)}</td>
              <td className={TD}>
                <PaymentStatusBadge status={payment.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
