import { upcomingRenewals } from './renewal-dates.ts';
import type { SubscriptionChange, VersionedSubscription } from './subscription-port.ts';

/** The task that mails a price-change notice (its handler is in the server). */
export const SUBSCRIPTION_PRICE_NOTICE_JOB = 'subscription_price_notice';

/** Shortest and longest notice a shop gives before a new price is charged, in days. */
export const MIN_PRICE_NOTICE_DAYS = 7;
export const MAX_PRICE_NOTICE_DAYS = 90;

/**
 * A new catalogue price applied to a running subscription, never silently:
 * its lines of the product keep the price they were sold at until the first
 * renewal on or after `from` (the notice period), and the customer is
 * mailed a notice now. `newPrice` gives the line's new price with this
 * subscription's plan discount. Nothing to do when the price is the same.
 */
export function announcePrice(
  subscription: VersionedSubscription,
  stockId: number,
  newPrice: (discountPercent: number) => number,
  from: Date,
): SubscriptionChange {
  const price = newPrice(subscription.discountPercent);
  const lines = subscription.lines.filter(
    (line) =>
      (line.variationId > 0 ? line.variationId : line.productId) === stockId && (line.unitPrice !== price || line.nextUnitPrice !== null),
  );
  const first = lines[0];
  if (!first || !subscription.nextRenewalAt) return { ok: false, reason: 'nothing_changed' };
  // The first renewal charged the new price: the first on the schedule on or after the notice ends.
  const schedule = upcomingRenewals(subscription.nextRenewalAt, subscription.interval, subscription.anchorDay, 24);
  const firstAtNewPrice = schedule.find((date) => date.getTime() >= from.getTime()) ?? from;
  return {
    ok: true,
    changes: { nextPrices: lines.map((line) => ({ lineId: line.id, price, from: firstAtNewPrice })) },
    event: {
      kind: 'price_changed',
      detail: { name: first.name, old_price: first.unitPrice, new_price: price, date: firstAtNewPrice.toISOString() },
    },
    undoable: false,
    jobs: [
      {
        task: SUBSCRIPTION_PRICE_NOTICE_JOB,
        payload: { subscriptionId: subscription.id, lineId: first.id, from: firstAtNewPrice.toISOString() },
        jobKey: `price-notice:${subscription.id}:${first.id}:${firstAtNewPrice.toISOString()}`,
      },
    ],
  };
}
