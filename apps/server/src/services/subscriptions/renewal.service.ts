import type { Language, PaymentMethodId } from '@soul/contracts';
import type { OrderRepository } from '@soul/domain/orders/order-port';
import { statusAtPlacement } from '@soul/domain/orders/status';
import { taxRateOf } from '@soul/domain/cart/tax-rates';
import { afterDecline, type DunningStep } from '@soul/domain/subscriptions/dunning';
import { nextRenewalAfter } from '@soul/domain/subscriptions/renewal-dates';
import { renewalOrder } from '@soul/domain/subscriptions/renewal-order';
import type { SubscriptionActor } from '@soul/domain/subscriptions/status';
import type { SubscriptionRepository, VersionedSubscription } from '@soul/domain/subscriptions/subscription-port';
import type { CatalogueService } from '../catalogue.service.ts';
import type { Clock } from '../clock.ts';
import type { CardCharges, ChargeOutcome } from '../payments/card-charges.ts';
import type { QueueJob } from '../jobs/job-task.ts';
import { translator } from '../../i18n.ts';

/** Task names of the renewal jobs (the sweep queues the other two). */
export const SUBSCRIPTION_SWEEP_JOB = 'subscription_sweep';
export const SUBSCRIPTION_RENEWAL_JOB = 'subscription_renewal';
export const SUBSCRIPTION_RETRY_JOB = 'subscription_renewal_retry';

/** The reminder mail's task name (its handler is renewal-reminder-job.ts). */
export const SUBSCRIPTION_REMINDER_JOB = 'subscription_renewal_reminder';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many renewals one sweep queues; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

export type RenewalOutcome =
  | { kind: 'paid'; orderId: number }
  /** Ordered; its money comes later (bank transfer), or the card's answer is not known yet (reconciliation settles it). */
  | { kind: 'ordered'; orderId: number }
  | { kind: 'declined'; orderId: number; step: DunningStep | null }
  | { kind: 'waiting_for_stock'; product: string }
  | { kind: 'skipped'; reason: 'not_due' | 'already_renewed' | 'changed' };

const CARD_METHODS: readonly string[] = ['soul_test_card', 'stripe'];

/**
 * Renewals: the sweep (a schedule, once across instances) finds what is
 * due and queues one job per subscription and period; each job places
 * the renewal order and charges the saved card off-session, outside any
 * transaction (the period's key in the database makes it happen at most
 * once, whatever retries or crashes). Declined: dunning (retries after
 * RENEWAL_RETRY_DAYS, the customer mailed a link to pay each time, on hold
 * after the last).
 */
export class RenewalService {
  constructor(
    private readonly deps: {
      subscriptions: SubscriptionRepository;
      orders: OrderRepository;
      catalogue: CatalogueService;
      charges: CardCharges;
      clock: Clock;
      retryDays: readonly number[];
      /** Days before a renewal its reminder is mailed; 0: no reminders. */
      reminderDays: number;
      queue: QueueJob;
      log: (message: string) => void;
    },
  ) {}

  /** The schedule's work: ends finished pending-cancels, queues due renewals and retries. */
  async sweep(): Promise<{ ended: number; renewals: number; retries: number; reminders: number }> {
    const now = this.deps.clock.now();
    const ended = await this.deps.subscriptions.endCancelled(now);
    const due = await this.deps.subscriptions.dueRenewals(now, SWEEP_BATCH);
    for (const { subscriptionId, dueAt } of due) {
      await this.deps.queue(
        SUBSCRIPTION_RENEWAL_JOB,
        { subscriptionId, dueAt: dueAt.toISOString() },
        { jobKey: `renewal:${subscriptionId}:${dueAt.toISOString()}` },
      );
    }
    const retries = await this.deps.subscriptions.dueRetries(now, SWEEP_BATCH);
    for (const retry of retries) {
      await this.deps.queue(
        SUBSCRIPTION_RETRY_JOB,
        { renewalId: retry.renewalId },
        { jobKey: `renewal-retry:${retry.renewalId}:${retry.declines}` },
      );
    }
    const reminders =
      this.deps.reminderDays > 0
        ? await this.deps.subscriptions.dueReminders(new Date(now.getTime() + this.deps.reminderDays * DAY_MS), SWEEP_BATCH)
        : [];
    for (const { subscriptionId, dueAt } of reminders) {
      // A renewal due now is renewed, not announced: its receipt says it all.
      if (dueAt <= now) continue;
      await this.deps.queue(
        SUBSCRIPTION_REMINDER_JOB,
        { subscriptionId, dueAt: dueAt.toISOString() },
        { jobKey: `renewal-reminder:${subscriptionId}:${dueAt.toISOString()}` },
      );
    }
    return { ended: ended.length, renewals: due.length, retries: retries.length, reminders: reminders.length };
  }

  /**
   * Renews one period of a subscription: the job's work, and "renew now"
   * (then `dueAt` is the next renewal date the customer saw, and the
   * customer is the actor).
   */
  async renew(
    subscriptionId: number,
    dueAt: Date,
    who: { actor: SubscriptionActor; userId: number | null } = SYSTEM,
  ): Promise<RenewalOutcome> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const subscription = await this.deps.subscriptions.find(subscriptionId);
      if (subscription?.nextRenewalAt?.getTime() !== dueAt.getTime()) return { kind: 'skipped', reason: 'not_due' };
      const opened = await this.deps.subscriptions.openRenewal({
        subscriptionId,
        version: subscription.version,
        dueAt,
        nextRenewalAt: nextRenewalAfter(dueAt, subscription.interval, subscription.anchorDay),
        order: renewalOrder(subscription, await this.taxRates(subscription), dueAt),
        orderStatus: placementStatus(subscription.paymentMethod),
        card: CARD_METHODS.includes(subscription.paymentMethod),
        paymentTitle: translator(subscription.language)(`checkout:payment.${subscription.paymentMethod}`),
        actor: who.actor,
        userId: who.userId,
      });
      if (!opened.ok) {
        if (opened.reason === 'changed') continue;
        if (opened.reason === 'stock') return { kind: 'waiting_for_stock', product: opened.shortage.name };
        return { kind: 'skipped', reason: opened.reason };
      }
      if (!opened.attempt) {
        return placementStatus(subscription.paymentMethod) === 'processing'
          ? { kind: 'paid', orderId: opened.orderId }
          : { kind: 'ordered', orderId: opened.orderId };
      }
      const outcome = await this.charge(opened.attempt, opened.card);
      return this.afterCharge(outcome, opened.renewalId, opened.orderId);
    }
    return { kind: 'skipped', reason: 'changed' };
  }

  /** A declined renewal's next try: the failed order is reopened (its stock taken again) and the saved card charged once more. */
  async retry(renewalId: number): Promise<RenewalOutcome> {
    const due = await this.deps.subscriptions.dueRetry(renewalId, this.deps.clock.now());
    if (!due) return { kind: 'skipped', reason: 'not_due' };
    const subscription = await this.deps.subscriptions.find(due.subscriptionId);
    if (!subscription || (subscription.status !== 'active' && subscription.status !== 'on-hold'))
      return { kind: 'skipped', reason: 'not_due' };
    const reopened = await this.deps.orders.reopenForPayment({
      orderId: due.orderId,
      method: subscription.paymentMethod,
      card: true,
      title: translator(subscription.language)(`checkout:payment.${subscription.paymentMethod}`),
    });
    if (!reopened.ok) {
      if (reopened.reason === 'stock') return { kind: 'waiting_for_stock', product: reopened.shortage.name };
      // Paid meanwhile (the customer used the link in the mail), or no longer payable.
      return { kind: 'skipped', reason: 'already_renewed' };
    }
    await this.deps.subscriptions.markRetrying(renewalId);
    if (!reopened.attempt) return { kind: 'ordered', orderId: due.orderId };
    const card = subscription.card ? await this.savedCard(subscription) : null;
    const outcome = await this.charge(reopened.attempt, card);
    return this.afterCharge(outcome, renewalId, due.orderId);
  }

  private async charge(
    attempt: Parameters<CardCharges['charge']>[0],
    card: { customerRef: string; token: string } | null,
  ): Promise<ChargeOutcome> {
    // Declines mail the customer the pay-for-order link (notify); nothing goes back to a cart.
    const onDecline = { restore: null, notify: true };
    if (!card) {
      await this.deps.orders.recordFailed(attempt.paymentId, { code: 'no_saved_card', detail: 'no saved card to renew with' }, onDecline);
      return { kind: 'declined', code: 'invalid_card' };
    }
    return this.deps.charges.charge(attempt, { kind: 'saved', customerRef: card.customerRef, token: card.token }, onDecline);
  }

  private async afterCharge(outcome: ChargeOutcome, renewalId: number, orderId: number): Promise<RenewalOutcome> {
    if (outcome.kind === 'paid') return { kind: 'paid', orderId };
    if (outcome.kind === 'pending') return { kind: 'ordered', orderId };
    const step = await this.deps.subscriptions.recordRenewalDecline(renewalId, this.deps.clock.now(), (declines, first) =>
      afterDecline(declines, first, this.deps.retryDays),
    );
    this.deps.log(`renewal ${renewalId} declined (${outcome.code}): ${step?.kind ?? 'already recorded'}`);
    return { kind: 'declined', orderId, step };
  }

  private async savedCard(subscription: VersionedSubscription): Promise<{ customerRef: string; token: string } | null> {
    return subscription.card ? this.deps.subscriptions.cardOf(subscription.card.tokenId) : null;
  }

  /** Today's VAT rate of each product the subscription renews (null for a product no longer sold). */
  private async taxRates(subscription: VersionedSubscription): Promise<(stockId: number) => number | null> {
    const ids = subscription.lines.map((line) => (line.variationId > 0 ? line.variationId : line.productId));
    const products = await this.deps.catalogue.domainProducts(ids, subscription.language as Language);
    return (stockId) => {
      const product = products.get(stockId);
      return product ? taxRateOf(product.taxClass) : null;
    };
  }
}

const SYSTEM = { actor: 'system' as const, userId: null };

function placementStatus(method: string): 'pending' | 'processing' | 'on-hold' {
  const status = statusAtPlacement(method as PaymentMethodId);
  return status === 'processing' || status === 'on-hold' ? status : 'pending';
}
