import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { PaymentRepository } from '@soul/domain/payments/payment-port';
import type { ChargeAttempt, FailureOptions } from '@soul/domain/payments/charge-attempt';
import type { PaymentMethodId } from '@soul/contracts';
import { chargeResultOf, PaymentPendingError, type ChargeResult, type ChargeSource, type DeclineCode } from './gateway.ts';
import { sendRefund, type Gateways } from './refund-runner.ts';

/** How a charge attempt ended, as the customer is told. */
export type ChargeOutcome = { kind: 'paid'; transactionId: string } | { kind: 'declined'; code: DeclineCode } | { kind: 'pending' };

/**
 * Card charges of orders (the checkout's, a retry's, the pay-for-order
 * page's, reconciliation's): the gateway is asked with the attempt's own
 * idempotency key, after the attempt was committed, and the answer is
 * recorded the same way whoever got it — paid: processing, saved card,
 * upsell, subscriptions, mail; declined: failed, stock and coupon uses
 * back, the cart restored. An answer for an attempt already closed is not
 * recorded twice; money that arrived for a closed attempt is given back.
 */
export class CardCharges {
  constructor(
    private readonly deps: {
      orders: OrderRepository;
      payments: PaymentRepository;
      gateways: Gateways;
      upsellSeconds: number;
      log: (message: string) => void;
    },
  ) {}

  /** Asks the gateway for the attempt's charge and records its answer; pending when the gateway could not say. */
  async charge(attempt: ChargeAttempt, source: ChargeSource, onDecline: FailureOptions): Promise<ChargeOutcome> {
    const gateway = this.deps.gateways[attempt.gateway as PaymentMethodId];
    if (!gateway) throw new Error(`no gateway ${attempt.gateway} for payment ${attempt.paymentId}`);
    let result: ChargeResult;
    try {
      result = await gateway.charge({
        amountCents: attempt.amount,
        currency: 'EUR',
        description: `Soul Shop order #${attempt.orderId}`,
        idempotencyKey: attempt.idempotencyKey,
        source,
      });
    } catch (error) {
      if (!(error instanceof PaymentPendingError)) throw error;
      this.deps.log(`charge ${attempt.idempotencyKey}: ${error.message}; left for reconciliation`);
      return { kind: 'pending' };
    }
    return this.record(attempt, result, onDecline);
  }

  /**
   * Asks the gateway what became of an attempt without charging (a retry
   * that brings no card, a cancellation, reconciliation). `giveUp`: a charge
   * the gateway never received is closed as failed (reconciliation, after
   * its wait); otherwise it stays open.
   */
  async settle(attempt: ChargeAttempt, onDecline: FailureOptions, giveUp: boolean): Promise<ChargeOutcome> {
    const gateway = this.deps.gateways[attempt.gateway as PaymentMethodId];
    if (!gateway) return { kind: 'pending' };
    const found = await gateway.findCharge(attempt.idempotencyKey);
    const result = chargeResultOf(found);
    if (result) return this.record(attempt, result, onDecline);
    if (found.state === 'not_found' && giveUp) {
      return this.record(attempt, { ok: false, code: 'processing_error', detail: 'the charge never reached the gateway' }, onDecline);
    }
    return { kind: 'pending' };
  }

  private async record(attempt: ChargeAttempt, result: ChargeResult, onDecline: FailureOptions): Promise<ChargeOutcome> {
    if (!result.ok) {
      await this.deps.orders.recordFailed(attempt.paymentId, { code: result.code, detail: result.detail }, onDecline);
      return { kind: 'declined', code: result.code };
    }
    const recorded = await this.deps.orders.recordPaid(attempt.paymentId, {
      transactionId: result.transactionId,
      card: result.card,
      upsellSeconds: this.deps.upsellSeconds,
    });
    if (recorded === 'recorded') return { kind: 'paid', transactionId: result.transactionId };
    // Closed meanwhile: recorded as paid by another answer to this same charge, or failed or cancelled — then the money goes back.
    const late = await this.deps.orders.recordLateCharge(attempt.paymentId, result.transactionId);
    if (!late) return { kind: 'paid', transactionId: result.transactionId };
    this.deps.log(`charge ${attempt.idempotencyKey} went through after its attempt was closed: giving it back`);
    const outcome = await sendRefund(this.deps.gateways, late, this.deps.log);
    if (outcome) await this.deps.payments.finishRefund(late, outcome);
    return { kind: 'declined', code: 'processing_error' };
  }
}
