import type { OrderStatus, PaymentMethodId } from '@soul/contracts';
import type { PgOrderRepository, StoredOrder } from '@soul/db';
import { CUSTOMER_CANCELLABLE, isCancellableByCustomer } from '@soul/domain/orders/status';
import type { PaymentGateway } from '../payments/gateway.ts';

export type CancelOutcome = { ok: true } | { ok: false; reason: 'not_cancellable' | 'refund_failed' };

/**
 * A customer cancels an order (account §2, `cancel-order/{id}`): only before
 * it ships. Money taken by card (the order and any one-click additions) is
 * refunded first, each payment once (idempotent keys), then the order is
 * cancelled with its stock and coupon uses given back. A failed refund
 * cancels nothing.
 */
export async function cancelOrderForCustomer(
  deps: { orders: PgOrderRepository; gateways: Partial<Record<PaymentMethodId, PaymentGateway>> },
  order: StoredOrder,
): Promise<CancelOutcome> {
  if (!isCancellableByCustomer(order.status as OrderStatus)) return { ok: false, reason: 'not_cancellable' };
  const refunds: { paymentId: number; refundId: string; amount: number }[] = [];
  for (const payment of await deps.orders.paidPayments(order.id)) {
    const gateway = deps.gateways[payment.gateway as PaymentMethodId];
    if (!gateway) return { ok: false, reason: 'refund_failed' };
    const refund = await gateway.refund({ transactionId: payment.transactionId, amountCents: payment.amount, idempotencyKey: `cancel-${order.id}-${payment.id}` });
    if (!refund.ok) return { ok: false, reason: 'refund_failed' };
    refunds.push({ paymentId: payment.id, refundId: refund.refundId, amount: payment.amount });
  }
  const cancelled = await deps.orders.cancel(order.id, CUSTOMER_CANCELLABLE, refunds);
  return cancelled ? { ok: true } : { ok: false, reason: 'not_cancellable' };
}
