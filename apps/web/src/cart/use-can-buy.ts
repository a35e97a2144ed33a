import { useSyncExternalStore } from 'react';
import { useWidgetEnv } from '../boot/widget-env.tsx';

const noSubscription = () => () => undefined;

/** Buying is off because the visitor's vendor application is not approved: the refusal names that, not a director. */
export function useVendorNotApproved(): boolean {
  const env = useWidgetEnv();
  return useSyncExternalStore(
    noSubscription,
    () => env.page?.vendorNotApproved ?? false,
    () => false,
  );
}

/**
 * settings.user.permissions.permission_buy (storefront §6). The server
 * renders as if the visitor may buy (it renders the same HTML for everyone);
 * React swaps in the real value right after hydration.
 */
export function useCanBuy(): boolean {
  const env = useWidgetEnv();
  return useSyncExternalStore(
    noSubscription,
    () => env.page?.canBuy ?? true,
    () => true,
  );
}
