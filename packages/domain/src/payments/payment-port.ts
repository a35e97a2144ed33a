import type { PaymentListQuery } from '@soul/contracts';
import type { OrderScope } from '../orders/stored-order.ts';
import type { RefundIntent, RefundOutcome, RefundRequestResult } from './refund-intent.ts';
import type { StoredPayment, StoredPaymentDetail } from './stored-payment.ts';

/**
 * What the payment services need from storage; packages/db implements it
 * (PgPaymentRepository). A refund comes in two halves: `requestRefund`
 * records it and commits, the caller asks the gateway outside any
 * transaction, then `finishRefund` records the answer.
 */
export interface PaymentRepository {
  /** A page of the payments a reader may see (account area). */
  list(scope: OrderScope, query: PaymentListQuery): Promise<{ payments: StoredPayment[]; total: number }>;
  /** One payment with its card and timeline. */
  find(paymentId: number): Promise<StoredPaymentDetail | null>;
  /** Records an administrator's refund, its amount held on the payment so no other refund can promise the same money. */
  requestRefund(paymentId: number, amount: number, reason: string): Promise<RefundRequestResult>;
  /** Records the gateway's answer to a refund; false when it had been answered already. */
  finishRefund(intent: RefundIntent, outcome: RefundOutcome): Promise<boolean>;
  /** Refunds on their own asked for before `cutoff` and not answered (reconciliation). */
  staleRefunds(cutoff: Date, limit: number): Promise<RefundIntent[]>;
}
