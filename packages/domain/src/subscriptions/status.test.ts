import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canTransition,
  InvalidSubscriptionTransition,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from './status.ts';

describe('subscription transitions', () => {
  const allowed: [SubscriptionStatus, SubscriptionStatus][] = [
    ['pending', 'active'],
    ['pending', 'cancelled'],
    ['active', 'on-hold'],
    ['active', 'pending-cancel'],
    ['active', 'cancelled'],
    ['active', 'expired'],
    ['on-hold', 'active'],
    ['on-hold', 'pending-cancel'],
    ['on-hold', 'cancelled'],
    ['pending-cancel', 'active'],
    ['pending-cancel', 'cancelled'],
  ];

  it.each(SUBSCRIPTION_STATUSES.flatMap((from) => SUBSCRIPTION_STATUSES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    const expected = allowed.some(([a, b]) => a === from && b === to);
    expect(canTransition(from, to)).toBe(expected);
  });

  it('cancelled and expired are final', () => {
    for (const to of SUBSCRIPTION_STATUSES) {
      expect(canTransition('cancelled', to)).toBe(false);
      expect(canTransition('expired', to)).toBe(false);
    }
  });

  it('assertTransition throws a typed error for a move the map forbids', () => {
    expect(() => assertTransition('cancelled', 'active')).toThrow(InvalidSubscriptionTransition);
    expect(() => assertTransition('active', 'on-hold')).not.toThrow();
  });
});
