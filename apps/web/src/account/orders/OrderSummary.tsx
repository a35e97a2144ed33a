import type { AccountOrder } from '@soul/contracts';
import type { ReactNode } from 'react';
import { useAccountT } from '../texts.ts';
import { useDates } from '../ui/format.ts';
import { useMoney } from '../../ui/use-money.ts';
import { OrderStatusBadge } from '../ui/StatusBadge.tsx';
import { DetailItem } from '../ui/DetailItem.tsx';
import { EmailText } from '../ui/EmailText.tsx';

/** Order id, placed date, status, amount, billing e-mail, payment and the view-invoice link (account §2). */
export function OrderSummary({
  order,
  onViewInvoice,
  creditNotes = null,
}: {
  order: AccountOrder;
  onViewInvoice: (url: string) => void;
  /** The credit notes that corrected the invoice, under it. */
  creditNotes?: ReactNode;
}) {
  const invoiceUrl = order.invoice_url;
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  return (
    <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
      <DetailItem label={t('orders.detail.number')}>{order.name || `#${order.id}`}</DetailItem>
      <DetailItem label={t('orders.detail.placed')}>{date(order.created_at)}</DetailItem>
      <DetailItem label={t('orders.detail.status')}>
        <OrderStatusBadge status={order.status} />
      </DetailItem>
      <DetailItem label={t('orders.detail.amount')}>
        <span className="font-semibold tabular-nums">{money(order.total, order.currency)}</span>
      </DetailItem>
      <DetailItem label={t('orders.detail.email')}>
        {order.billing_address.email ? <EmailText email={order.billing_address.email} /> : '—'}
      </DetailItem>
      <DetailItem label={t('orders.detail.payment')}>
        {order.payment_details.method_title}
        {order.transaction_id ? (
          <span className="block text-xs break-all text-ink-muted">{t('orders.detail.transaction', { id: order.transaction_id })}</span>
        ) : null}
      </DetailItem>
      <DetailItem label={t('orders.detail.invoice')}>
        {invoiceUrl ? (
          <button
            type="button"
            onClick={() => onViewInvoice(invoiceUrl)}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {t('orders.detail.viewInvoice')}
          </button>
        ) : (
          <span className="text-ink-muted">{t('invoices.noInvoice')}</span>
        )}
        {order.invoice_number ? (
          <span className="block text-xs text-ink-muted">{t('orders.detail.invoiceNumber', { number: order.invoice_number })}</span>
        ) : null}
        {creditNotes}
      </DetailItem>
    </dl>
  );
}
