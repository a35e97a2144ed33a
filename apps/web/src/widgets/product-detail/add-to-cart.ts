import { validatePurchaseSelection, type PurchaseSelection, type SelectableProduct, type SelectionErrorCode } from '@soul/domain/catalogue/index';
import { showNotification } from '../../overlays/notification-store.ts';

/** Storefront §5/§8 texts for each selection error; out of stock is titled 'Ooops'. */
const ERROR_TEXT: Record<SelectionErrorCode, { title: string; message: string }> = {
  invalid_frequency: { title: 'errors.oops', message: 'validation.invalidFrequency' },
  variation_required: { title: 'errors.oops', message: 'validation.variationRequired' },
  variation_not_found: { title: 'errors.oops', message: 'validation.variationNotFound' },
  product_unavailable: { title: 'errors.oops', message: 'validation.productUnavailable' },
  product_out_of_stock: { title: 'errors.ooops', message: 'validation.productOutOfStock' },
  variation_out_of_stock: { title: 'errors.ooops', message: 'validation.variationOutOfStock' },
};

export function notifySelectionError(code: SelectionErrorCode): void {
  const text = ERROR_TEXT[code];
  showNotification({
    id: `selection-${code}`,
    tone: code.endsWith('out_of_stock') ? 'warning' : 'error',
    title: { key: text.title },
    message: { key: text.message, ns: 'catalogue' },
    autoCloseMs: null,
  });
}

/**
 * The add-to-cart seam. For now it only validates the selection (the cart
 * is the next issue); it resolves `true` when the selection may be added.
 */
export async function onAddToCart(product: SelectableProduct, selection: PurchaseSelection): Promise<boolean> {
  const result = validatePurchaseSelection(product, selection);
  if (!result.ok) {
    notifySelectionError(result.code);
    return false;
  }
  return true;
}
