import type { OrderRepository } from '@soul/domain/orders/order-port';
import { problem, type OrderStatus, type Problem } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { CUSTOMER_CANCELLABLE, isCancellableByCustomer } from '@soul/domain/orders/status';
import type { CardCharges } from '../payments/card-charges.ts';
import { sendAll, type Gateways } from '../payments/refund-runner.ts';

export type CancelRefusal = 'not_cancellable' | 'refund_failed' | 'busy' | 'payment_in_flight';

export type CancelOutcome =
  | { ok: true }
  /** Sent to the gateway, answer not known yet: reconciliation finishes it. */
  | { ok: true; pending: true }
  | { ok: false; reason: CancelRefusal };

/** Why a cancellation was refused, as the shopper reads it. */
export function cancelProblem(reason: CancelRefusal): Problem {
  switch (reason) {
    case 'not_cancellable':
      return problem('orderNotCancellable');
    case 'busy':
      return problem('orderBusy');
    case 'payment_in_flight':
      return problem('paymentInFlight');
    case 'refund_failed':
      return problem('cancelRefundFailed');
  }
}

/**
 * A customer cancels an order (account §2, `cancel-order/{id}`): only before
 * it ships. Money taken by card (the order and any one-click additions) is
 * refunded, each payment's remainder once: the refunds are recorded and
 * committed with the cancellation first (the order takes no other change
 * meanwhile), then sent, then the order is cancelled with its stock and
 * coupon uses given back, in a second transaction. A failed refund cancels
 * nothing; a crash between the two is finished by reconciliation. A card
 * charge still unanswered (a pending order after a crash) is asked about
 * first, so money it took is refunded, not forgotten.
 */
export class OrderCancellationService {
  constructor(
    private readonly deps: { orders: OrderRepository; gateways: Gateways; charges: CardCharges; log: (message: string) => void },
  ) {}

  async cancel(order: StoredOrder, userId: number): Promise<CancelOutcome> {
    if (!isCancellableByCustomer(order.status as OrderStatus)) return { ok: false, reason: 'not_cancellable' };
    if (order.status === 'pending') {
      const attempt = await this.deps.orders.openAttempt(order.id);
      // The customer gives up on it: a charge the gateway never saw is closed now.
      if (attempt && (await this.deps.charges.settle(attempt, { restore: null, notify: false }, true)).kind === 'pending') {
        return { ok: false, reason: 'payment_in_flight' };
      }
    }
    const opened = await this.deps.orders.openCancel(order.id, CUSTOMER_CANCELLABLE, userId);
    if (!opened.ok) return { ok: false, reason: opened.reason };
    if (opened.cancelled) return { ok: true };
    const answers = await sendAll(this.deps.gateways, opened.refunds, this.deps.log);
    if (!answers) return { ok: true, pending: true };
    const finished = await this.deps.orders.finishCancel(opened.changeId, answers);
    if (finished.ok || (finished.reason === 'finished' && finished.applied)) return { ok: true };
    return { ok: false, reason: 'refund_failed' };
  }
}
