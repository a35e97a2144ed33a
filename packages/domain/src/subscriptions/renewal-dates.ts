/**
 * Renewal dates. A subscription renews every `interval` months on the day of
 * the month it started (its anchor day); in a month too short for that day it
 * renews on the month's last day, and goes back to the anchor day the month
 * after (started 31 January: 28/29 February, 31 March, 30 April, 31 May …),
 * as WooCommerce Subscriptions does. The time of day is kept. Dates are
 * computed in UTC: the shop is in one time zone and renewals run in the
 * morning, far from a day boundary.
 */

/** Shortest and longest billing interval a plan may have, in months (storefront §9). */
export const MIN_INTERVAL_MONTHS = 1;
export const MAX_INTERVAL_MONTHS = 12;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** `date` moved by `months` (may be negative), landing on `anchorDay` or the month's last day if it is shorter. */
export function addMonths(date: Date, months: number, anchorDay: number = date.getUTCDate()): Date {
  const totalMonths = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(totalMonths / 12);
  const monthIndex = totalMonths - year * 12;
  const day = Math.min(anchorDay, daysInMonth(year, monthIndex));
  return new Date(
    Date.UTC(year, monthIndex, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()),
  );
}

/** The renewal after `current`, `interval` months on, on the anchor day. */
export function nextRenewalAfter(current: Date, interval: number, anchorDay: number): Date {
  return addMonths(current, interval, anchorDay);
}

/** The next `count` renewal dates from `first` (itself included). */
export function upcomingRenewals(first: Date, interval: number, anchorDay: number, count: number): Date[] {
  const dates: Date[] = [];
  let date = first;
  for (let i = 0; i < count; i++) {
    dates.push(date);
    date = nextRenewalAfter(date, interval, anchorDay);
  }
  return dates;
}

/** How far ahead a customer may move their next renewal: a date between tomorrow and this many months out. */
export const MAX_RENEWAL_MOVE_MONTHS = 6;

export type RenewalDateProblem = 'date_in_past' | 'date_too_far';

/**
 * Whether `wanted` may become the next renewal date now: not before
 * tomorrow (a renewal due today is "renew now"), not more than
 * MAX_RENEWAL_MOVE_MONTHS ahead of today.
 */
export function checkNewRenewalDate(wanted: Date, now: Date): RenewalDateProblem | null {
  const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  if (wanted.getTime() < tomorrow.getTime()) return 'date_in_past';
  if (wanted.getTime() > addMonths(now, MAX_RENEWAL_MOVE_MONTHS).getTime()) return 'date_too_far';
  return null;
}
