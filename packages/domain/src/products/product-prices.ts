import { applyPercentOff } from '../money/percent.ts';
import type { CatalogueProduct } from './product.ts';

/** Storefront quantity bounds (storefront §5, §9): 1 to 999 unless the product says otherwise. */
export const DEFAULT_MIN_QUANTITY = 1;
export const DEFAULT_MAX_QUANTITY = 999;

export function isOnSale(p: Pick<CatalogueProduct, 'regularPriceCents' | 'salePriceCents'>): boolean {
  return p.salePriceCents !== null && p.salePriceCents < p.regularPriceCents;
}

/** The price a shopper pays for one unit of a simple product or variation. */
export function unitPrice(p: Pick<CatalogueProduct, 'regularPriceCents' | 'salePriceCents'>): number {
  return isOnSale(p) ? (p.salePriceCents as number) : p.regularPriceCents;
}

/** Price of one bundled item line: its unit price × quantity, less the item's bulk discount. */
export function bundledItemPrice(item: CatalogueProduct['bundleItems'][number]): number {
  return applyPercentOff(unitPrice(item.product) * item.quantity, item.bulkDiscountPercent);
}

export interface ProductPriceSummary {
  price: number;
  regularPrice: number;
  salePrice: number;
  /** Set when variations differ in price. */
  range: { min: number; max: number } | null;
  onSale: boolean;
}

/**
 * What a product costs, as the catalogue shows it:
 *  - simple/subscription/variation: its own price;
 *  - variable kinds: the cheapest purchasable variation (with the range);
 *  - bundle: the bundle's own base price plus each item after its bulk discount.
 */
export function priceSummary(p: CatalogueProduct): ProductPriceSummary {
  if ((p.type === 'variable' || p.type === 'variable-subscription') && p.variations.length > 0) {
    const prices = p.variations.map(unitPrice);
    const min = Math.min(...prices);
    const max = Math.max(...prices);
    const cheapest = p.variations[prices.indexOf(min)] as CatalogueProduct;
    return {
      price: min,
      regularPrice: cheapest.regularPriceCents,
      salePrice: min,
      range: min === max ? null : { min, max },
      onSale: p.variations.some(isOnSale),
    };
  }
  if (p.type === 'bundle') {
    const items = p.bundleItems.reduce((sum, item) => sum + bundledItemPrice(item), 0);
    const regularItems = p.bundleItems.reduce((sum, item) => sum + item.product.regularPriceCents * item.quantity, 0);
    const price = unitPrice(p) + items;
    return {
      price,
      regularPrice: p.regularPriceCents + regularItems,
      salePrice: price,
      range: null,
      onSale: price < p.regularPriceCents + regularItems,
    };
  }
  const price = unitPrice(p);
  return { price, regularPrice: p.regularPriceCents, salePrice: price, range: null, onSale: isOnSale(p) };
}

/** Whether a shopper can buy it now: variable kinds need one variation in stock; bundles need every item. */
export function isInStock(p: CatalogueProduct): boolean {
  if (p.type === 'variable' || p.type === 'variable-subscription') {
    return p.variations.some((v) => v.stockStatus !== 'outofstock');
  }
  if (p.type === 'bundle') {
    return (
      p.stockStatus !== 'outofstock' && p.bundleItems.every((item) => isInStock(item.product) && hasStockFor(item.product, item.quantity))
    );
  }
  return p.stockStatus !== 'outofstock';
}

function hasStockFor(p: CatalogueProduct, quantity: number): boolean {
  return !p.manageStock || p.stockQuantity === null || p.stockQuantity >= quantity;
}

/** The quantity limits of one line: product min/max (or 1/999), capped by managed stock. */
export function quantityLimits(p: CatalogueProduct): { minimum: number; maximum: number } {
  const minimum = Math.max(DEFAULT_MIN_QUANTITY, p.minQuantity);
  let maximum = p.soldIndividually ? 1 : (p.maxQuantity ?? DEFAULT_MAX_QUANTITY);
  if (p.manageStock && p.stockQuantity !== null && p.stockStatus !== 'onbackorder') {
    maximum = Math.min(maximum, p.stockQuantity);
  }
  return { minimum, maximum: Math.max(0, maximum) };
}

/** Monthly products carry the `every-month` / `kas-menesi` tag (storefront §3). */
export const MONTHLY_TAG_SLUGS = ['every-month', 'kas-menesi'] as const;

export function isMonthly(p: CatalogueProduct): boolean {
  return p.tags.some((t) => (MONTHLY_TAG_SLUGS as readonly string[]).includes(t.slug));
}
