import type { AccountOrder } from '@soul/contracts';
import { Link } from 'wouter';
import { useAccountT } from '../texts.ts';
import { useDates } from '../ui/format.ts';
import { useMoney } from '../../ui/use-money.ts';
import { CardFact, CardFacts, PhoneCard, PhoneCardList } from '../ui/PhoneCards.tsx';
import { OrderStatusBadge } from '../ui/StatusBadge.tsx';
import { TableBox, TD, TH } from '../ui/TableBox.tsx';
import { useIsPhone } from '../ui/use-media-query.ts';

/**
 * Orders as rows: number (link to the detail), date, status, payment method,
 * items, total. On a phone one card per order with the total and status at
 * the top, so nothing important hides behind sideways scrolling.
 */
export function OrdersTable({ orders, caption }: { orders: readonly AccountOrder[]; caption: string }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  const phone = useIsPhone();
  const orderLink = (order: AccountOrder) => (
    <Link href={`/orders/${order.id}`} className="text-brand-700 underline-offset-4 hover:underline" aria-label={t('orders.viewOrder', { number: order.id })}>
      {order.name || `#${order.id}`}
    </Link>
  );

  if (phone) {
    return (
      <PhoneCardList label={caption}>
        {orders.map((order) => (
          <PhoneCard
            key={order.id}
            head={
              <>
                <span className="font-semibold">{orderLink(order)}</span>
                <OrderStatusBadge status={order.status} />
              </>
            }
          >
            <CardFacts>
              <CardFact label={t('orders.columns.date')}>{date(order.created_at)}</CardFact>
              <CardFact label={t('orders.columns.total')} end valueClassName="font-semibold tabular-nums">
                {money(order.total, order.currency)}
              </CardFact>
              <CardFact label={t('orders.columns.payment')}>{order.payment_details.method_title}</CardFact>
              <CardFact label={t('orders.columns.items')} end valueClassName="tabular-nums text-ink-soft">
                {order.quantity}
              </CardFact>
            </CardFacts>
          </PhoneCard>
        ))}
      </PhoneCardList>
    );
  }

  return (
    <TableBox label={caption}>
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            <th scope="col" className={TH}>{t('orders.columns.order')}</th>
            <th scope="col" className={TH}>{t('orders.columns.date')}</th>
            <th scope="col" className={TH}>{t('orders.columns.status')}</th>
            <th scope="col" className={TH}>{t('orders.columns.payment')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('orders.columns.items')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('orders.columns.total')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-canvas">
              <th scope="row" className={`${TD} text-left font-semibold`}>
                {orderLink(order)}
              </th>
              <td className={`${TD} whitespace-nowrap text-ink-soft`}>{date(order.created_at)}</td>
              <td className={TD}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className={`${TD} text-ink-soft`}>{order.payment_details.method_title}</td>
              <td className={`${TD} text-right tabular-nums text-ink-soft`}>{order.quantity}</td>
              <td className={`${TD} text-right font-semibold whitespace-nowrap tabular-nums`}>{money(order.total, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
