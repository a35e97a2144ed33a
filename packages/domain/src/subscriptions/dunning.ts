/**
 * Dunning: what happens after a renewal's card payment is declined. The
 * charge is tried again after each of `retryDays` (counted from the first
 * decline), the customer is mailed each time with a link to pay the
 * renewal order themselves; after the last retry fails the subscription
 * goes on-hold and the customer is told.
 */

/** Days after the first decline on which the card is tried again (configurable: RENEWAL_RETRY_DAYS). */
export const DEFAULT_RETRY_DAYS: readonly number[] = [1, 3, 7];

const DAY_MS = 24 * 60 * 60 * 1000;

export type DunningStep =
  /** Try again at this time. */
  | { kind: 'retry'; at: Date; attempt: number }
  /** No retries left: the subscription goes on-hold. */
  | { kind: 'hold' };

/**
 * What follows a declined renewal charge. `declines` counts the declines of
 * this renewal so far, this one included; `firstDeclineAt` is when the first
 * happened (retries are scheduled from it, so a late retry does not push the
 * later ones back).
 */
export function afterDecline(declines: number, firstDeclineAt: Date, retryDays: readonly number[] = DEFAULT_RETRY_DAYS): DunningStep {
  const days = retryDays[declines - 1];
  if (days === undefined) return { kind: 'hold' };
  return { kind: 'retry', at: new Date(firstDeclineAt.getTime() + days * DAY_MS), attempt: declines + 1 };
}

/** Parses a RENEWAL_RETRY_DAYS setting ("1,3,7"): increasing whole days, at most 10 of them; null when it is not that. */
export function parseRetryDays(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.length > 10 || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  const days = parts.map(Number);
  if (days.some((day, i) => day < 1 || (i > 0 && day <= (days[i - 1] ?? 0)))) return null;
  return days;
}
