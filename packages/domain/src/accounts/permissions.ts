import { vendorMayBuy, type VendorStatus } from '../vendors/vendor.ts';

/**
 * Company (B2B) permission flags (account §3) and who gets which (account §6).
 */
export const PERMISSION_FLAGS = [
  'permission_buy',
  'permission_view_bundles',
  'permission_view_discussions',
  'permission_view_lists',
  'permission_view_orders',
  'permission_edit_orders',
  'permission_edit_subscription',
  'permission_edit_subscription_items',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type B2bPermissions = Record<PermissionFlag, boolean>;

/**
 * `shop_manager` (issue 21) runs the shop in the back office: everything an administrator does there
 * except users' roles, payment settings and secrets. As a shopper it is a personal account.
 */
export type Role = 'customer' | 'director' | 'administrator' | 'staff' | 'vendor' | 'shop_manager';

const ALL = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])) as B2bPermissions;
const BASE: B2bPermissions = {
  ...(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as B2bPermissions),
  permission_buy: true,
  permission_view_orders: true,
};

/**
 * Personal accounts (customers, vendors) manage their own subscriptions: the
 * subscription flags are company permissions a director hands to staff, and
 * a customer who cannot cancel or skip their own subscription is not
 * acceptable (EU consumer law wants cancelling as easy as subscribing). So
 * userinfo tells the widgets exactly what the server enforces.
 */
const PERSONAL: B2bPermissions = { ...BASE, permission_edit_subscription: true, permission_edit_subscription_items: true };

/**
 * The flags a user has (account §6): what the server stored for them is
 * merged first, then the role rules override it — directors and
 * administrators get every flag; customers and vendors buy, see their orders
 * and manage their subscriptions (PERSONAL); everyone else gets buy and
 * view-orders and nothing more. The one exception is a company's staff: their director sets
 * their flags (that is what the stored data is for), so for staff the stored
 * flags stand, over the base. Guests (no role) are "everyone else".
 */
export function b2bPermissions(
  role: Role | null,
  stored: Partial<B2bPermissions> = {},
  vendorStatus?: VendorStatus | null,
): B2bPermissions {
  if (role === 'director' || role === 'administrator') return { ...stored, ...ALL };
  if (role === 'staff') return { ...BASE, ...stored };
  // A vendor's account exists to buy at wholesale terms: until approved (and while
  // rejected or locked) it cannot buy at all (issue 20), so nobody pays retail by mistake.
  if (role === 'vendor' && vendorStatus !== undefined && !vendorMayBuy(vendorStatus))
    return { ...stored, ...PERSONAL, permission_buy: false };
  if (role === 'customer' || role === 'vendor' || role === 'shop_manager') return { ...stored, ...PERSONAL };
  return { ...stored, ...BASE };
}

/** Who works in the back office (issue 21): administrators and shop managers. */
export function isBackOfficeRole(role: string | null | undefined): boolean {
  return role === 'administrator' || role === 'shop_manager';
}
