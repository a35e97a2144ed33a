import type { ProductType } from '@soul/contracts';

/**
 * Purchase mode (storefront §4): one-time or subscription.
 *  - simple, variable and bundle products are bought one-time only;
 *  - subscription products offer their one-time twin first (when it exists)
 *    and the subscription second; the initial mode is the first available,
 *    so a product without a one-time twin starts as, and stays, subscription.
 */
export type PurchaseMode = 'one-time' | 'subscription';

export interface PurchaseModeProduct {
  type: ProductType;
  extensions: {
    one_time_purchase?: unknown;
    subscriptions?: { plan: { options: readonly unknown[] } } | null;
  };
}

export function isSubscriptionType(type: ProductType): boolean {
  return type === 'subscription' || type === 'variable-subscription';
}

export function availablePurchaseModes(product: PurchaseModeProduct): PurchaseMode[] {
  if (!isSubscriptionType(product.type)) return ['one-time'];
  const modes: PurchaseMode[] = [];
  const hasTwin = product.extensions.one_time_purchase !== null && product.extensions.one_time_purchase !== undefined;
  if (hasTwin) modes.push('one-time');
  const hasPlan = (product.extensions.subscriptions?.plan.options.length ?? 0) > 0;
  // A subscription product always sells as a subscription; without plan data
  // and without a twin it still needs a mode, so subscription stays the fallback.
  if (hasPlan || !hasTwin) modes.push('subscription');
  return modes;
}

export function initialPurchaseMode(product: PurchaseModeProduct): PurchaseMode {
  return availablePurchaseModes(product)[0] ?? 'one-time';
}

export function canChoosePurchaseMode(product: PurchaseModeProduct, mode: PurchaseMode): boolean {
  return availablePurchaseModes(product).includes(mode);
}
