import { checkNewRenewalDate, upcomingRenewals } from './renewal-dates.ts';
import { previewPause, previewSkip, resumeRenewalDate, MAX_PAUSE_MONTHS } from './schedule-preview.ts';
import { isChangeable } from './status.ts';
import type { SubscriptionChange, VersionedSubscription } from './subscription-port.ts';

/**
 * What a customer's action does to a subscription, decided from the
 * subscription as it is (under its row lock): the fields it changes and
 * the timeline entry, or why it is refused. Pure: the repository applies it.
 */

const refuse = (reason: SubscriptionActionRefusal): SubscriptionChange => ({ ok: false, reason });

export type SubscriptionActionRefusal =
  | 'not_changeable'
  | 'not_active'
  | 'not_paused'
  | 'not_cancelled'
  | 'date_in_past'
  | 'date_too_far'
  | 'pause_too_long'
  | 'last_line'
  | 'unknown_line';

const day = (date: Date | null) => (date ? date.toISOString() : null);

/** A new next renewal date (the time of day kept); later renewals follow from it, on its day of the month. */
export function changeRenewalDate(subscription: VersionedSubscription, wanted: Date, now: Date): SubscriptionChange {
  if (subscription.status !== 'active') return refuse('not_active');
  const current = subscription.nextRenewalAt ?? now;
  const next = new Date(
    Date.UTC(wanted.getUTCFullYear(), wanted.getUTCMonth(), wanted.getUTCDate(), current.getUTCHours(), current.getUTCMinutes()),
  );
  const problem = checkNewRenewalDate(next, now);
  if (problem) return refuse(problem);
  return {
    ok: true,
    changes: { nextRenewalAt: next, anchorDay: next.getUTCDate() },
    event: { kind: 'date_changed', detail: { from: day(subscription.nextRenewalAt), to: day(next) } },
    undoable: false,
  };
}

/** Skips the next delivery: it moves one interval on. Undoable for a minute. */
export function skipNext(subscription: VersionedSubscription): SubscriptionChange {
  if (subscription.status !== 'active' || !subscription.nextRenewalAt) return refuse('not_active');
  const { nextRenewalAt } = previewSkip(subscription, subscription.nextRenewalAt);
  return {
    ok: true,
    changes: { nextRenewalAt },
    event: { kind: 'skipped', detail: { from: day(subscription.nextRenewalAt), to: day(nextRenewalAt) } },
    undoable: true,
  };
}

/** Pauses for 1–3 months: on hold until renewals start again. Undoable for a minute; resumable any time. */
export function pause(subscription: VersionedSubscription, months: number): SubscriptionChange {
  if (months < 1 || months > MAX_PAUSE_MONTHS) return refuse('pause_too_long');
  if (subscription.status !== 'active' || !subscription.nextRenewalAt) return refuse('not_active');
  const { resumesAt } = previewPause(subscription, subscription.nextRenewalAt, months);
  return {
    ok: true,
    changes: { status: 'on-hold', holdReason: 'paused', nextRenewalAt: resumesAt, putOffRenewalAt: subscription.nextRenewalAt },
    event: { kind: 'paused', detail: { months, until: day(resumesAt) } },
    undoable: true,
  };
}

/** Ends a pause early: renews on the date the pause put off, or tomorrow if that has passed. */
export function resume(subscription: VersionedSubscription, now: Date): SubscriptionChange {
  if (subscription.status !== 'on-hold' || subscription.holdReason !== 'paused' || !subscription.nextRenewalAt) return refuse('not_paused');
  const next = resumeRenewalDate(subscription.putOffRenewalAt ?? now, subscription.nextRenewalAt, now);
  return {
    ok: true,
    changes: { status: 'active', holdReason: null, nextRenewalAt: next, putOffRenewalAt: null },
    event: { kind: 'resumed', detail: { next: day(next) } },
    undoable: false,
  };
}

/**
 * Cancels: a subscription with a paid period still running goes on to its
 * end (pending-cancel, nothing more is charged); one that never started or
 * waits for a payment ends now.
 */
export function cancel(subscription: VersionedSubscription, now: Date): SubscriptionChange {
  if (!isChangeable(subscription.status) && subscription.status !== 'pending') return refuse('not_changeable');
  const runsUntil =
    subscription.status === 'active' && subscription.nextRenewalAt && subscription.nextRenewalAt > now ? subscription.nextRenewalAt : null;
  return {
    ok: true,
    changes: runsUntil
      ? { status: 'pending-cancel', endsAt: runsUntil, nextRenewalAt: null, holdReason: null }
      : { status: 'cancelled', endsAt: now, nextRenewalAt: null, holdReason: null },
    event: { kind: 'cancelled', detail: { until: day(runsUntil ?? now) } },
    undoable: false,
  };
}

/** Takes a cancellation back before the paid period ends: renewals go on from where they would have. */
export function reactivate(subscription: VersionedSubscription, now: Date): SubscriptionChange {
  if (subscription.status !== 'pending-cancel' || !subscription.endsAt || subscription.endsAt <= now) return refuse('not_cancelled');
  return {
    ok: true,
    changes: { status: 'active', endsAt: null, nextRenewalAt: subscription.endsAt },
    event: { kind: 'reactivated', detail: { next: day(subscription.endsAt) } },
    undoable: false,
  };
}

/** A line's new quantity; 0 removes it, but a subscription keeps at least one line. */
export function changeLine(subscription: VersionedSubscription, lineId: number, quantity: number): SubscriptionChange {
  if (!isChangeable(subscription.status)) return refuse('not_changeable');
  const line = subscription.lines.find((l) => l.id === lineId);
  if (!line) return refuse('unknown_line');
  if (quantity === 0 && subscription.lines.length === 1) return refuse('last_line');
  return {
    ok: true,
    changes: { lines: [{ ...line, id: line.id, quantity }] },
    event: {
      kind: quantity === 0 ? 'line_removed' : 'line_changed',
      detail: { name: line.name, from: line.quantity, to: quantity },
    },
    undoable: false,
  };
}

/** Adds a product at its subscription price (or more of one already there). */
export function addLine(
  subscription: VersionedSubscription,
  product: { productId: number; variationId: number; name: string; sku: string; unitPrice: number; taxRatePercent: number },
  quantity: number,
): SubscriptionChange {
  if (!isChangeable(subscription.status)) return refuse('not_changeable');
  const existing = subscription.lines.find((l) => l.productId === product.productId && l.variationId === product.variationId);
  const line = existing ? { ...existing, quantity: existing.quantity + quantity } : { id: null, ...product, quantity };
  return {
    ok: true,
    changes: { lines: [line] },
    event: { kind: 'line_added', detail: { name: product.name, quantity, price: product.unitPrice } },
    undoable: false,
  };
}

/** Moves renewals to another saved card of the customer's. */
export function changeCard(subscription: VersionedSubscription, card: { id: number; gateway: string; last4: string }): SubscriptionChange {
  if (!isChangeable(subscription.status) && subscription.status !== 'pending-cancel') return refuse('not_changeable');
  return {
    ok: true,
    changes: { paymentTokenId: card.id, paymentMethod: card.gateway },
    event: { kind: 'payment_method_changed', detail: { last4: card.last4 } },
    undoable: false,
  };
}

/** The renewals shown on the subscription: the next few from its next date (none once it no longer renews). */
export function upcoming(subscription: VersionedSubscription, count: number): Date[] {
  return subscription.nextRenewalAt
    ? upcomingRenewals(subscription.nextRenewalAt, subscription.interval, subscription.anchorDay, count)
    : [];
}
