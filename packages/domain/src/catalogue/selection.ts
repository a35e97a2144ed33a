import { MAX_FREQUENCY_MONTHS, MIN_FREQUENCY_MONTHS } from './constants.ts';
import type { PurchaseMode } from './purchase-mode.ts';

/**
 * What the shopper chose on a product page, checked before adding to the
 * cart (storefront §5 "Subscription frequency", "Variation", "Product", and
 * §4 "Add to cart": out of stock opens the notification instead).
 */
export interface PurchaseSelection {
  /** The id that will be added: the product, or its one-time twin. */
  productId: number | null;
  mode: PurchaseMode;
  variationId: number | null;
  quantity: number;
  /** Subscription only: delivery every `interval` months. */
  interval: number | null;
  jars: number | null;
  discountPercent: number | null;
}

export interface SelectableProduct {
  id: number | null | undefined;
  is_in_stock: boolean;
  /** The variations offered in the selected mode; empty for products without variations. */
  variations: ReadonlyArray<{ id: number; is_in_stock: boolean }>;
}

export type SelectionErrorCode =
  | 'product_unavailable'
  | 'variation_required'
  | 'variation_not_found'
  | 'invalid_frequency'
  | 'product_out_of_stock'
  | 'variation_out_of_stock';

export type SelectionResult = { ok: true } | { ok: false; code: SelectionErrorCode };

export function isValidFrequency(interval: number | null | undefined): interval is number {
  return typeof interval === 'number' && Number.isInteger(interval) && interval >= MIN_FREQUENCY_MONTHS && interval <= MAX_FREQUENCY_MONTHS;
}

export function validatePurchaseSelection(product: SelectableProduct, selection: PurchaseSelection): SelectionResult {
  if (!product.id || !selection.productId) return { ok: false, code: 'product_unavailable' };
  if (selection.mode === 'subscription') {
    // Every plan style delivers every 1..12 months; the frequency chooser allows 2..12.
    if (
      selection.interval === null ||
      !Number.isInteger(selection.interval) ||
      selection.interval < 1 ||
      selection.interval > MAX_FREQUENCY_MONTHS
    ) {
      return { ok: false, code: 'invalid_frequency' };
    }
  }
  if (product.variations.length > 0) {
    if (!selection.variationId) return { ok: false, code: 'variation_required' };
    const variation = product.variations.find((v) => v.id === selection.variationId);
    if (!variation) return { ok: false, code: 'variation_not_found' };
    if (!variation.is_in_stock) return { ok: false, code: 'variation_out_of_stock' };
  }
  if (!product.is_in_stock) return { ok: false, code: 'product_out_of_stock' };
  return { ok: true };
}
