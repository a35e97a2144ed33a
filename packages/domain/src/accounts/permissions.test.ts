import { describe, expect, it } from 'vitest';
import { b2bPermissions, PERMISSION_FLAGS } from './permissions.ts';

describe('b2bPermissions (account §6)', () => {
  it.each(['director', 'administrator'] as const)('%s gets all eight flags, whatever was stored', (role) => {
    const flags = b2bPermissions(role, { permission_buy: false });
    expect(PERMISSION_FLAGS.every((flag) => flags[flag])).toBe(true);
  });

  it('a guest gets buy and view-orders only, stored flags overridden', () => {
    const role = null;
    const flags = b2bPermissions(role, { permission_edit_orders: true, permission_buy: false });
    expect(flags).toEqual({
      permission_buy: true,
      permission_view_bundles: false,
      permission_view_discussions: false,
      permission_view_lists: false,
      permission_view_orders: true,
      permission_edit_orders: false,
      permission_edit_subscription: false,
      permission_edit_subscription_items: false,
    });
  });

  it.each(['customer', 'vendor'] as const)('a personal %s also manages their own subscriptions; stored flags overridden', (role) => {
    const flags = b2bPermissions(role, { permission_edit_orders: true, permission_buy: false, permission_edit_subscription: false });
    expect(flags).toEqual({
      permission_buy: true,
      permission_view_bundles: false,
      permission_view_discussions: false,
      permission_view_lists: false,
      permission_view_orders: true,
      permission_edit_orders: false,
      permission_edit_subscription: true,
      permission_edit_subscription_items: true,
    });
  });

  it('staff manage subscriptions only when their director allows it', () => {
    expect(b2bPermissions('staff').permission_edit_subscription).toBe(false);
    expect(b2bPermissions('staff', { permission_edit_subscription: true }).permission_edit_subscription).toBe(true);
  });

  it('staff keep what their director set, over the base', () => {
    expect(b2bPermissions('staff', { permission_buy: false }).permission_buy).toBe(false);
    expect(b2bPermissions('staff').permission_buy).toBe(true);
    expect(b2bPermissions('staff', { permission_edit_orders: true }).permission_edit_orders).toBe(true);
  });
});
