import type { AccountOrder } from '@soul/contracts';
import { Link } from 'wouter';
import { useMoney } from '../../ui/use-money.ts';
import { useAccountT } from '../texts.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { useDates } from '../ui/format.ts';
import { OrderStatusBadge } from '../ui/StatusBadge.tsx';

/**
 * Orders as rows: number (link to the detail), date, status, payment method,
 * items, total. On a phone one card per order with the total and status at
 * the top, so nothing important hides behind sideways scrolling.
 */
export function OrdersTable({
  orders,
  caption,
  showPlacedBy = false,
}: {
  orders: readonly AccountOrder[];
  caption: string;
  /** A company's or the shop's orders: who placed each (issue 20). */
  showPlacedBy?: boolean;
}) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  const orderLink = (order: AccountOrder) => (
    <Link
      href={`/orders/${order.id}`}
      className="text-brand-700 underline-offset-4 hover:underline"
      aria-label={t('orders.viewOrder', { number: order.id })}
    >
      {order.name || `#${order.id}`}
    </Link>
  );
  const placedBy = (order: AccountOrder) => order.placed_by?.name ?? t('company.placedBy.guest');
  const columns: DataColumn<AccountOrder>[] = [
    { id: 'order', header: t('orders.columns.order'), rowHeader: true, cell: orderLink },
    { id: 'date', header: t('orders.columns.date'), className: 'whitespace-nowrap text-ink-soft', cell: (order) => date(order.created_at) },
    ...(showPlacedBy ? [{ id: 'placed-by', header: t('company.placedBy.column'), cell: placedBy }] : []),
    { id: 'status', header: t('orders.columns.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
    { id: 'payment', header: t('orders.columns.payment'), className: 'text-ink-soft', cell: (order) => order.payment_details.method_title },
    {
      id: 'items',
      header: t('orders.columns.items'),
      align: 'end',
      className: 'tabular-nums text-ink-soft',
      cell: (order) => order.quantity,
    },
    {
      id: 'total',
      header: t('orders.columns.total'),
      align: 'end',
      className: 'font-semibold whitespace-nowrap tabular-nums',
      cell: (order) => money(order.total, order.currency),
    },
  ];

  return (
    <DataTable
      caption={caption}
      rows={orders}
      rowKey={(order) => order.id}
      columns={columns}
      tableClassName="min-w-[40rem]"
      card={(order) => ({
        head: (
          <>
            <span className="font-semibold">{orderLink(order)}</span>
            <OrderStatusBadge status={order.status} />
          </>
        ),
        facts: [
          { label: t('orders.columns.date'), value: date(order.created_at) },
          {
            label: t('orders.columns.total'),
            value: money(order.total, order.currency),
            end: true,
            valueClassName: 'font-semibold tabular-nums',
          },
          { label: t('orders.columns.payment'), value: order.payment_details.method_title },
          { label: t('orders.columns.items'), value: order.quantity, end: true, valueClassName: 'tabular-nums text-ink-soft' },
          ...(showPlacedBy ? [{ label: t('company.placedBy.column'), value: placedBy(order), wide: true }] : []),
        ],
      })}
    />
  );
}
