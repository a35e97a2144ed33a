import { message, problem, type Language, type OrderStatus, type Problem } from '@soul/contracts';
import type {
  AdminOrderExtras,
  AdminOrderListQuery,
  AdminOrderRepository,
  AdminOrderRow,
  OrderNote,
} from '@soul/domain/orders/admin-order-port';
import { backOfficeNextStatuses, planTransition, type BackOfficeTarget } from '@soul/domain/orders/back-office-transitions';
import type { Carrier } from '@soul/domain/orders/carriers';
import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { StoredOrder } from '@soul/domain/orders/stored-order';
import type { PaymentRepository } from '@soul/domain/payments/payment-port';
import type { PaymentMethodId } from '@soul/contracts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { sendRefund, type Gateways } from '../payments/refund-runner.ts';
import { cancelProblem, type OrderCancellationService } from './order-cancellation.ts';

export type Result<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** An order as the back office reads it: the stored order, what the detail adds, and the moves it may make now. */
export interface AdminOrderDetail {
  order: StoredOrder;
  extras: AdminOrderExtras;
  next: BackOfficeTarget[];
}

export interface AdminOrderMails {
  shipped(order: StoredOrder, shipment: { carrier: Carrier; trackingNumber: string }): Promise<OutgoingMail>;
  note(order: StoredOrder, note: string): Promise<(noteId: number) => OutgoingMail>;
  packingSlip(order: StoredOrder, language: Language): Promise<Buffer>;
}

/** "Order #12 is Shipped: it cannot move to Cancelled", in the reader's language. */
function refused(number: number, from: string, to: string): Problem {
  return problem('adminOrderTransitionRefused', {
    number,
    from: message(`checkout:status.${from}`),
    to: message(`checkout:status.${to}`),
  });
}

/**
 * The back office's orders (issue 21): list and detail; status moves along
 * the domain's map (planTransition), shipping with a carrier and tracking
 * number and the customer's mail; notes, private or mailed; refunds
 * through the gateway that charged, asked between transactions (the
 * payment repository's two halves); the packing slip.
 */
export class AdminOrderService {
  constructor(
    private readonly deps: {
      adminOrders: AdminOrderRepository;
      orders: Pick<OrderRepository, 'find'>;
      cancellations: Pick<OrderCancellationService, 'cancel'>;
      payments: Pick<PaymentRepository, 'requestRefund' | 'finishRefund'>;
      gateways: Gateways;
      mails: AdminOrderMails;
      log: (message: string) => void;
    },
  ) {}

  list(query: AdminOrderListQuery): Promise<{ rows: AdminOrderRow[]; total: number }> {
    return this.deps.adminOrders.list(query);
  }

  async detail(orderId: number): Promise<AdminOrderDetail | null> {
    const order = await this.deps.orders.find(orderId);
    if (!order) return null;
    const extras = await this.deps.adminOrders.extras(orderId);
    return { order, extras, next: backOfficeNextStatuses({ status: order.status as OrderStatus, shippingRateId: order.shippingRateId }) };
  }

  async transition(
    orderId: number,
    userId: number,
    request: { to: BackOfficeTarget; carrier?: string | undefined; trackingNumber?: string | undefined; note?: string | undefined },
  ): Promise<Result<AdminOrderDetail>> {
    const order = await this.deps.orders.find(orderId);
    if (!order) return { ok: false, problem: problem('orderNotFound') };
    const from = order.status as OrderStatus;
    const plan = planTransition({ status: from, shippingRateId: order.shippingRateId }, request);
    if (!plan.ok) {
      switch (plan.reason) {
        case 'invalid_transition':
          return { ok: false, problem: refused(order.id, from, request.to) };
        case 'nothing_to_ship':
          return { ok: false, problem: problem('adminOrderNothingToShip', { number: order.id }) };
        case 'carrier_required':
          return { ok: false, problem: problem('adminOrderCarrierRequired') };
        case 'unknown_carrier':
          return { ok: false, problem: problem('adminOrderUnknownCarrier', { carrier: request.carrier ?? '' }) };
      }
    }
    const note = request.note && request.note.length > 0 ? request.note : null;
    if (plan.kind === 'cancel') {
      // The customer's cancellation, as it is: stock and coupon uses back, card money refunded (gateway between its transactions).
      const cancelled = await this.deps.cancellations.cancel(order, userId);
      if (!cancelled.ok) {
        return {
          ok: false,
          problem:
            cancelled.reason === 'not_cancellable'
              ? refused(order.id, await this.statusOf(order.id), 'cancelled')
              : cancelProblem(cancelled.reason),
        };
      }
      await this.deps.adminOrders.recordEvent(order.id, userId, 'status_changed', {
        from,
        to: 'cancelled',
        ...('pending' in cancelled ? { refund_pending: true } : {}),
        ...(note ? { note } : {}),
      });
      return this.answer(order.id);
    }
    const shipment = plan.kind === 'ship' ? { carrier: plan.carrier, trackingNumber: plan.trackingNumber } : null;
    const mail = shipment ? await this.deps.mails.shipped(order, shipment) : null;
    const applied = await this.deps.adminOrders.transition({
      orderId: order.id,
      from,
      to: request.to as Exclude<BackOfficeTarget, 'cancelled'>,
      userId,
      shipment: shipment ? { carrier: shipment.carrier.id, trackingNumber: shipment.trackingNumber } : null,
      note,
      mail,
    });
    if (!applied) return { ok: false, problem: refused(order.id, await this.statusOf(order.id), request.to) };
    return this.answer(order.id);
  }

  async addNote(orderId: number, authorId: number, note: string, toCustomer: boolean): Promise<Result<OrderNote>> {
    const order = await this.deps.orders.find(orderId);
    if (!order) return { ok: false, problem: problem('orderNotFound') };
    const mail = toCustomer ? await this.deps.mails.note(order, note) : null;
    return { ok: true, value: await this.deps.adminOrders.addNote({ orderId, authorId, note, toCustomer }, mail) };
  }

  /**
   * Gives `amount` back over the order's card payments that still hold
   * money, oldest first, each through the payment repository's two halves
   * with the gateway asked between them (never inside a transaction).
   * `pending` when a gateway did not answer: reconciliation finishes it.
   */
  async refund(
    orderId: number,
    userId: number,
    request: { amount: number; reason: string; lines?: { line_id: number; quantity: number }[] | undefined },
  ): Promise<Result<{ detail: AdminOrderDetail; pending: boolean }>> {
    const order = await this.deps.orders.find(orderId);
    if (!order) return { ok: false, problem: problem('orderNotFound') };
    for (const line of request.lines ?? []) {
      const stored = order.lines.find((l) => l.id === line.line_id);
      if (!stored || line.quantity > stored.quantity) return { ok: false, problem: problem('adminOrderRefundLines') };
    }
    const { payments } = await this.deps.adminOrders.extras(orderId);
    const refundable = payments
      .filter(
        (p) => p.status === 'successful' && p.transactionId !== null && this.deps.gateways[p.gateway as PaymentMethodId] !== undefined,
      )
      .map((p) => ({ id: p.id, held: p.amount - p.refunded - p.refundPending }))
      .filter((p) => p.held > 0);
    const available = refundable.reduce((sum, p) => sum + p.held, 0);
    if (available === 0) return { ok: false, problem: problem('adminOrderNothingToRefund') };
    if (request.amount > available) return { ok: false, problem: problem('refundTooLarge') };
    let remaining = request.amount;
    let pending = false;
    let refunded = 0;
    for (const payment of refundable) {
      if (remaining === 0) break;
      const part = Math.min(remaining, payment.held);
      const requested = await this.deps.payments.requestRefund(payment.id, part, request.reason);
      if (!requested.ok) {
        // What earlier payments already gave back stays on the timeline.
        if (refunded > 0) await this.recordRefund(orderId, userId, refunded, request, pending);
        return { ok: false, problem: problem(requested.reason === 'not_refundable' ? 'paymentNotRefundable' : 'refundTooLarge') };
      }
      const outcome = await sendRefund(this.deps.gateways, requested.intent, this.deps.log);
      if (outcome) await this.deps.payments.finishRefund(requested.intent, outcome);
      if (outcome && !outcome.ok) {
        if (refunded > 0) await this.recordRefund(orderId, userId, refunded, request, pending);
        return { ok: false, problem: problem('refundFailed') };
      }
      pending ||= outcome === null;
      refunded += part;
      remaining -= part;
    }
    await this.recordRefund(orderId, userId, refunded, request, pending);
    const detail = await this.detail(orderId);
    if (!detail) return { ok: false, problem: problem('orderNotFound') };
    return { ok: true, value: { detail, pending } };
  }

  async packingSlip(orderId: number, language: Language | null): Promise<{ pdf: Buffer; orderId: number; language: Language } | null> {
    const order = await this.deps.orders.find(orderId);
    if (!order) return null;
    const lang = language ?? order.language;
    return { pdf: await this.deps.mails.packingSlip(order, lang), orderId, language: lang };
  }

  private recordRefund(
    orderId: number,
    userId: number,
    amount: number,
    request: { reason: string; lines?: { line_id: number; quantity: number }[] | undefined },
    pending: boolean,
  ): Promise<void> {
    return this.deps.adminOrders.recordEvent(orderId, userId, 'refund', {
      amount,
      reason: request.reason,
      ...(request.lines ? { lines: request.lines } : {}),
      ...(pending ? { pending: true } : {}),
    });
  }

  private async statusOf(orderId: number): Promise<string> {
    return (await this.deps.orders.find(orderId))?.status ?? 'cancelled';
  }

  private async answer(orderId: number): Promise<Result<AdminOrderDetail>> {
    const detail = await this.detail(orderId);
    return detail ? { ok: true, value: detail } : { ok: false, problem: problem('orderNotFound') };
  }
}
