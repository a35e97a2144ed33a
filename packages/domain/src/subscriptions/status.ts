import { SUBSCRIPTION_STATUSES, type SubscriptionActor, type SubscriptionStatus } from '@soul/contracts';
/**
 * The subscription lifecycle (WooCommerce Subscriptions' statuses, which
 * Recharge and Skio mirror). `pending` waits for the first order's payment;
 * `on-hold` is paused, out of stock at renewal, or out of payment retries;
 * `pending-cancel` was cancelled and runs to the end of the period already
 * paid for; `expired` ran its set number of renewals (none of the shop's
 * plans has one yet, but the status is WooCommerce's and the API shows it).
 */

export { SUBSCRIPTION_STATUSES, type SubscriptionStatus, type SubscriptionActor };

const TRANSITIONS: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  pending: ['active', 'cancelled'],
  active: ['on-hold', 'pending-cancel', 'cancelled', 'expired'],
  'on-hold': ['active', 'pending-cancel', 'cancelled'],
  // Cancelled by mistake: the customer may take it back before the paid period ends.
  'pending-cancel': ['active', 'cancelled'],
  cancelled: [],
  expired: [],
};

export function canTransition(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextStatuses(from: SubscriptionStatus): readonly SubscriptionStatus[] {
  return TRANSITIONS[from];
}

export class InvalidSubscriptionTransition extends Error {
  constructor(
    readonly from: SubscriptionStatus,
    readonly to: SubscriptionStatus,
  ) {
    super(`A subscription cannot move from ${from} to ${to}`);
  }
}

export function assertTransition(from: SubscriptionStatus, to: SubscriptionStatus): void {
  if (!canTransition(from, to)) throw new InvalidSubscriptionTransition(from, to);
}

/** Statuses in which the subscription still renews on its own. */
export function renewsAutomatically(status: SubscriptionStatus): boolean {
  return status === 'active';
}

/** Statuses the customer can still change (date, lines, card, skip, pause). */
export function isChangeable(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'on-hold';
}
