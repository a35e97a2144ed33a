import { ACCOUNT_SECTIONS, type AccountSection } from '@soul/contracts';
import type { Visitor } from './visitor.ts';

/** Sections that show someone's orders and what they paid: only with permission_view_orders (account §6). */
const ORDER_SECTIONS: readonly AccountSection[] = ['orders', 'payments', 'invoices'];

/** The account menu entries (account §2) this visitor sees, in menu order. */
export function accountSections(visitor: Visitor): AccountSection[] {
  return ACCOUNT_SECTIONS.filter((section) => visitor.permissions.permission_view_orders || !ORDER_SECTIONS.includes(section));
}
