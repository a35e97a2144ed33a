import type { AccountOrder } from '@soul/contracts';
import { Link } from 'wouter';
import { useMoney } from '../../ui/use-money.ts';
import { useSeesOthersOrders } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { useDates } from '../ui/format.ts';
import { invoiceDownloadUrl } from './invoice-url.ts';
import type { InvoiceToView } from './InvoiceViewModal.tsx';

const ACTION = 'inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50';
const LINK = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** One row per order: its invoice number (or that it is issued on first opening), date, total, View and Download. */
export function InvoicesTable({ orders, onView }: { orders: readonly AccountOrder[]; onView: (invoice: InvoiceToView) => void }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  const caption = useSeesOthersOrders() ? t('invoices.captionAll') : t('invoices.caption');
  const actions = (order: AccountOrder, className: string) => {
    const url = order.invoice_url;
    if (!url) return null;
    const label = t('orders.detail.orderLabel', { number: order.id });
    return (
      <div className={className}>
        <button type="button" className={ACTION} onClick={() => onView({ url, label })} aria-label={t('invoices.viewFor', { label })}>
          {t('invoices.view')}
        </button>
        <a href={invoiceDownloadUrl(url)} download className={ACTION} aria-label={t('invoices.downloadFor', { label })}>
          {t('invoices.download')}
        </a>
      </div>
    );
  };
  const number = (order: AccountOrder) =>
    order.invoice_number ?? <span className="text-ink-muted">{t(order.invoice_url ? 'invoices.notIssued' : 'invoices.noInvoice')}</span>;
  const orderLink = (order: AccountOrder, className: string) => (
    <Link href={`/orders/${order.id}`} className={className}>
      {order.name || `#${order.id}`}
    </Link>
  );
  // Few, narrow columns (the date under the order, the actions stacked when narrow).
  const columns: DataColumn<AccountOrder>[] = [
    {
      id: 'order',
      header: t('invoices.columns.order'),
      rowHeader: true,
      cell: (order) => (
        <>
          {orderLink(order, 'text-brand-700 underline-offset-4 hover:underline')}
          <span className="block text-xs font-normal whitespace-nowrap text-ink-muted">{date(order.created_at)}</span>
        </>
      ),
    },
    { id: 'number', header: t('invoices.columns.number'), cell: number },
    {
      id: 'total',
      header: t('invoices.columns.total'),
      align: 'end',
      className: 'font-semibold whitespace-nowrap tabular-nums',
      cell: (order) => money(order.total, order.currency),
    },
    {
      id: 'actions',
      header: t('invoices.columns.actions'),
      align: 'end',
      cell: (order) => actions(order, 'flex flex-col items-end gap-1 sm:flex-row sm:justify-end'),
    },
  ];

  return (
    <DataTable
      caption={caption}
      rows={orders}
      rowKey={(order) => order.id}
      columns={columns}
      // One card per invoice on a phone: Lithuanian texts ("Išrašoma pirmą kartą atidarius", "Atsisiųsti") push a table's total off it.
      card={(order) => ({
        head: (
          <>
            <span className="flex flex-col">
              {orderLink(order, LINK)}
              <span className="text-xs text-ink-muted">{date(order.created_at)}</span>
            </span>
            <span className="font-semibold whitespace-nowrap tabular-nums">{money(order.total, order.currency)}</span>
          </>
        ),
        facts: [{ label: t('invoices.columns.number'), value: number(order), wide: true, valueClassName: '' }],
        after: actions(order, '-ml-3 flex flex-wrap gap-1'),
      })}
    />
  );
}
