import type { AccountOrder } from '@soul/contracts';
import type { ReactNode } from 'react';
import { useAccountT } from '../texts.ts';
import { LABEL_CLASS } from '../forms/Field.tsx';
import { useDates, useMoney } from '../ui/format.ts';
import { OrderStatusBadge } from '../ui/StatusBadge.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className={LABEL_CLASS}>{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** Order id, placed date, status, amount, billing e-mail, payment and the view-invoice link (account §2). */
export function OrderSummary({ order, onViewInvoice }: { order: AccountOrder; onViewInvoice: () => void }) {
  const { t } = useAccountT();
  const money = useMoney();
  const { date } = useDates();
  return (
    <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
      <Item label={t('orders.detail.number')}>{order.name || `#${order.id}`}</Item>
      <Item label={t('orders.detail.placed')}>{date(order.created_at)}</Item>
      <Item label={t('orders.detail.status')}>
        <OrderStatusBadge status={order.status} />
      </Item>
      <Item label={t('orders.detail.amount')}>
        <span className="font-semibold tabular-nums">{money(order.total, order.currency)}</span>
      </Item>
      <Item label={t('orders.detail.email')}>{order.billing_address.email || '—'}</Item>
      <Item label={t('orders.detail.payment')}>
        {order.payment_details.method_title}
        {order.transaction_id ? <span className="block text-xs break-all text-ink-muted">{t('orders.detail.transaction', { id: order.transaction_id })}</span> : null}
      </Item>
      <Item label={t('orders.detail.invoice')}>
        <button type="button" onClick={onViewInvoice} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {t('orders.detail.viewInvoice')}
        </button>
        {order.invoice_number ? <span className="block text-xs text-ink-muted">{t('orders.detail.invoiceNumber', { number: order.invoice_number })}</span> : null}
      </Item>
    </dl>
  );
}
