import type { CartItemData, ShownPromotion, ShownQuantityOption } from '@soul/contracts';
import type { CartRuntime } from '../../cart/runtime.ts';
import type { PromoOfferProduct } from './props.ts';

/**
 * The custom cart data of a quantity option (storefront §3 "Add-to-cart
 * payload"): mainProduct and the promo_offer_* fields. They only name the
 * offer: the server checks them against the live promotion and the
 * visitor's timer and grants the discount itself (services/promotions
 * grantFor), so a forged rate earns nothing.
 */
export function offerCartItemData(product: PromoOfferProduct, promotion: ShownPromotion, option: ShownQuantityOption): CartItemData {
  return {
    mainProduct: { id: product.id, name: product.name, type: product.type, sku: product.sku },
    promo_offer_id: option._id,
    promo_offer_title: promotion.title,
    promo_offer_base_price: Number(option.base_price),
    promo_offer_discount_rate: option.discount_rate,
  };
}

/**
 * Storefront §4 "Quantity promotion widget": adding empties the cart first
 * (DELETE cart/items), adds the option's product and quantity with the
 * promo data, then opens the drawer (CartActions.addItem). Resolves true
 * when the item was added.
 */
export async function addOffer(
  runtime: Pick<CartRuntime, 'client' | 'actions'>,
  product: PromoOfferProduct,
  promotion: ShownPromotion,
  option: ShownQuantityOption,
  opener: HTMLElement | null,
): Promise<boolean> {
  try {
    await runtime.client.clearItems();
  } catch (error) {
    runtime.actions.notifyError(error);
    return false;
  }
  return runtime.actions.addItem(
    {
      body: {
        id: option.product_id,
        quantity: option.quantity,
        cart_item_data: JSON.stringify(offerCartItemData(product, promotion, option)),
      },
      name: `${product.name} – ${option.title}`,
    },
    opener,
  );
}
