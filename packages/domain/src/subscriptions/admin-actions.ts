import { canTransition, type SubscriptionStatus } from './status.ts';
import type { SubscriptionChange, VersionedSubscription } from './subscription-port.ts';

/**
 * Status changes only the shop makes (the back office's PUT): put a
 * subscription on hold, release the hold, or end it at once (a customer's
 * own cancel runs to the end of the paid period instead). Moves the
 * transition map forbids are refused.
 */
export function setStatusByShop(subscription: VersionedSubscription, to: SubscriptionStatus, now: Date): SubscriptionChange {
  if (to === subscription.status) return { ok: false, reason: 'nothing_changed' };
  if (!canTransition(subscription.status, to) || (to !== 'on-hold' && to !== 'active' && to !== 'cancelled')) {
    return { ok: false, reason: 'not_changeable' };
  }
  if (to === 'on-hold') {
    return {
      ok: true,
      changes: { status: 'on-hold', holdReason: 'administrator' },
      event: { kind: 'paused', detail: { months: null, until: null } },
      undoable: false,
    };
  }
  if (to === 'active') {
    // A paused, held or cancelled-to-end subscription renews again from its date (tomorrow at the earliest).
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    const date = subscription.nextRenewalAt ?? subscription.endsAt ?? tomorrow;
    return {
      ok: true,
      changes: { status: 'active', holdReason: null, endsAt: null, putOffRenewalAt: null, nextRenewalAt: date > now ? date : tomorrow },
      event: {
        kind: subscription.status === 'pending-cancel' ? 'reactivated' : 'resumed',
        detail: { next: (date > now ? date : tomorrow).toISOString() },
      },
      undoable: false,
    };
  }
  return {
    ok: true,
    changes: { status: 'cancelled', endsAt: now, nextRenewalAt: null, holdReason: null },
    event: { kind: 'cancelled', detail: { until: now.toISOString() } },
    undoable: false,
  };
}
