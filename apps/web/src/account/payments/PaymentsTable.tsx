import type { AccountPayment } from '@soul/contracts';
import { Link } from 'wouter';
import { useSeesOthersOrders } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';
import { useDates } from '../ui/format.ts';
import { useMoney } from '../../ui/use-money.ts';
import { CardFact, CardFacts, PhoneCard, PhoneCardList } from '../ui/PhoneCards.tsx';
import { PaymentStatusBadge } from '../ui/StatusBadge.tsx';
import { TableBox, TD, TH } from '../ui/TableBox.tsx';
import { useIsPhone } from '../ui/use-media-query.ts';
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
  const phone = useIsPhone();
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

  if (phone) {
    return (
      <PhoneCardList label={caption}>
        {payments.map((payment) => (
          <PhoneCard
            key={payment.id}
            head={
              <>
                <span className="min-w-0 font-semibold">{transactionLink(payment)}</span>
                <span className="font-semibold whitespace-nowrap tabular-nums">{money(payment.amount, payment.currency)}</span>
              </>
            }
          >
            <CardFacts>
              <CardFact label={t('payments.columns.status')} valueClassName="">
                <PaymentStatusBadge payment={payment} />
              </CardFact>
              <CardFact label={t('payments.columns.date')}>{date(payment.date)}</CardFact>
              <CardFact label={t('payments.columns.order')} valueClassName="">
                {orderLink(payment)}
              </CardFact>
              <CardFact label={t('payments.columns.gateway')}>{gatewayLabel(payment.gateway)}</CardFact>
              <CardFact label={t('payments.columns.title')} wide valueClassName="break-words text-ink-soft">
                {payment.title}
              </CardFact>
            </CardFacts>
          </PhoneCard>
        ))}
      </PhoneCardList>
    );
  }

  return (
    <TableBox label={caption}>
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
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
                {transactionLink(payment)}
              </th>
              <td className={TD}>{orderLink(payment)}</td>
              <td className={`${TD} text-right font-semibold whitespace-nowrap tabular-nums`}>{money(payment.amount, payment.currency)}</td>
              <td className={`${TD} text-ink-soft`}>{payment.currency}</td>
              <td className={`${TD} text-ink-soft`}>{payment.title}</td>
              <td className={`${TD} text-ink-soft`}>{gatewayLabel(payment.gateway)}</td>
              <td className={`${TD} whitespace-nowrap text-ink-soft`}>{date(payment.date)}</td>
              <td className={TD}>
                <PaymentStatusBadge payment={payment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
