import { priorPriceOfReduction } from './price-history.ts';
import { isOnSale, unitPrice } from './product-prices.ts';
import type { CatalogueProduct } from './product.ts';

/**
 * The lowest price of the 30 days before a product's sale began (the Omnibus
 * prior price), for wherever its reduced price is shown; null when it is not on
 * sale. A variable product answers for the variation whose price it shows (the
 * cheapest). Bundles answer null: their saving is the items' standing bulk
 * discount, not a reduction in time. A history that disagrees with the product
 * (none kept yet) gives the sale price itself: no saving is claimed unbacked.
 */
export function priorPriceCents(product: CatalogueProduct): number | null {
  if (product.type === 'bundle') return null;
  if (product.type === 'variable' || product.type === 'variable-subscription') {
    const shown = cheapest(product.variations);
    return shown ? priorPriceCents(shown) : null;
  }
  if (!isOnSale(product)) return null;
  return priorPriceOfReduction(product.priceHistory) ?? unitPrice(product);
}

function cheapest(variations: readonly CatalogueProduct[]): CatalogueProduct | null {
  let best: CatalogueProduct | null = null;
  for (const variation of variations) if (best === null || unitPrice(variation) < unitPrice(best)) best = variation;
  return best;
}
