import { ACCOUNT_SECTIONS, type AccountSection } from '@soul/contracts';
import type { Visitor } from './visitor.ts';

/** Sections that show someone's orders and what they paid: only with permission_view_orders (account §6). */
const ORDER_SECTIONS: readonly AccountSection[] = ['orders', 'payments', 'invoices', 'documents', 'reports', 'statistics'];

/**
 * The account menu entries (account §2) this visitor sees, in menu order.
 * Subscriptions are always listed: every signed-in user reads their own
 * (issue 16: cancelling must be as easy as subscribing), whatever the flags.
 */
export function accountSections(visitor: Visitor): AccountSection[] {
  return ACCOUNT_SECTIONS.filter(
    (section) =>
      (visitor.permissions.permission_view_orders || !ORDER_SECTIONS.includes(section)) &&
      vendorSectionShown(section, visitor) &&
      companySectionAllowed(section, visitor),
  );
}

/**
 * The vendor entries (issue 20): a customer may apply and a vendor sees their
 * application ('vendor'); only administrators manage vendors ('vendors').
 */
function vendorSectionShown(section: AccountSection, visitor: Visitor): boolean {
  if (section === 'vendor') return visitor.role === 'customer' || visitor.role === 'vendor';
  if (section === 'vendors') return visitor.role === 'administrator';
  return true;
}

/**
 * Company sections (issue 20): the users screen is the director's (the
 * server refuses anyone else); bulk order is for company buyers, the
 * director and staff with permission_buy.
 */
function companySectionAllowed(section: AccountSection, visitor: Visitor): boolean {
  if (section === 'users') return visitor.role === 'director';
  if (section === 'bulk-order') return (visitor.role === 'director' || visitor.role === 'staff') && visitor.permissions.permission_buy;
  return true;
}
