import { ORDER_STATUSES, type OrderStatus } from '@soul/contracts';
import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition, isCancellableByCustomer, nextStatuses, releasesStock, statusAtPlacement } from './status.ts';

describe('order transitions', () => {
  it.each<[OrderStatus, OrderStatus, boolean]>([
    ['pending', 'processing', true],
    ['pending', 'on-hold', true],
    ['pending', 'failed', true],
    ['failed', 'processing', true],
    ['on-hold', 'processing', true],
    ['processing', 'shipped', true],
    ['shipped', 'completed', true],
    ['completed', 'refunded', true],
    ['processing', 'pending', false],
    ['completed', 'processing', false],
    ['cancelled', 'processing', false],
    ['refunded', 'completed', false],
    ['shipped', 'cancelled', false],
  ])('%s → %s is %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('ends in cancelled and refunded, and never moves to the same status', () => {
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('refunded')).toEqual([]);
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('every status can be reached from a placed order', () => {
    const reached = new Set<OrderStatus>(['pending', 'on-hold', 'processing']);
    for (let round = 0; round < ORDER_STATUSES.length; round++) {
      for (const status of [...reached]) for (const next of nextStatuses(status)) reached.add(next);
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('throws on a move the map does not allow', () => {
    expect(() => assertTransition('completed', 'pending')).toThrow(/completed to pending/);
    expect(() => assertTransition('pending', 'processing')).not.toThrow();
  });

  it('gives each payment method its starting status', () => {
    expect(statusAtPlacement('bacs')).toBe('on-hold');
    expect(statusAtPlacement('cod')).toBe('processing');
    expect(statusAtPlacement('soul_test_card')).toBe('pending');
    expect(statusAtPlacement('stripe')).toBe('pending');
  });

  it('lets customers cancel only before shipping, and gives stock back on cancel, failure and refund', () => {
    expect(isCancellableByCustomer('processing')).toBe(true);
    expect(isCancellableByCustomer('shipped')).toBe(false);
    expect(isCancellableByCustomer('completed')).toBe(false);
    expect(releasesStock('cancelled')).toBe(true);
    expect(releasesStock('failed')).toBe(true);
    expect(releasesStock('processing')).toBe(false);
  });
});
