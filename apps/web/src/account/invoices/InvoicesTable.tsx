import type { AccountOrder } from '@soul/contracts';
import { Link } from 'wouter';
import { useSeesOthersOrders } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';
import { useDates } from '../ui/format.ts';
import { useMoney } from '../../ui/use-money.ts';
import { CardFact, CardFacts, PhoneCard, PhoneCardList } from '../ui/PhoneCards.tsx';
import { TableBox, TD, TH } from '../ui/TableBox.tsx';
import { useIsPhone } from '../ui/use-media-query.ts';
import { invoiceDownloadUrl } from './invoice-url.ts';
import type { InvoiceToView } from './InvoiceViewModal.tsx';

/** One row per order: its invoice number (or that it is issued on first opening), date, total, View and Download. */
export function InvoicesTable({ orders, onView }: { orders: readonly AccountOrder[]; onView: (invoice: InvoiceToView) => void }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  const phone = useIsPhone();
  const caption = useSeesOthersOrders() ? t('invoices.captionAll') : t('invoices.caption');
  const action = 'inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50';
  const actions = (order: AccountOrder, className: string) => {
    const url = order.invoice_url;
    if (!url) return null;
    const label = t('orders.detail.orderLabel', { number: order.id });
    return (
      <div className={className}>
        <button type="button" className={action} onClick={() => onView({ url, label })} aria-label={t('invoices.viewFor', { label })}>
          {t('invoices.view')}
        </button>
        <a href={invoiceDownloadUrl(url)} download className={action} aria-label={t('invoices.downloadFor', { label })}>
          {t('invoices.download')}
        </a>
      </div>
    );
  };
  const number = (order: AccountOrder) => order.invoice_number ?? <span className="text-ink-muted">{t(order.invoice_url ? 'invoices.notIssued' : 'invoices.noInvoice')}</span>;

  if (phone) {
    // One card per invoice: Lithuanian texts ("Išrašoma pirmą kartą atidarius", "Atsisiųsti") push a table's total off a phone.
    return (
      <PhoneCardList label={caption}>
        {orders.map((order) => (
          <PhoneCard
            key={order.id}
            head={
              <>
                <span className="flex flex-col">
                  <Link href={`/orders/${order.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {order.name || `#${order.id}`}
                  </Link>
                  <span className="text-xs text-ink-muted">{date(order.created_at)}</span>
                </span>
                <span className="font-semibold whitespace-nowrap tabular-nums">{money(order.total, order.currency)}</span>
              </>
            }
          >
            <CardFacts>
              <CardFact label={t('invoices.columns.number')} wide valueClassName="">
                {number(order)}
              </CardFact>
            </CardFacts>
            {actions(order, '-ml-3 flex flex-wrap gap-1')}
          </PhoneCard>
        ))}
      </PhoneCardList>
    );
  }

  return (
    <TableBox label={caption}>
      {/* Few, narrow columns (the date under the order, the actions stacked when narrow). */}
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            <th scope="col" className={TH}>{t('invoices.columns.order')}</th>
            <th scope="col" className={TH}>{t('invoices.columns.number')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('invoices.columns.total')}</th>
            <th scope="col" className={`${TH} text-right`}>{t('invoices.columns.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-canvas">
              <th scope="row" className={`${TD} text-left font-semibold`}>
                <Link href={`/orders/${order.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {order.name || `#${order.id}`}
                </Link>
                <span className="block text-xs font-normal whitespace-nowrap text-ink-muted">{date(order.created_at)}</span>
              </th>
              <td className={TD}>{number(order)}</td>
              <td className={`${TD} text-right font-semibold whitespace-nowrap tabular-nums`}>{money(order.total, order.currency)}</td>
              <td className={`${TD} text-right`}>{actions(order, 'flex flex-col items-end gap-1 sm:flex-row sm:justify-end')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
