import type { CartItemData, SubscriptionOption } from '@soul/contracts';
import { quantityLimits } from '../products/product-prices.ts';
import type { CatalogueProduct } from '../products/product.ts';

/** What a cart line is, for pricing: decides which discount applies (DESIGN §5). */
export type LineKindOf = 'one_time' | 'subscription' | 'bundle' | 'bundled_item' | 'promo';

export function isVariableType(product: CatalogueProduct): boolean {
  return product.type === 'variable' || product.type === 'variable-subscription';
}

/** A subscription purchase: a subscription product (or its variation) bought with a plan. */
export function isSubscriptionProduct(product: CatalogueProduct, parent: CatalogueProduct | null): boolean {
  const type = parent?.type ?? product.type;
  return type === 'subscription' || type === 'variable-subscription';
}

/** The plan of a product or, for a variation, of the variation or its parent. */
export function planOf(product: CatalogueProduct, parent: CatalogueProduct | null) {
  return product.subscriptionPlan ?? parent?.subscriptionPlan ?? null;
}

/**
 * The plan option a subscription line buys: the one whose interval the
 * shopper chose; without a choice, the plan's first option. Null when the
 * interval is not one the plan offers ('Invalid subscription frequency value').
 */
export function chosenPlanOption(
  product: CatalogueProduct,
  parent: CatalogueProduct | null,
  data: CartItemData,
): SubscriptionOption | null {
  const plan = planOf(product, parent);
  if (!plan) return null;
  const interval = data.subscription?.interval;
  if (interval === undefined) return plan.options[0] ?? null;
  return plan.options.find((option) => option.interval === interval) ?? null;
}

export function lineKindOf(product: CatalogueProduct, parent: CatalogueProduct | null, data: CartItemData, bundled: boolean): LineKindOf {
  if (bundled) return 'bundled_item';
  if (product.type === 'bundle') return 'bundle';
  if (isSubscriptionProduct(product, parent)) return 'subscription';
  if (data.promo_offer_id) return 'promo';
  return 'one_time';
}

/**
 * A line's quantity limits (storefront §5): minimum the product's or 1,
 * maximum the product's or 999, capped by managed stock. For a bundle, also
 * by how many bundles its items' stock allows.
 */
export function lineLimits(product: CatalogueProduct): { minimum: number; maximum: number } {
  const own = quantityLimits(product);
  if (product.type !== 'bundle') return own;
  const byItems = product.bundleItems.map((item) => Math.floor(quantityLimits(item.product).maximum / item.quantity));
  return { minimum: own.minimum, maximum: Math.min(own.maximum, ...byItems) };
}

/** Units in stock a line may take, or null when stock is not limited (unmanaged, or on backorder). */
export function availableStock(product: CatalogueProduct): number | null {
  const own = product.manageStock && product.stockQuantity !== null && product.stockStatus !== 'onbackorder' ? product.stockQuantity : null;
  if (product.type !== 'bundle') return own;
  const byItems = product.bundleItems
    .map((item) => {
      const stock = availableStock(item.product);
      return stock === null ? null : Math.floor(stock / item.quantity);
    })
    .filter((n): n is number => n !== null);
  const all = own === null ? byItems : [own, ...byItems];
  return all.length ? Math.min(...all) : null;
}
