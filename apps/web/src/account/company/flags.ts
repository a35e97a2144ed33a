import { PERMISSION_FLAGS, type PermissionFlag } from '@soul/domain/accounts/permissions';
import { flagField } from '@soul/domain/company-users/staff-form';

/**
 * The grid's columns, in the order a director thinks of them: buying and
 * orders first, subscriptions next, the browsing flags last.
 */
export const GRID_FLAGS: readonly PermissionFlag[] = [
  'permission_buy',
  'permission_view_orders',
  'permission_edit_orders',
  'permission_edit_subscription',
  'permission_edit_subscription_items',
  'permission_view_bundles',
  'permission_view_discussions',
  'permission_view_lists',
];

/** The form fields (camelCased, account §3) for a set of flags: '1' or '0' each. */
export function flagFields(flags: Readonly<Record<string, boolean>>): Record<string, string> {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flagField(flag), flags[flag] ? '1' : '0']));
}

export { flagField };
