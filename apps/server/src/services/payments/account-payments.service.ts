import type { PaymentRepository } from '@soul/domain/payments/payment-port';
import { parseDbId, problem, type PaymentListQuery, type PaymentMethodId, type Problem } from '@soul/contracts';
import type { OrderScope } from '@soul/domain/orders/stored-order';
import type { StoredPayment, StoredPaymentDetail } from '@soul/domain/payments/stored-payment';
import { inScope } from '../accounts/order-access.ts';
import type { Visitor } from '../accounts/visitor.ts';
import type { AccountOrderService } from '../orders/account-orders.service.ts';
import { sendRefund, type Gateways } from './refund-runner.ts';

export type VisiblePayment = { ok: true; payment: StoredPaymentDetail } | { ok: false; problem: Problem };
export type RefundAnswer = { ok: true; payment: StoredPaymentDetail; pending: boolean } | { ok: false; problem: Problem };

/**
 * Payments as the account area reads them (account §2 "Payments"): those of
 * the orders the reader may see; and refunds, a shop decision an
 * administrator takes, sent through the gateway that charged and never
 * inside a transaction: recorded with the amount held, committed, sent,
 * answered (a lost answer is finished by reconciliation).
 */
export class AccountPaymentService {
  constructor(
    private readonly deps: {
      payments: Pick<PaymentRepository, 'list' | 'find' | 'requestRefund' | 'finishRefund'>;
      accountOrders: Pick<AccountOrderService, 'scope'>;
      gateways: Gateways;
      log: (message: string) => void;
    },
  ) {}

  list(scope: OrderScope, query: PaymentListQuery): Promise<{ payments: StoredPayment[]; total: number }> {
    return this.deps.payments.list(scope, query);
  }

  /** The payment with this id (as the client sent it) if it belongs to an order the reader may see: else the same "not found". */
  async visible(visitor: Visitor, id: unknown): Promise<VisiblePayment> {
    const scope = await this.deps.accountOrders.scope(visitor);
    if (!scope.ok) return scope;
    const number = parseDbId(id);
    const payment = number === null ? null : await this.deps.payments.find(number);
    if (!payment || !inScope(scope.scope, payment.orderUserId)) return { ok: false, problem: problem('paymentNotFound') };
    return { ok: true, payment };
  }

  /** Cents this reader may still refund: administrators, on a card payment that took money and whose gateway is here; 0 for everyone else. */
  refundableBy(visitor: Visitor, payment: StoredPaymentDetail): number {
    const refundable =
      visitor.role === 'administrator' &&
      payment.status === 'successful' &&
      payment.transactionId !== null &&
      this.deps.gateways[payment.gateway as PaymentMethodId] !== undefined;
    return refundable ? payment.amount - payment.refunded - payment.refundPending : 0;
  }

  async refund(visitor: Visitor, paymentId: unknown, amount: number, reason: string): Promise<RefundAnswer> {
    const visible = await this.visible(visitor, paymentId);
    if (!visible.ok) return visible;
    if (visitor.role !== 'administrator') return { ok: false, problem: problem('forbidden') };
    const { payment } = visible;
    const requested = await this.deps.payments.requestRefund(payment.id, amount, reason);
    if (!requested.ok) {
      const name =
        requested.reason === 'not_found'
          ? 'paymentNotFound'
          : requested.reason === 'not_refundable'
            ? 'paymentNotRefundable'
            : 'refundTooLarge';
      return { ok: false, problem: problem(name) };
    }
    const outcome = await sendRefund(this.deps.gateways, requested.intent, this.deps.log);
    if (outcome) await this.deps.payments.finishRefund(requested.intent, outcome);
    if (outcome && !outcome.ok) return { ok: false, problem: problem('refundFailed') };
    const refunded = (await this.deps.payments.find(payment.id)) ?? payment;
    return { ok: true, payment: refunded, pending: outcome === null };
  }
}
