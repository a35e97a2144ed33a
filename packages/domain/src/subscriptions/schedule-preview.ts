import { shippingRatesFor } from '../cart/shipping.ts';
import { addMonths, nextRenewalAfter, upcomingRenewals } from './renewal-dates.ts';
import { linesTotal, type Subscription, type SubscriptionLine } from './subscription.ts';

/** A renewal as the customer will see it charged. */
export interface PlannedRenewal {
  date: Date;
  goods: number;
  shipping: number;
  total: number;
}

/** How many renewals a preview lists. */
export const PREVIEW_RENEWALS = 3;

/** Longest pause a customer can choose, in months. */
export const MAX_PAUSE_MONTHS = 3;

/** How long a skip or a pause can be taken back, in milliseconds. */
export const UNDO_WINDOW_MS = 60_000;

/** What a preview needs of a subscription: its lines' quantities and prices, its schedule and its shipping. */
type Priced = Pick<Subscription, 'shippingRateId' | 'shippingAddress'> & {
  lines: readonly (Pick<SubscriptionLine, 'quantity' | 'unitPrice'> & Partial<Pick<SubscriptionLine, 'nextUnitPrice' | 'nextPriceFrom'>>)[];
};
type Plannable = Priced & Pick<Subscription, 'interval' | 'anchorDay'>;

/** What one renewal of these lines on `date` costs (an announced price counts from its day), shipping by the rate chosen (free parcel lockers above the threshold, as at checkout). */
export function renewalAmount(subscription: Priced, date: Date | null = null): Omit<PlannedRenewal, 'date'> {
  const goods = linesTotal(subscription.lines, date);
  const rates = shippingRatesFor(subscription.shippingAddress.postcode, subscription.shippingAddress.country, goods);
  const rate = rates.find((candidate) => candidate.rateId === subscription.shippingRateId) ?? rates[0];
  const shipping = rate?.price ?? 0;
  return { goods, shipping, total: goods + shipping };
}

/**
 * What the next renewal would cost with `quantity` more of a product at
 * `unitPrice` (shown before a customer adds it): shipping is worked out
 * again, since the goods may now reach the free-delivery threshold.
 */
export function renewalAmountWithAdded(
  subscription: Priced,
  unitPrice: number,
  quantity: number,
  date: Date | null = null,
): Omit<PlannedRenewal, 'date'> {
  return renewalAmount({ ...subscription, lines: [...subscription.lines, { quantity, unitPrice }] }, date);
}

/** The next PREVIEW_RENEWALS renewals from `first`. */
export function plannedRenewals(subscription: Plannable, first: Date): PlannedRenewal[] {
  return upcomingRenewals(first, subscription.interval, subscription.anchorDay, PREVIEW_RENEWALS).map((date) => ({
    date,
    ...renewalAmount(subscription, date),
  }));
}

/** Skipping the next delivery: it moves one interval on; what follows. */
export function previewSkip(subscription: Plannable, nextRenewalAt: Date): { nextRenewalAt: Date; renewals: PlannedRenewal[] } {
  const next = nextRenewalAfter(nextRenewalAt, subscription.interval, subscription.anchorDay);
  return { nextRenewalAt: next, renewals: plannedRenewals(subscription, next) };
}

/** Pausing for `months` (1–MAX_PAUSE_MONTHS): renewals start again that many months after the next one was due; what follows. */
export function previewPause(
  subscription: Plannable,
  nextRenewalAt: Date,
  months: number,
): { resumesAt: Date; renewals: PlannedRenewal[] } {
  const resumesAt = addMonths(nextRenewalAt, months, subscription.anchorDay);
  return { resumesAt, renewals: plannedRenewals(subscription, resumesAt) };
}

/**
 * Resuming a paused subscription early: it renews on the date the pause had
 * put off, or tomorrow if that has passed, never later than the pause's own
 * end.
 */
export function resumeRenewalDate(putOff: Date, pausedUntil: Date, now: Date): Date {
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const wanted = putOff.getTime() > tomorrow.getTime() ? putOff : tomorrow;
  return wanted.getTime() < pausedUntil.getTime() ? wanted : pausedUntil;
}
