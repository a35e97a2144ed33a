import type { AccountPaymentDetail } from '@soul/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { useAccount } from '../account-context.tsx';
import { accountKeys } from '../api/query-keys.ts';
import { useInvoiceViewer } from '../invoices/use-invoice-viewer.tsx';
import { BackLink } from '../ui/BackLink.tsx';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { useDates } from '../ui/format.ts';
import { useMoney } from '../../ui/use-money.ts';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { isNotFound, NotFound } from '../ui/NotFound.tsx';
import { DetailItem } from '../ui/DetailItem.tsx';
import { PaymentStatusBadge } from '../ui/StatusBadge.tsx';
import { OrderDetailModal } from '../orders/OrderDetailModal.tsx';
import { PaymentTimeline } from './PaymentTimeline.tsx';
import { RefundPanel } from './RefundPanel.tsx';
import { useCardBrand } from './card-brand.ts';
import { useGatewayLabel } from './use-gateway-label.ts';
import { FileText } from 'lucide-react';

function PaymentDetail({ payment }: { payment: AccountPaymentDetail }) {
  const { t } = useAccountT();
  const { props } = useAccount();
  const money = useMoney();
  const { dateTime } = useDates();
  const gatewayLabel = useGatewayLabel();
  const cardBrand = useCardBrand();
  const [invoiceModal, openInvoice] = useInvoiceViewer();
  const [orderShown, setOrderShown] = useState(false);
  const canRefund = props.administrator && Number.parseInt(payment.refundable, 10) > 0;
  // Once shown, the refund panel stays for this visit: after the last refund it still says that the refund went through.
  const [refundShown, setRefundShown] = useState(canRefund);
  if (canRefund && !refundShown) setRefundShown(true);
  return (
    <div className="flex flex-col gap-5">
      <Card>
        <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          <DetailItem label={t('payments.detail.title')}>{payment.title}</DetailItem>
          <DetailItem label={t('payments.detail.gateway')}>{gatewayLabel(payment.gateway)}</DetailItem>
          <DetailItem label={t('payments.detail.date')}>{dateTime(payment.date)}</DetailItem>
          <DetailItem label={t('payments.detail.status')}>
            <PaymentStatusBadge payment={payment} />
          </DetailItem>
          <DetailItem label={t('payments.detail.amount')}>
            <span className="font-semibold tabular-nums">{money(payment.amount, payment.currency)}</span>
          </DetailItem>
          <DetailItem label={t('payments.detail.refunded')}>
            <span className="tabular-nums">{money(payment.refunded, payment.currency)}</span>
          </DetailItem>
          <DetailItem label={t('payments.detail.card')}>
            {payment.card ? t('payments.detail.cardValue', { brand: cardBrand(payment.card.brand), last4: payment.card.last4 }) : '—'}
          </DetailItem>
          <DetailItem label={t('payments.detail.order')}>
            <span className="flex flex-wrap items-baseline gap-x-3">
              <Link
                href={`/orders/${payment.order_id}`}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                #{payment.order_id}
              </Link>
              <button
                type="button"
                onClick={() => setOrderShown(true)}
                className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('payments.detail.showOrder')}
              </button>
            </span>
          </DetailItem>
          <DetailItem label={t('payments.detail.transaction')}>
            <span className="break-all">{payment.transaction_id || '—'}</span>
          </DetailItem>
        </dl>
      </Card>

      <div className="grid min-w-0 gap-5 lg:grid-cols-2">
        <Card title={t('payments.detail.attachments')}>
          {payment.attachments.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('payments.detail.noAttachments')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {payment.attachments.map((attachment) => (
                <li key={attachment.url}>
                  <button
                    type="button"
                    onClick={() => openInvoice({ url: attachment.url, label: t('orders.detail.orderLabel', { number: payment.order_id }) })}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    <FileText className="size-5" aria-hidden="true" />
                    {attachment.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('payments.timeline.title')}>
          <PaymentTimeline payment={payment} />
        </Card>
      </div>

      {props.administrator && refundShown ? (
        <Card title={t('payments.refund.title')}>
          <RefundPanel payment={payment} />
        </Card>
      ) : null}
      {orderShown ? <OrderDetailModal orderId={payment.order_id} onClose={() => setOrderShown(false)} /> : null}
      {invoiceModal}
    </div>
  );
}

/** /payments/{id}: one payment with its timeline and, for administrators, the refund panel. */
export default function PaymentDetailPage() {
  const { t } = useAccountT();
  const { client } = useAccount();
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  const query = useQuery({
    queryKey: accountKeys.payment(id ?? 0),
    queryFn: ({ signal }) => client.getPayment(id ?? 0, signal),
    enabled: id !== null,
  });
  const notFound = isNotFound(id !== null, query.error);
  return (
    <div className="flex flex-col gap-4">
      <BackLink href="/payments">{t('payments.detail.back')}</BackLink>
      <PageHeading title={notFound ? t('payments.detail.notFoundTitle') : t('payments.detail.heading', { id: id ?? params.id })} />
      {notFound ? <NotFound message={t('payments.detail.notFoundText', { id: params.id })} /> : null}
      {id !== null && query.isPending ? <Loading /> : null}
      {query.isError && !notFound ? <QueryFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? <PaymentDetail key={query.data.id} payment={query.data} /> : null}
    </div>
  );
}
