import type { OrderStatus, PaymentMethodId } from '@soul/contracts';
import type { PgOrderRepository, StockShortage, StoredOrder } from '@soul/db';
import { isCardMethod, needsPayment } from '@soul/domain/orders/status';
import { translator, type Translate } from '../../i18n.ts';
import { cardFieldProblems } from '../checkout/card-fields.ts';
import { DECLINE_MESSAGES } from '../checkout/checkout.service.ts';
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
  | { ok: true }
  | { ok: false; kind: 'fields'; errors: Record<string, string> }
  | { ok: false; kind: 'refused'; status: number; message: string };

/** Why an order cannot be paid now (WooCommerce's order-pay checks, in the reader's language); null when it can. */
export type PayProblem = { status: number; message: string } | null;

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
      orders: PgOrderRepository;
      gateways: Gateways;
      charges: CardCharges;
      enabledMethods: readonly PaymentMethodId[];
      onMailQueued: () => void;
    },
  ) {}

  /** What stands in the way of paying this order now: its status, or (failed orders, whose stock went back) stock gone meanwhile. */
  async problem(order: StoredOrder, t: Translate): Promise<PayProblem> {
    if (!needsPayment(order.status as OrderStatus, order.total)) {
      return { status: 409, message: t('checkout:orderPay.notPayable', { status: t(`checkout:status.${order.status}`) }) };
    }
    if (order.status !== 'failed') return null;
    const shortage = await this.deps.orders.stockShortage(order.id);
    return shortage ? { status: 409, message: shortageText(shortage, t) } : null;
  }

  async pay(order: StoredOrder, submission: PaySubmission, t: Translate): Promise<PayResult> {
    const method = submission.paymentMethod as PaymentMethodId;
    if (!this.deps.enabledMethods.includes(method)) return fields({ payment_method: t('checkout:fields.payment_method_invalid') });
    const card = isCardMethod(method);
    const source = card ? sourceOf(method, submission, order.billing.email) : null;
    if (card && (!source || !this.deps.gateways[method])) return fields({ payment_method: t('checkout:errors.invalidCard') });
    if (source?.kind === 'card') {
      const problems = cardFieldProblems(source.card, new Date());
      if (problems.length > 0) return fields(Object.fromEntries(problems.map((p) => [p.field, t(p.key)])));
    }
    const problem = await this.problem(order, t);
    if (problem) return { ok: false, kind: 'refused', ...problem };

    const open = order.status === 'pending' ? await this.deps.orders.openAttempt(order.id) : null;
    if (open) {
      // The charge in flight is resumed with its own key (found if it was made) when paying the same way…
      if (source && open.gateway === method) return this.answer(await this.deps.charges.charge(open, source, { restore: null, notify: false }), t);
      // …otherwise its fate is settled first: paid stays paid; anything else frees the order for the new way.
      const settled = await this.deps.charges.settle(open, { restore: null, notify: false }, true);
      if (settled.kind === 'paid') return { ok: true };
      if (settled.kind === 'pending') return refused(409, t('checkout:orderPay.inFlight'));
    }

    const reopened = await this.deps.orders.reopenForPayment({ orderId: order.id, method, card, title: translator(order.language)(`checkout:payment.${method}`) });
    if (!reopened.ok) {
      if (reopened.reason === 'stock') return refused(409, shortageText(reopened.shortage, t));
      if (reopened.reason === 'coupon_usage') return refused(409, t('checkout:orderPay.couponUsed', { code: reopened.code }));
      return refused(409, t('checkout:orderPay.notPayable', { status: t(`checkout:status.${order.status}`) }));
    }
    if (!reopened.attempt || !source) {
      this.deps.onMailQueued();
      return { ok: true };
    }
    return this.answer(await this.deps.charges.charge(reopened.attempt, source, { restore: null, notify: false }), t);
  }

  private answer(outcome: Awaited<ReturnType<CardCharges['charge']>>, t: Translate): PayResult {
    return outcome.kind === 'declined' ? refused(402, t(DECLINE_MESSAGES[outcome.code])) : { ok: true };
  }
}

function sourceOf(method: PaymentMethodId, submission: PaySubmission, email: string): ChargeSource | null {
  if (method === 'stripe') return submission.stripePaymentMethod ? { kind: 'payment_method', paymentMethodId: submission.stripePaymentMethod, email } : null;
  return submission.card ? { kind: 'card', card: submission.card, email } : null;
}

function shortageText(shortage: StockShortage, t: Translate): string {
  return shortage.available > 0
    ? t('checkout:orderPay.notEnoughStock', { name: shortage.name, count: shortage.available })
    : t('checkout:orderPay.outOfStock', { name: shortage.name });
}

const fields = (errors: Record<string, string>): PayResult => ({ ok: false, kind: 'fields', errors });
const refused = (status: number, message: string): PayResult => ({ ok: false, kind: 'refused', status, message });
