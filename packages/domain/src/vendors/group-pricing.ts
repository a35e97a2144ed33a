import { applyPercentOff } from '../money/percent.ts';
import type { CatalogueProduct } from '../products/product.ts';
import { unitPrice } from '../products/product-prices.ts';

/**
 * A customer group's terms (account §1 vendors): a discount percent on the
 * catalogue price and a price list (product or variation id → cents incl.
 * VAT) whose entries win for their products.
 */
export interface GroupPricing {
  groupId: number;
  discountPercent: number;
  prices: ReadonlyMap<number, number>;
}

/**
 * What one unit costs a member of the group: the price list's entry, else
 * the catalogue price less the group discount. Never more than the
 * catalogue price (a sale below the wholesale price stays the better deal).
 */
export function groupUnitPrice(
  product: Pick<CatalogueProduct, 'id' | 'regularPriceCents' | 'salePriceCents'>,
  group: GroupPricing,
): number {
  const catalogue = unitPrice(product);
  const listed = group.prices.get(product.id);
  const price = listed ?? applyPercentOff(catalogue, group.discountPercent);
  return Math.min(catalogue, price);
}

/**
 * The product as a member of the group sees and buys it: every price (its
 * own, its variations', its bundled items') becomes the group price, shown
 * as a sale price under the regular one. This is the one place group terms
 * are applied: the cart prices the adjusted products, and the product page
 * and Store API answers for that visitor are made from them. The price
 * history is dropped so no "lowest price in 30 days" is claimed for a
 * wholesale price (it is a standing business term, not a price reduction).
 */
export function withGroupPrices(product: CatalogueProduct, group: GroupPricing): CatalogueProduct {
  const price = groupUnitPrice(product, group);
  return {
    ...product,
    salePriceCents: price < product.regularPriceCents ? price : product.salePriceCents,
    priceHistory: [],
    variations: product.variations.map((v) => withGroupPrices(v, group)),
    bundleItems: product.bundleItems.map((item) => ({ ...item, product: withGroupPrices(item.product, group) })),
  };
}
