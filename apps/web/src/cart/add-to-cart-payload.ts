import type { CartItemData, StoreProduct } from '@soul/contracts';
import type { PurchaseSelection } from '@soul/domain/catalogue/index';
import type { AddItemBody } from '../api/cart-client.ts';

/**
 * The add-item body of a product-page choice (storefront §3 "Add-to-cart
 * payload"):
 *  - id: the variation id if one is chosen, else the product id. In one-time
 *    mode of a subscription product with a one-time twin, the selection
 *    already holds the twin (or the twin's variation); otherwise the product;
 *  - quantity;
 *  - cart_item_data: a JSON string with mainProduct (the page's product:
 *    id, name, type, sku) and, in subscription mode, { interval, period: 'month' }.
 */
export function buildCartItemData(
  product: Pick<StoreProduct, 'id' | 'name' | 'type' | 'sku'>,
  selection: Pick<PurchaseSelection, 'mode' | 'interval'>,
): CartItemData {
  const data: CartItemData = { mainProduct: { id: product.id, name: product.name, type: product.type, sku: product.sku } };
  if (selection.mode === 'subscription' && selection.interval !== null)
    data.subscription = { interval: selection.interval, period: 'month' };
  return data;
}

export function buildAddItemBody(product: Pick<StoreProduct, 'id' | 'name' | 'type' | 'sku'>, selection: PurchaseSelection): AddItemBody {
  const id = selection.variationId ?? selection.productId ?? product.id;
  return { id, quantity: selection.quantity, cart_item_data: JSON.stringify(buildCartItemData(product, selection)) };
}
