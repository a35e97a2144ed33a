import {
  validatePurchaseSelection,
  type PurchaseSelection,
  type SelectableProduct,
  type SelectionErrorCode,
} from '@soul/domain/catalogue/index';
import type { StoreProduct } from '@soul/contracts';
import type { i18n as I18n } from 'i18next';
import type { WidgetEnv } from '../../boot/widget-env.tsx';
import { loadCart } from '../../cart/load.ts';
import { useModalStore } from '../../overlays/modal-store.ts';
import { showError, showNotification } from '../../overlays/notification-store.ts';

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

export interface AddToCartContext {
  env: WidgetEnv;
  i18n: I18n;
  /** The page's product (mainProduct of the custom cart data). */
  product: Pick<StoreProduct, 'id' | 'name' | 'type' | 'sku'>;
  canBuy: boolean;
  /** The add button: focus returns to it when the drawer closes. */
  opener?: HTMLElement | null;
}

/** Out of stock opens the back-in-stock modal (storefront §4) once the `cart` texts are in. */
async function openBackInStock(context: AddToCartContext, productId: number): Promise<void> {
  await loadCart(context.env, context.i18n);
  useModalStore.getState().open('back-in-stock', { productId, productName: context.product.name });
}

/**
 * Add to cart from the product page (storefront §4 "Add to cart"): the
 * selection is validated; an out-of-stock product or variation opens the
 * back-in-stock modal instead; a visitor without permission_buy cannot buy;
 * otherwise one add-item (cart chunk loaded on demand) and, on success, the
 * mini cart opens. Resolves true when the item was added.
 */
export async function onAddToCart(product: SelectableProduct, selection: PurchaseSelection, context: AddToCartContext): Promise<boolean> {
  const result = validatePurchaseSelection(product, selection);
  if (!result.ok) {
    if (result.code === 'product_out_of_stock' || result.code === 'variation_out_of_stock') {
      const id =
        result.code === 'variation_out_of_stock' && selection.variationId
          ? selection.variationId
          : (selection.productId ?? context.product.id);
      await openBackInStock(context, id).catch(() => notifySelectionError(result.code));
    } else notifySelectionError(result.code);
    return false;
  }
  if (!context.canBuy) return false;
  try {
    // The payload builder comes with the cart chunk: nothing of it on first load.
    const [runtime, { buildAddItemBody }] = await Promise.all([
      loadCart(context.env, context.i18n),
      import('../../cart/add-to-cart-payload.ts'),
    ]);
    return await runtime.actions.addItem(
      { body: buildAddItemBody(context.product, selection), name: context.product.name },
      context.opener ?? null,
    );
  } catch (error) {
    // The cart chunk itself failed to load (offline).
    showError(error instanceof Error ? error.message : null);
    return false;
  }
}
