import { addToCartRequestSchema, cartItemDataSchema, message, type Cart, type CartItemData } from '@soul/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, failWith } from '../../../../http/problem-error.ts';
import { ensureSession } from '../../../../plugins/session.ts';
import { priceGroupOf } from '../../../../services/accounts/visitor.ts';
import { cartAnswer } from '../../../../serializers/cart-views.ts';
import type { CartRequestContext, CartService, ChangeOutcome } from '../../../../services/cart/cart.service.ts';
import { cartChangeProblem } from '../../../../services/cart/cart-problems.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { timerOwner } from '../../../../services/promotions/timer.service.ts';
import type { CartPromoGrant } from '@soul/domain/cart-document/document';

/**
 * Request parameters merged as WordPress REST merges them: the JSON or form
 * body wins over the query string (`POST /cart/add-item?id=12&quantity=2`
 * with no body works too).
 */
export function requestParams(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  return { ...query, ...body };
}

export function cartContext(request: FastifyRequest, reply: FastifyReply): CartRequestContext {
  const { language, siteUrl, t } = request.ctx;
  return { sessionToken: ensureSession(request, reply), language, siteUrl, t, priceGroupId: priceGroupOf(request.visitor) };
}

/** The add-item parameters, checked: id required, quantity ≥ 1 if given, custom data valid JSON of the right shape. */
export function parseAddItem(params: Record<string, unknown>): {
  id: number;
  quantity: number | undefined;
  data: CartItemData;
  variation: { attribute: string; value: string }[];
} {
  const parsed = addToCartRequestSchema.safeParse(params);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'request')))];
    fail(
      'invalidParam',
      { params: names.join(', ') },
      { data: { params: Object.fromEntries(names.map((n) => [n, `${n} is not valid`])) } },
    );
  }
  const { id, quantity, key, cart_item_data: rawData, variation = [] } = parsed.data;
  if (key !== undefined) fail('cartItemExists');
  if (!id) fail('cartMissingProductId');
  if (quantity !== undefined && quantity <= 0) fail('cartInvalidQuantity', { name: `#${id}`, minimum: 1, maximum: 999 });
  let data: unknown = {};
  if (typeof rawData === 'string' && rawData.trim() !== '') {
    try {
      data = JSON.parse(rawData);
    } catch {
      fail('cartInvalidData', undefined, { data: { params: { cart_item_data: message('cart.invalidCartData') } } });
    }
  } else if (rawData && typeof rawData === 'object') {
    data = rawData;
  }
  const checked = cartItemDataSchema.safeParse(data);
  if (!checked.success) {
    fail(
      'invalidParam',
      { params: 'cart_item_data' },
      { data: { params: { cart_item_data: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') } } },
    );
  }
  return { id, quantity, data: checked.data, variation };
}

/**
 * The discount an add-item's promo_offer_* data earns, decided by the
 * server from the live promotion and the visitor's countdown (null without
 * promo data, or when it is not honoured).
 */
export async function promoGrantFor(
  services: Pick<AppServices, 'promotions'>,
  request: FastifyRequest,
  ctx: CartRequestContext,
  item: { id: number; quantity: number | undefined; data: CartItemData },
): Promise<CartPromoGrant | null> {
  if (!item.data.promo_offer_id) return null;
  return services.promotions.grantFor(timerOwner(request.visitor, ctx.sessionToken), item.data, item.id, item.quantity ?? 1);
}

/** Sends the cart after a change, or throws the change's refusal (409s carry the cart, so the client can resync). */
export function cartOrThrow(
  outcome: ChangeOutcome,
  ctx: CartRequestContext,
  context: { id?: number; invalidKey?: 'cartInvalidKey' | 'cartItemDoesNotExist' } = {},
): Cart {
  const cart = cartAnswer(outcome.cart, ctx);
  if (outcome.ok) return cart;
  failWith(cartChangeProblem(outcome, cart, context));
}

/** The session's cart as the Store API answers it. */
export async function readCart(carts: CartService, ctx: CartRequestContext): Promise<Cart> {
  return cartAnswer(await carts.read(ctx), ctx);
}

/** `_links` of an item or coupon in the /cart/items and /cart/coupons collections. */
export function withLinks<T extends object>(entity: T, self: string, collection: string): T & { _links: object } {
  return { ...entity, _links: { self: [{ href: self }], collection: [{ href: collection }] } };
}

/**
 * The marketing "Added to Cart" event of a successful add (storefront §7),
 * for a signed-in customer with marketing consent. Guests are skipped
 * without touching the database; a failure is logged, never the add's.
 */
export async function recordAddedToCart(
  services: AppServices,
  request: FastifyRequest,
  cart: Cart,
  added: { key: string | undefined; quantity: number | undefined },
): Promise<void> {
  const { email, userId } = request.visitor;
  const line = cart.items.find((item) => item.key === added.key);
  if (!email || userId === 0 || !line) return;
  try {
    await services.marketing.addedToCart(
      { sessionToken: request.visitor.sessionToken ?? '', email, language: request.ctx.language },
      cart,
      { key: line.key, quantity: added.quantity ?? line.quantity },
    );
  } catch (error) {
    request.log.warn({ err: error }, 'added-to-cart marketing event not recorded');
  }
}
