import type { AccountPayment, AccountPaymentDetail } from '@soul/contracts';
import type { StoredPayment, StoredPaymentDetail } from '@soul/db';
import type { Translate } from '../i18n.ts';

/** A payment as the account area lists it (account §3 "Payment"). */
export function serializeAccountPayment(payment: StoredPayment): AccountPayment {
  return {
    id: payment.id,
    transaction_id: payment.transactionId ?? '',
    order_id: payment.orderId,
    amount: String(payment.amount),
    refunded: String(payment.refunded),
    currency: payment.currency,
    title: payment.title,
    gateway: payment.gateway,
    date: payment.createdAt.toISOString(),
    status: payment.status,
  };
}

/**
 * The payment detail (account §2): its real timeline, the order's invoice,
 * and what this reader may still refund. The reasons administrators give for
 * refunds are theirs: shown to administrators only.
 */
export function serializeAccountPaymentDetail(payment: StoredPaymentDetail, t: Translate, reader: { refundable: number; administrator: boolean }): AccountPaymentDetail {
  return {
    ...serializeAccountPayment(payment),
    card: payment.card,
    events: payment.events.map((e) => ({ id: e.id, kind: e.kind, detail: e.kind === 'refund_requested' && !reader.administrator ? '' : e.detail, amount: e.amount === null ? null : String(e.amount), date: e.createdAt.toISOString() })),
    attachments: [{ kind: 'invoice', title: t('payments.invoiceOfOrder', { order: payment.orderId }), url: `/wp-json/soul/v1/invoice/${payment.orderId}` }],
    refundable: String(reader.refundable),
  };
}
