import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { StockShortage } from '@soul/domain/orders/order-pay';
import { timingSafeEqual } from 'node:crypto';
import { message, parseDbId, problem, type MessageRef, type OrderStatus, type PaymentMethodId, type Problem } from '@soul/contracts';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import { isCardMethod, needsPayment } from '@soul/domain/orders/status';
import { translator } from '../../i18n.ts';
import type { Visitor } from '../accounts/visitor.ts';
import type { Clock } from '../clock.ts';
import { cardFieldProblems } from '../checkout/card-fields.ts';
import { declined } from '../checkout/checkout.service.ts';
import type { CardDetails, ChargeSource } from '../payments/gateway.ts';
import type { CardCharges } from '../payments/card-charges.ts';
import type { Gateways } from '../payments/refund-runner.ts';

/** What the pay-for-order form sent. */
export interface PaySubmission {
  paymentMethod: string;
  card: CardDetails | null;
  stripePaymentMethod: string | null;
}

export type PayResult =
  /** Paid, or placed with a method that pays later (bank transfer, cash on delivery), or still being confirmed: the order-received page tells which. */
  { ok: true } | { ok: false; kind: 'fields'; errors: Record<string, MessageRef> } | { ok: false; kind: 'refused'; problem: Problem };

/** Who may pay an order (WooCommerce's order-pay rules). */
export type PayAccess =
  | { kind: 'ok'; order: StoredOrder }
  /** No such order, or the key does not match: the same answer either way. */
  | { kind: 'invalid' }
  /** An account's order and nobody signed in: sign in first, then come back. */
  | { kind: 'sign_in' }
  /** An account's order and someone else signed in. */
  | { kind: 'not_yours' };

/**
 * WooCommerce's pay-for-order (order-pay) for orders that need payment
 * (pending or failed): a failed order takes its stock and coupon uses again
 * first (refused, clearly, when they are gone) and gets a new charge
 * attempt; a pending order whose charge was never answered (a crash) is
 * paid by resuming that charge under its own key, so a charge that did go
 * through is found, not made twice. Either way the answer is recorded as a
 * checkout's would be. Bank transfer or cash on delivery may be chosen
 * instead: the order then waits for that money, as if placed that way.
 */
export class OrderPayService {
  constructor(
    private readonly deps: {
      orders: OrderRepository;
      gateways: Gateways;
      charges: CardCharges;
      enabledMethods: readonly PaymentMethodId[];
      clock: Clock;
    },
  ) {}

  /**
   * Whether this visitor may pay the order with this id and key: the key
   * must match (compared in constant time); an account's order needs that
   * account signed in; a guest order is paid by whoever holds its key.
   */
  async access(visitor: Visitor, id: unknown, key: string): Promise<PayAccess> {
    const number = parseDbId(id);
    const order = number === null ? null : await this.deps.orders.find(number);
    if (!order || !sameKey(order.orderKey, key)) return { kind: 'invalid' };
    if (order.userId === null) return { kind: 'ok', order };
    if (!visitor.userId) return { kind: 'sign_in' };
    return visitor.userId === order.userId ? { kind: 'ok', order } : { kind: 'not_yours' };
  }

  /** The order as it now is (after a payment attempt). */
  find(id: number): Promise<StoredOrder | null> {
    return this.deps.orders.find(id);
  }

  /** What stands in the way of paying this order now: its status, or (failed orders, whose stock went back) stock gone meanwhile; null when nothing does. */
  async obstacle(order: StoredOrder): Promise<Problem | null> {
    if (!needsPayment(order.status as OrderStatus, order.total)) return notPayable(order.status);
    if (order.status !== 'failed') return null;
    const shortage = await this.deps.orders.stockShortage(order.id);
    return shortage ? shortageProblem(shortage) : null;
  }

  async pay(order: StoredOrder, submission: PaySubmission): Promise<PayResult> {
    const method = submission.paymentMethod as PaymentMethodId;
    if (!this.deps.enabledMethods.includes(method)) return fields({ payment_method: message('checkout:fields.payment_method_invalid') });
    const card = isCardMethod(method);
    const source = card ? sourceOf(method, submission, order.billing.email) : null;
    if (card && (!source || !this.deps.gateways[method])) return fields({ payment_method: message('checkout:errors.invalidCard') });
    if (source?.kind === 'card') {
      const problems = cardFieldProblems(source.card, this.deps.clock.now());
      if (problems.length > 0) return fields(Object.fromEntries(problems.map((p) => [p.field, message(p.key)])));
    }
    const obstacle = await this.obstacle(order);
    if (obstacle) return refused(obstacle);

    const open = order.status === 'pending' ? await this.deps.orders.openAttempt(order.id) : null;
    if (open) {
      // The charge in flight is resumed with its own key (found if it was made) when paying the same way…
      if (source && open.gateway === method)
        return this.answer(await this.deps.charges.charge(open, source, { restore: null, notify: false }));
      // …otherwise its fate is settled first: paid stays paid; anything else frees the order for the new way.
      const settled = await this.deps.charges.settle(open, { restore: null, notify: false }, true);
      if (settled.kind === 'paid') return { ok: true };
      if (settled.kind === 'pending') return refused(problem('orderPayInFlight'));
    }

    const reopened = await this.deps.orders.reopenForPayment({
      orderId: order.id,
      method,
      card,
      title: translator(order.language)(`checkout:payment.${method}`),
      at: this.deps.clock.now(),
    });
    if (!reopened.ok) {
      if (reopened.reason === 'stock') return refused(shortageProblem(reopened.shortage));
      if (reopened.reason === 'coupon_usage') return refused(problem('orderPayCouponUsed', { code: reopened.code }));
      return refused(notPayable(order.status));
    }
    if (!reopened.attempt || !source) return { ok: true };
    return this.answer(await this.deps.charges.charge(reopened.attempt, source, { restore: null, notify: false }));
  }

  private answer(outcome: Awaited<ReturnType<CardCharges['charge']>>): PayResult {
    return outcome.kind === 'declined' ? refused(declined(outcome.code)) : { ok: true };
  }
}

function sourceOf(method: PaymentMethodId, submission: PaySubmission, email: string): ChargeSource | null {
  if (method === 'stripe')
    return submission.stripePaymentMethod ? { kind: 'payment_method', paymentMethodId: submission.stripePaymentMethod, email } : null;
  return submission.card ? { kind: 'card', card: submission.card, email } : null;
}

function shortageProblem(shortage: StockShortage): Problem {
  return shortage.available > 0
    ? problem('orderPayNotEnoughStock', { name: shortage.name, count: shortage.available })
    : problem('orderPayOutOfStock', { name: shortage.name });
}

function notPayable(status: string): Problem {
  return problem('orderPayNotPayable', { status: message(`checkout:status.${status}`) });
}

function sameKey(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const fields = (errors: Record<string, MessageRef>): PayResult => ({ ok: false, kind: 'fields', errors });
const refused = (found: Problem): PayResult => ({ ok: false, kind: 'refused', problem: found });
