import { b2bPermissions } from '@soul/domain/accounts/permissions';
import { describe, expect, it } from 'vitest';
import { accountSections } from './account-sections.ts';
import type { Visitor } from './visitor.ts';

const visitor = (role: 'customer' | 'staff' | 'director', stored: Parameters<typeof b2bPermissions>[1] = {}): Visitor => ({
  sessionToken: 's',
  userId: 9,
  role,
  email: 'someone@example.lt',
  permissions: b2bPermissions(role, stored),
  viaCartToken: false,
});

describe('account menu sections (account §2, issue 16)', () => {
  it('lists subscriptions right after orders for a customer', () => {
    expect(accountSections(visitor('customer', { permission_view_orders: true }))).toEqual([
      'dashboard',
      'orders',
      'subscriptions',
      'payments',
      'invoices',
      'documents',
      'reports',
      'statistics',
      'products',
      'downloads',
      'points',
      'affiliate',
      'refer',
      'vendor',
      'profile',
      'settings',
      'logs',
      'contact',
    ]);
  });

  it('keeps subscriptions for company staff who may not see orders (cancelling stays as easy as subscribing)', () => {
    const sections = accountSections(visitor('staff', { permission_view_orders: false }));
    expect(sections).toContain('subscriptions');
    expect(sections).not.toContain('orders');
    expect(sections).not.toContain('payments');
    expect(sections).not.toContain('documents');
    expect(sections).not.toContain('statistics');
  });

  it('gives the users screen to directors only and bulk order to company buyers (issue 20)', () => {
    expect(accountSections(visitor('director'))).toEqual(expect.arrayContaining(['users', 'bulk-order']));
    expect(accountSections(visitor('staff'))).toContain('bulk-order');
    expect(accountSections(visitor('staff'))).not.toContain('users');
    expect(accountSections(visitor('staff', { permission_buy: false }))).not.toContain('bulk-order');
    expect(accountSections(visitor('customer'))).not.toContain('bulk-order');
  });
});
