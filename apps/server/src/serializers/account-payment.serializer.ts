import type { AccountPayment, AccountPaymentDetail } from '@soul/contracts';
import type { StoredPayment, StoredPaymentDetail } from '@soul/domain/payments/stored-payment';
import { paymentMethodTitle, type Translate } from '../i18n.ts';

/**
 * A payment's title in the reader's language: what the money was for and how
 * it was paid. The title stored with the payment is in the order's language
 * (an order placed in English, read in Lithuanian); it is shown only for a
 * gateway this shop no longer knows.
 */
function titleOf(payment: StoredPayment, t: Translate): string {
  return payment.purpose === 'change' ? t('payments.orderChange') : paymentMethodTitle(payment.gateway, t, payment.title);
}

/** A payment as the account area lists it (account §3 "Payment"). */
export function serializeAccountPayment(payment: StoredPayment, t: Translate): AccountPayment {
  return {
    id: payment.id,
    transaction_id: payment.transactionId ?? '',
    order_id: payment.orderId,
    amount: String(payment.amount),
    refunded: String(payment.refunded),
    currency: payment.currency,
    title: titleOf(payment, t),
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
export function serializeAccountPaymentDetail(
  payment: StoredPaymentDetail,
  t: Translate,
  reader: { refundable: number; administrator: boolean },
): AccountPaymentDetail {
  return {
    ...serializeAccountPayment(payment, t),
    card: payment.card,
    events: payment.events.map((e) => ({
      id: e.id,
      kind: e.kind,
      detail: e.kind === 'refund_requested' && !reader.administrator ? '' : e.detail,
      amount: e.amount === null ? null : String(e.amount),
      date: e.createdAt.toISOString(),
    })),
    attachments: [
      {
        kind: 'invoice',
        title: t('payments.invoiceOfOrder', { order: payment.orderId }),
        url: `/wp-json/soul/v1/invoice/${payment.orderId}`,
      },
    ],
    refundable: String(reader.refundable),
  };
}
