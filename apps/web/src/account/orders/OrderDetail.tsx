import type { AccountOrder, AccountOrderLine } from '@soul/contracts';
import { useRef } from 'react';
import { usePromptStore } from '../../overlays/prompt-store.ts';
import { useAccount } from '../account-context.tsx';
import { useInvoiceViewer } from '../invoices/use-invoice-viewer.tsx';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { AddressBlock } from './AddressBlock.tsx';
import { CancelOrder } from './CancelOrder.tsx';
import { useLeaveGuard } from './edit/use-leave-guard.ts';
import { EditBar } from './edit/EditBar.tsx';
import { isChanged, previewTotals } from './edit/edit-draft.ts';
import { useOrderEdit } from './edit/use-order-edit.ts';
import { OrderLinesTable } from './OrderLinesTable.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { OrderCreditNotes } from '../documents/OrderCreditNotes.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { PayForOrder } from './PayForOrder.tsx';

/**
 * The blocks of the order detail (account §2) with the edit controls of
 * account §4 when allowed. The modal variant (a quick look from elsewhere in
 * the account) never edits or cancels: that is done on the order's page.
 */
export function OrderDetail({ order, variant = 'page' }: { order: AccountOrder; variant?: 'page' | 'modal' }) {
  const { t } = useAccountT();
  const { props } = useAccount();
  const money = useMoney();
  const openPrompt = usePromptStore((state) => state.open);
  const [invoiceModal, openInvoice] = useInvoiceViewer();
  const linesRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const linesHeadingRef = useRef<HTMLHeadingElement>(null);
  // After Save or Cancel the edit controls are gone: the keyboard goes back to the items' heading, not to <body>.
  const edit = useOrderEdit(order, { onFinished: () => linesHeadingRef.current?.focus() });
  // The server decides (order.editable); a user without the flag never sees the controls either.
  const editable = variant === 'page' && order.editable && props.permissions.permission_edit_orders !== false;
  const preview = editable && isChanged(order, edit.draft) ? previewTotals(order, edit.draft) : null;
  useLeaveGuard(preview !== null && !edit.saving, order.id);

  const requestRemove = (line: AccountOrderLine) =>
    openPrompt({
      id: 'remove-order-line',
      title: t('orders.edit.removeTitle'),
      message: t('orders.edit.removeText', { name: line.name }),
      confirmLabel: t('orders.edit.remove'),
      onConfirm: () => {
        edit.remove(line.id);
        // The row is gone: keep the keyboard in the lines block.
        linesRef.current?.focus();
      },
    });

  return (
    <div className="flex flex-col gap-5">
      {variant === 'page' ? <PayForOrder order={order} /> : null}
      <Card>
        {/* Focus comes here once the order is cancelled: its new status is the first thing read. */}
        <div ref={summaryRef} tabIndex={-1} className="outline-none">
          <OrderSummary
            order={order}
            onViewInvoice={(url) => openInvoice({ url, label: t('orders.detail.orderLabel', { number: order.id }) })}
            creditNotes={order.invoice_number ? <OrderCreditNotes orderId={order.id} onView={openInvoice} /> : null}
          />
        </div>
      </Card>

      <Card title={t('orders.lines.title')} headingRef={linesHeadingRef}>
        <div ref={linesRef} tabIndex={-1} className="outline-none">
          {editable ? <p className="mb-3 text-sm text-ink-muted">{t('orders.edit.intro')}</p> : null}
          <OrderLinesTable
            order={order}
            edit={editable ? edit : null}
            onRemoveRequest={requestRemove}
            onRemoveAdded={(key) => {
              // Not saved yet, so nothing to confirm: the pick is simply undone.
              edit.removeAdded(key);
              linesRef.current?.focus();
            }}
          />
          <p className="mt-2 text-xs text-ink-muted">{t('orders.lines.vatNote')}</p>
          {editable ? <EditBar order={order} edit={edit} /> : null}
        </div>
      </Card>

      <div className="grid min-w-0 gap-5 lg:grid-cols-2">
        <Card title={t('orders.detail.delivery')}>
          {order.shipping_lines.length === 0 ? <p className="text-sm text-ink-soft">{t('orders.detail.nothingShipped')}</p> : null}
          <dl className="flex flex-col gap-1.5 text-sm">
            {order.shipping_lines.map((line) => (
              <div key={line.id} className="flex items-baseline justify-between gap-4 text-ink-soft">
                <dt>{line.method_title}</dt>
                <dd className="tabular-nums">{money(line.total, order.currency)}</dd>
              </div>
            ))}
          </dl>
          {order.coupon_lines.length > 0 ? (
            <>
              <h4 className="mt-4 mb-1.5 text-xs font-semibold tracking-wider text-ink-muted uppercase">{t('orders.detail.coupons')}</h4>
              <dl className="flex flex-col gap-1.5 text-sm">
                {order.coupon_lines.map((coupon) => (
                  <div key={coupon.code} className="flex items-baseline justify-between gap-4 text-ink-soft">
                    <dt className="font-mono uppercase">{coupon.code}</dt>
                    <dd className="tabular-nums text-brand-700">−{money(coupon.discount, order.currency)}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </Card>
        <Card title={t('orders.totals.title')}>
          <OrderTotals order={order} preview={preview} />
        </Card>
      </div>

      <div className="grid min-w-0 gap-5 sm:grid-cols-2">
        <Card title={t('orders.detail.billingAddress')}>
          <AddressBlock address={order.billing_address} />
        </Card>
        <Card title={t('orders.detail.shippingAddress')}>
          <AddressBlock address={order.billing_address} />
        </Card>
      </div>

      {order.customer_note ? (
        <Card title={t('orders.detail.note')}>
          <p className="text-sm whitespace-pre-line text-ink-soft">{order.customer_note}</p>
        </Card>
      ) : null}

      {variant === 'page' ? <CancelOrder order={order} onCancelled={() => summaryRef.current?.focus()} /> : null}
      {invoiceModal}
    </div>
  );
}
