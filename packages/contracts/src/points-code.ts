/* Its own module without zod: the cart drawer imports it. */
/**
 * The code the points discount goes by among a cart's and an order's coupons,
 * as WooCommerce Points & Rewards names its redemption coupon; its
 * `description` says how many points ("14 points"). Never a stored coupon.
 */
export const POINTS_COUPON_CODE = 'wc_points_redemption';

/** The cart extension namespace a shopper spends points through (`POST /cart/extensions`, data `{ points }`). */
export const POINTS_CART_NAMESPACE = 'soul-points';
