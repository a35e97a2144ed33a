import type { StoredCoupon } from '@soul/domain/cart/coupon-port';
import { message, money, problem, type MessageRef, type Problem } from '@soul/contracts';
import type { CartProblem } from '@soul/domain/cart-document/operations';
import type { CouponProblem } from '@soul/domain/cart/index';
import type { ChangeOutcome } from './cart.service.ts';

/**
 * A refused cart change as a Problem, in WooCommerce's codes: the rules say
 * why (`CartProblem`, `CouponProblem`), this says it in the shop's words.
 * A refusal about the cart's own lines carries the cart (409), so the
 * client can resync.
 */
export function cartChangeProblem(
  outcome: Extract<ChangeOutcome, { ok: false }>,
  /** The cart as answered (a 409 carries it, so the client can resync). */
  cart: unknown,
  context: { id?: number; invalidKey?: 'cartInvalidKey' | 'cartItemDoesNotExist' } = {},
): Problem {
  if ('couponProblem' in outcome) return couponProblem(couponReason(outcome.couponProblem, outcome.code, outcome.coupon));
  return cartLineProblem(outcome.problem, cart, context);
}

/** A coupon refusal: the reason is the message (WooCommerce's `woocommerce_rest_cart_coupon_error`). */
export function couponProblem(reason: MessageRef): Problem {
  return problem('couponRefused', reason.params, { message: reason.$message });
}

function cartLineProblem(
  found: CartProblem,
  cart: unknown,
  context: { id?: number; invalidKey?: 'cartInvalidKey' | 'cartItemDoesNotExist' },
): Problem {
  switch (found.code) {
    case 'invalid_product':
      return problem('cartInvalidProduct', { id: context.id ?? '' });
    case 'missing_variation':
      return problem('cartMissingVariation');
    case 'not_purchasable':
      return problem('cartNotPurchasable');
    case 'out_of_stock':
      return problem('cartOutOfStock', { name: found.name });
    case 'partially_out_of_stock':
      return problem('cartPartiallyOutOfStock', { name: found.name, count: found.available });
    case 'stock_held':
      return problem('cartStockHeld', { name: found.name, count: found.available });
    case 'invalid_quantity':
      return problem('cartQuantityLimits', { name: found.name, minimum: found.minimum, maximum: found.maximum });
    case 'invalid_subscription_frequency':
      return problem('cartInvalidFrequency');
    case 'invalid_key':
      return problem(context.invalidKey ?? 'cartInvalidKey', undefined, { data: { cart } });
    case 'not_removable':
      return problem('cartItemNotRemovable');
    case 'invalid_variation_data':
      return problem('cartInvalidVariationData', { attribute: found.attribute, allowed: found.allowed.join(', ') });
    case 'no_matching_variation':
      return problem('cartNoMatchingVariation');
  }
}

/** Why a coupon does not apply, as the shopper reads it (also inside "coupon X was removed: …" and checkout's refusal). */
export function couponReason(found: CouponProblem, code: string, coupon?: StoredCoupon): MessageRef {
  switch (found) {
    case 'not_found':
      return message('cart.couponNotFound', { code });
    case 'disabled':
      return message('cart.couponDisabled', { code });
    case 'expired':
      return message('cart.couponExpired');
    case 'usage_limit_reached':
      return message('cart.couponUsageLimit');
    case 'minimum_spend_not_met':
      return message('cart.couponMinimumSpend', { amount: money(coupon?.minimumSpendCents ?? 0) });
    case 'individual_use_only':
      return message('cart.couponIndividualUse', { code });
    case 'already_applied':
      return message('cart.couponAlreadyApplied');
  }
}
