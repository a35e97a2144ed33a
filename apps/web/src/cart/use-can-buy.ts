import { useSyncExternalStore } from 'react';
import { useWidgetEnv } from '../boot/widget-env.tsx';

const noSubscription = () => () => undefined;

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
