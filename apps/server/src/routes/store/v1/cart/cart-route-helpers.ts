import { addToCartRequestSchema, cartItemDataSchema, type Cart, type CartItemData } from '@soul/contracts';
import type { StoredCoupon } from '@soul/db';
import type { CartProblem } from '@soul/domain/cart-document/operations';
import type { CouponProblem } from '@soul/domain/cart/index';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../../http/api-error.ts';
import { requestLanguage } from '../../../../http/language.ts';
import { siteUrl } from '../../../../http/site-url.ts';
import { translator, type Translate } from '../../../../i18n.ts';
import { ensureSession } from '../../../../plugins/session.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { couponProblemText, type CartRequestContext, type ChangeOutcome } from '../../../../services/cart/cart.service.ts';

/**
 * Request parameters merged as WordPress REST merges them: the JSON or form
 * body wins over the query string (`POST /cart/add-item?id=12&quantity=2`
 * with no body works too).
 */
export function requestParams(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  return { ...query, ...body };
}

export function cartContext(request: FastifyRequest, reply: FastifyReply, services: AppServices): CartRequestContext {
  const language = requestLanguage(request);
  return {
    sessionToken: ensureSession(request, reply),
    language,
    siteUrl: siteUrl(request, services.config),
    t: translator(language),
  };
}

/** The add-item parameters, checked: id required, quantity ≥ 1 if given, custom data valid JSON of the right shape. */
export function parseAddItem(params: Record<string, unknown>, t: Translate): { id: number; quantity: number | undefined; data: CartItemData } {
  const parsed = addToCartRequestSchema.safeParse(params);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'request')))];
    throw new ApiError('rest_invalid_param', t('errors.invalidParam', { params: names.join(', ') }), 400, {
      params: Object.fromEntries(names.map((n) => [n, `${n} is not valid`])),
    });
  }
  const { id, quantity, key, cart_item_data: rawData } = parsed.data;
  if (key !== undefined) throw new ApiError('woocommerce_rest_cart_item_exists', t('cart.itemExists'), 400);
  if (!id) throw new ApiError('woocommerce_rest_cart_missing_product_id', t('cart.noProductId'), 400);
  if (quantity !== undefined && quantity <= 0) {
    throw new ApiError('woocommerce_rest_product_invalid_quantity', t('cart.invalidQuantity', { name: `#${id}`, minimum: 1, maximum: 999 }), 400);
  }
  let data: unknown = {};
  if (typeof rawData === 'string' && rawData.trim() !== '') {
    try {
      data = JSON.parse(rawData);
    } catch {
      throw new ApiError('rest_invalid_param', t('cart.invalidCartData'), 400, { params: { cart_item_data: t('cart.invalidCartData') } });
    }
  } else if (rawData && typeof rawData === 'object') {
    data = rawData;
  }
  const checked = cartItemDataSchema.safeParse(data);
  if (!checked.success) {
    throw new ApiError('rest_invalid_param', t('errors.invalidParam', { params: 'cart_item_data' }), 400, {
      params: { cart_item_data: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') },
    });
  }
  return { id, quantity, data: checked.data };
}

/** A refused cart change as WooCommerce answers it; 409s carry the cart so the client can resync. */
export function problemError(problem: CartProblem, cart: Cart, t: Translate, context: { id?: number; invalidKeyMessage: string }): ApiError {
  switch (problem.code) {
    case 'invalid_product':
      return new ApiError('woocommerce_rest_cart_invalid_product', t('cart.productNotFound', { id: context.id ?? '' }), 400);
    case 'missing_variation':
      return new ApiError('woocommerce_rest_missing_variation_data', t('cart.missingVariation'), 400);
    case 'not_purchasable':
      return new ApiError('woocommerce_rest_product_not_purchasable', t('cart.notPurchasable'), 400);
    case 'out_of_stock':
      return new ApiError('woocommerce_rest_product_out_of_stock', t('cart.outOfStock', { name: problem.name }), 400);
    case 'partially_out_of_stock':
      return new ApiError('woocommerce_rest_product_partially_out_of_stock', t('cart.partiallyOutOfStock', { name: problem.name, count: problem.available }), 400);
    case 'invalid_quantity':
      return new ApiError('invalid_quantity', t('cart.invalidQuantity', { name: problem.name, minimum: problem.minimum, maximum: problem.maximum }), 400);
    case 'invalid_subscription_frequency':
      return new ApiError('soul_invalid_subscription_frequency', t('cart.invalidFrequency'), 400);
    case 'invalid_key':
      return new ApiError('woocommerce_rest_cart_invalid_key', context.invalidKeyMessage, 409, { cart });
    case 'not_removable':
      return new ApiError('soul_cart_item_not_removable', t('cart.notRemovable'), 400);
  }
}

export function couponError(problem: CouponProblem, code: string, ctx: CartRequestContext, coupon?: StoredCoupon): ApiError {
  return new ApiError('woocommerce_rest_cart_coupon_error', couponProblemText(problem, code, ctx, coupon), 400);
}

/** Sends the cart after a change, or throws the change's refusal. */
export function cartOrThrow(outcome: ChangeOutcome, ctx: CartRequestContext, context: { id?: number; invalidKeyMessage?: string } = {}): Cart {
  if (outcome.ok) return outcome.cart;
  if ('problem' in outcome) {
    throw problemError(outcome.problem, outcome.cart, ctx.t, { ...context, invalidKeyMessage: context.invalidKeyMessage ?? ctx.t('cart.invalidKey') });
  }
  throw couponError(outcome.couponProblem, outcome.code, ctx, outcome.coupon);
}

/** `_links` of an item or coupon in the /cart/items and /cart/coupons collections. */
export function withLinks<T extends object>(entity: T, self: string, collection: string): T & { _links: object } {
  return { ...entity, _links: { self: [{ href: self }], collection: [{ href: collection }] } };
}
