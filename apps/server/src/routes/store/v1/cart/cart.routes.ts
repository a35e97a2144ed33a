import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../../../http/api-error.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { addItem, applyCoupon, removeCoupon, removeItem, updateItem } from '../../../../services/cart/cart-actions.ts';
import { cartContext, cartOrThrow, parseAddItem, requestParams } from './cart-route-helpers.ts';

const keySchema = z.object({ key: z.string().min(1).max(64) });
const quantitySchema = z.object({ quantity: z.coerce.number().int().optional() });
const codeSchema = z.object({ code: z.string().max(100).optional() });

/**
 * The cart and its RPC-style changes (reference §2): GET /cart, add-item
 * (201), update-item, remove-item, apply-coupon, remove-coupon. Every answer
 * is the whole cart.
 */
export function registerCartRoutes(app: FastifyInstance, services: AppServices): void {
  app.get('/cart', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await services.carts.readJson(cartContext(request, reply, services))),
  );

  app.post('/cart/add-item', async (request, reply) => {
    const ctx = cartContext(request, reply, services);
    const item = parseAddItem(requestParams(request), ctx.t);
    const cart = cartOrThrow(await addItem(services.carts, ctx, item), ctx, { id: item.id });
    return reply.status(201).send(cart);
  });

  app.post('/cart/update-item', async (request, reply) => {
    const ctx = cartContext(request, reply, services);
    const params = requestParams(request);
    const { key } = parseParams(keySchema, params, ctx.t);
    const { quantity } = parseParams(quantitySchema, params, ctx.t);
    // Without a quantity nothing changes (storefront §5, WooCommerce).
    if (quantity === undefined) return services.carts.read(ctx);
    return cartOrThrow(await updateItem(services.carts, ctx, key, quantity), ctx, { invalidKeyMessage: ctx.t('cart.itemDoesNotExist') });
  });

  app.post('/cart/remove-item', async (request, reply) => {
    const ctx = cartContext(request, reply, services);
    const { key } = parseParams(keySchema, requestParams(request), ctx.t);
    return cartOrThrow(await removeItem(services.carts, ctx, key), ctx);
  });

  app.post('/cart/apply-coupon', async (request, reply) => {
    const ctx = cartContext(request, reply, services);
    const { code } = parseParams(codeSchema, requestParams(request), ctx.t);
    if (!code?.trim()) throw new ApiError('woocommerce_rest_cart_coupon_error', ctx.t('cart.noCouponCode'), 400);
    return cartOrThrow(await applyCoupon(services.carts, ctx, code), ctx);
  });

  app.post('/cart/remove-coupon', async (request, reply) => {
    const ctx = cartContext(request, reply, services);
    const { code } = parseParams(codeSchema, requestParams(request), ctx.t);
    if (!code?.trim()) throw new ApiError('woocommerce_rest_cart_coupon_error', ctx.t('cart.noCouponCode'), 400);
    const outcome = await removeCoupon(services.carts, ctx, code);
    if (outcome === 'unknown_coupon') throw new ApiError('woocommerce_rest_cart_coupon_error', ctx.t('cart.invalidCouponCode'), 400);
    if (outcome === 'not_in_cart') {
      throw new ApiError('woocommerce_rest_cart_coupon_invalid_code', ctx.t('cart.couponNotInCart'), 409, {
        cart: await services.carts.read(ctx),
      });
    }
    return cartOrThrow(outcome, ctx);
  });
}
