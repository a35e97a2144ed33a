import type { B2bPermissions, Role } from '../accounts/permissions.ts';

/**
 * Who may change a subscription they can see. A personal customer always
 * manages their own: a subscription a customer cannot cancel or skip is not
 * acceptable, and EU consumer law wants cancelling as easy as subscribing.
 * The subscription flags of account §3 are company permissions: staff need
 * permission_edit_subscription (and permission_edit_subscription_items to
 * change its products) from their director; directors and administrators
 * always may (b2bPermissions gives them every flag).
 */
export interface SubscriptionAbilities {
  /** Dates, skip, pause, renew now, cancel, payment method. */
  manage: boolean;
  /** Add, change or remove products. */
  editItems: boolean;
}

export function subscriptionAbilities(role: Role | null, permissions: B2bPermissions): SubscriptionAbilities {
  if (role === null) return { manage: false, editItems: false };
  return { manage: permissions.permission_edit_subscription, editItems: permissions.permission_edit_subscription_items };
}
