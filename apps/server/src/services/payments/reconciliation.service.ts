import type { OrderRepository } from '@soul/domain/orders/order-port';
import type { PaymentRepository } from '@soul/domain/payments/payment-port';
import type { EditAnswers, OrderChange } from '@soul/domain/orders/order-changes';
import type { RefundOutcome } from '@soul/domain/payments/refund-intent';
import type { PaymentMethodId } from '@soul/contracts';
import type { CardCharges } from './card-charges.ts';
import { sendRefund, settleRefund, type Gateways } from './refund-runner.ts';

/** What one run did (for the log and tests). */
export interface ReconcileReport {
  /** Order charges found paid, and failed (declined, or never received by the gateway). */
  paid: number;
  failed: number;
  /** Refunds on their own finished (either way). */
  refunds: number;
  /** Edits, cancellations and one-click upsells finished (applied or abandoned). */
  changes: number;
  /** Still being processed by the gateway, or unreachable: looked at again next run. */
  waiting: number;
}

/** The reconciliation's task and schedule name (a cron schedule: once a minute across all instances, see commerce.ts). */
export const RECONCILIATION_JOB = 'payment_reconciliation';
/** How many of each kind one run takes on (a backlog drains over several runs). */
const BATCH = 100;

/**
 * Money that got stuck: a card charge, a refund, an edit or cancellation
 * whose process died (or whose gateway did not answer) between recording
 * its intent and recording the answer. Anything older than `afterMinutes`
 * at `now` is looked up at its gateway by idempotency key and finished the
 * way the request would have finished it: a charge found paid is recorded
 * as a normal success (processing, saved card, upsell, mail); one declined
 * or never received fails its order (stock and coupon uses back) and
 * mails the customer the pay-for-order link; a refund is recorded (or, if
 * the gateway never got it, sent now with the same key); an edit or
 * cancellation is applied or abandoned. Safe to run on any instance and
 * beside live requests: every answer is recorded only while its intent is
 * still open.
 */
export class PaymentReconciliation {
  constructor(
    private readonly deps: {
      orders: OrderRepository;
      payments: PaymentRepository;
      gateways: Gateways;
      charges: CardCharges;
      afterMinutes: number;
      log: (message: string) => void;
    },
  ) {}

  async run(now: Date): Promise<ReconcileReport> {
    const cutoff = new Date(now.getTime() - this.deps.afterMinutes * 60_000);
    const report: ReconcileReport = { paid: 0, failed: 0, refunds: 0, changes: 0, waiting: 0 };
    for (const attempt of await this.deps.orders.staleAttempts(cutoff, BATCH)) {
      const restore = attempt.restoreCart ? { sessionToken: attempt.sessionToken, cart: attempt.restoreCart } : null;
      const outcome = await this.guard(`charge ${attempt.idempotencyKey}`, () =>
        this.deps.charges.settle(attempt, { restore, notify: true }, true),
      );
      if (outcome?.kind === 'paid') report.paid++;
      else if (outcome?.kind === 'declined') report.failed++;
      else report.waiting++;
    }
    for (const intent of await this.deps.payments.staleRefunds(cutoff, BATCH)) {
      const outcome = await settleRefund(this.deps.gateways, intent, this.deps.log);
      if (!outcome) {
        report.waiting++;
        continue;
      }
      await this.deps.payments.finishRefund(intent, outcome);
      report.refunds++;
    }
    for (const upsell of await this.deps.orders.staleUpsells(cutoff, BATCH)) {
      const finished = await this.guard(`upsell ${upsell.idempotencyKey}`, () => this.finishUpsell(upsell));
      if (finished) report.changes++;
      else report.waiting++;
    }
    for (const change of await this.deps.orders.staleChanges(cutoff, BATCH)) {
      const finished = await this.guard(`order change ${change.id}`, () =>
        change.kind === 'cancel' ? this.finishCancel(change) : this.finishEdit(change),
      );
      if (finished) report.changes++;
      else report.waiting++;
    }
    if (report.paid + report.failed + report.refunds + report.changes > 0) {
      this.deps.log(
        `payment reconciliation: ${report.paid} paid, ${report.failed} failed, ${report.refunds} refunds, ${report.changes} changes, ${report.waiting} still waiting`,
      );
    }
    return report;
  }

  /** A cancellation whose refunds were sent (or not): finished once every refund has its answer. */
  private async finishCancel(change: OrderChange): Promise<boolean> {
    const answers = await this.refundAnswers(change.id);
    if (!answers) return false;
    await this.deps.orders.finishCancel(change.id, answers);
    return true;
  }

  /** An edit whose charge or refunds were sent (or not): applied if the money moved, abandoned if not. */
  private async finishEdit(change: OrderChange): Promise<boolean> {
    const charge = await this.deps.orders.chargeOfChange(change.id);
    let chargeAnswer: EditAnswers['charge'] = null;
    if (charge?.status === 'pending') {
      const gateway = this.deps.gateways[charge.gateway as PaymentMethodId];
      const found = gateway ? await gateway.findCharge(charge.idempotencyKey) : ({ state: 'not_found' } as const);
      if (found.state === 'processing') return false;
      chargeAnswer =
        found.state === 'succeeded'
          ? { ok: true, transactionId: found.transactionId }
          : found.state === 'failed'
            ? { ok: false, code: found.code, detail: found.detail }
            : // Never received: the customer is not charged later, unseen; the edit is abandoned.
              { ok: false, code: 'processing_error', detail: 'the charge never reached the gateway' };
    }
    const refunds = await this.refundAnswers(change.id);
    if (!refunds) return false;
    const finished = await this.deps.orders.finishEdit(change.id, { charge: chargeAnswer, refunds });
    if (!finished.ok && finished.reason === 'not_editable' && finished.giveBack) {
      const outcome = await sendRefund(this.deps.gateways, finished.giveBack, this.deps.log);
      if (outcome) await this.deps.payments.finishRefund(finished.giveBack, outcome);
    }
    return true;
  }

  /** A one-click upsell's charge: kept when paid; its line taken off again when declined or never received. */
  private async finishUpsell(upsell: { paymentId: number; gateway: string; idempotencyKey: string }): Promise<boolean> {
    const gateway = this.deps.gateways[upsell.gateway as PaymentMethodId];
    const found = gateway ? await gateway.findCharge(upsell.idempotencyKey) : ({ state: 'not_found' } as const);
    if (found.state === 'processing') return false;
    await this.deps.orders.finishUpsell(
      upsell.paymentId,
      found.state === 'succeeded'
        ? { ok: true, transactionId: found.transactionId }
        : found.state === 'failed'
          ? { ok: false, code: found.code, detail: found.detail }
          : { ok: false, code: 'processing_error', detail: 'the charge never reached the gateway' },
    );
    return true;
  }

  /** Answers for a change's pending refunds; null while one is still unknown. */
  private async refundAnswers(changeId: number): Promise<{ intentId: number; outcome: RefundOutcome }[] | null> {
    const answers: { intentId: number; outcome: RefundOutcome }[] = [];
    for (const intent of await this.deps.orders.refundsOfChange(changeId)) {
      if (intent.status !== 'pending') continue;
      const outcome = await settleRefund(this.deps.gateways, intent, this.deps.log);
      if (!outcome) return null;
      answers.push({ intentId: intent.id, outcome });
    }
    return answers;
  }

  /** One item's failure (a gateway down) never stops the run: it is logged and looked at next time. */
  private async guard<T>(what: string, work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      this.deps.log(`payment reconciliation: ${what}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
