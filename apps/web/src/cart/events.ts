/**
 * Body events after cart changes (storefront §7), as CustomEvents on
 * document.body, for the theme, pixels and the checkout page:
 *
 * | after                  | events                                                                    |
 * |------------------------|---------------------------------------------------------------------------|
 * | add-item / batch       | `wc-blocks_added_to_cart`, `added_to_cart`, `updated_cart_totals`        |
 * | update-item            | `updated_cart_totals` ("cart items updated")                              |
 * | remove-item            | `wc-blocks_removed_from_cart`, `updated_cart_totals`                      |
 * | apply-coupon           | `applied_coupon`, `updated_cart_totals`, `update_checkout`               |
 * | remove-coupon          | `removed_coupon`, `removed_coupon_in_checkout`, `updated_cart_totals`, `update_checkout` |
 * | cart rebuilt from URL  | `wc-blocks_added_to_cart`, `added_to_cart`, `updated_cart_totals`        |
 *
 * `detail` carries `{ cart }` (the Store API cart) and, for coupons, `{ code }`.
 */
export type CartEventName =
  | 'wc-blocks_added_to_cart'
  | 'added_to_cart'
  | 'wc-blocks_removed_from_cart'
  | 'updated_cart_totals'
  | 'applied_coupon'
  | 'removed_coupon'
  | 'removed_coupon_in_checkout'
  | 'update_checkout';

export const CART_EVENTS = {
  added: ['wc-blocks_added_to_cart', 'added_to_cart', 'updated_cart_totals'],
  updated: ['updated_cart_totals'],
  removed: ['wc-blocks_removed_from_cart', 'updated_cart_totals'],
  couponApplied: ['applied_coupon', 'updated_cart_totals', 'update_checkout'],
  couponRemoved: ['removed_coupon', 'removed_coupon_in_checkout', 'updated_cart_totals', 'update_checkout'],
} as const satisfies Record<string, readonly CartEventName[]>;

export function dispatchCartEvents(names: readonly CartEventName[], detail: Record<string, unknown>): void {
  if (typeof document === 'undefined') return;
  for (const name of names) document.body.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
}
