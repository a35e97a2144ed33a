import type { StoreProduct } from '@soul/contracts';
import { shoppingCategories } from '@soul/contracts/catalogue-constants';
import { firstOption, isSubscriptionType, parseMinorUnits, sortVariations } from '@soul/domain/catalogue/index';
import { lowestPriceOf } from '../../catalogue/money.ts';

/** The list's column values for one product (account §2 columns). */
export type PurchaseTypeKey = 'subscription' | 'subscriptionOrOneTime' | 'oneTime' | 'bundle';

export function purchaseTypeOf(product: StoreProduct): PurchaseTypeKey {
  if (product.type === 'bundle') return 'bundle';
  if (isSubscriptionType(product.type)) return product.extensions.one_time_purchase ? 'subscriptionOrOneTime' : 'subscription';
  return 'oneTime';
}

/**
 * The options shown in the list ("25G, 250G"): the variations' sizes sorted
 * numerically, or for a product without variations the terms of its first
 * attribute (a simple 25G jar still shows "25G", so the size filter visibly matches).
 */
export function optionsOf(product: StoreProduct): string[] {
  const variations = product.extensions.variations ?? [];
  if (variations.length > 0) return sortVariations(variations).map(firstOption);
  const attribute = product.attributes.find((a) => a.has_variations) ?? product.attributes[0];
  return attribute ? attribute.terms.map((term) => term.name) : [];
}

export interface ListPrice {
  amount: number;
  regular: number;
  /** A range: show 'From'. */
  from: boolean;
  /** The 30-day prior price of a sale (shown under it); null when not reduced. */
  lowest: number | null;
}

export function listPriceOf(product: StoreProduct): ListPrice {
  const range = product.prices.price_range;
  if (range && range.min_amount !== range.max_amount) {
    const min = parseMinorUnits(range.min_amount);
    return { amount: min, regular: min, from: true, lowest: null };
  }
  const amount = parseMinorUnits(product.prices.price);
  const regular = Math.max(amount, parseMinorUnits(product.prices.regular_price));
  return { amount, regular, from: false, lowest: lowestPriceOf(product.extensions.soul) };
}

export function categoryNamesOf(product: StoreProduct): string {
  return shoppingCategories(product.categories)
    .map((category) => category.name)
    .join(', ');
}
