import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../../../http/problem-error.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import { cartJsonAnswers } from '../../../../serializers/cart-views.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { addItem, applyCoupon, removeCoupon, removeItem, updateItem } from '../../../../services/cart/cart-actions.ts';
import { ensureReferralDiscount, refuseReferralCodeWithoutCookie } from './referral-discount.ts';
import { cartContext, cartOrThrow, readCart, parseAddItem, promoGrantFor, recordAddedToCart, requestParams } from './cart-route-helpers.ts';

const keySchema = z.object({ key: z.string().min(1).max(64) });
const quantitySchema = z.object({ quantity: z.coerce.number().int().optional() });
const codeSchema = z.object({ code: z.string().max(100).optional() });

/**
 * The cart and its RPC-style changes (reference §2): GET /cart, add-item
 * (201), update-item, remove-item, apply-coupon, remove-coupon. Every answer
 * is the whole cart.
 */
export function registerCartRoutes(app: FastifyInstance, services: AppServices): void {
  const answers = cartJsonAnswers(services.carts);
  app.get('/cart', async (request, reply) => {
    const ctx = cartContext(request, reply);
    await ensureReferralDiscount(services, request, ctx);
    return reply.type('application/json; charset=utf-8').send(await answers.read(ctx));
  });

  app.post('/cart/add-item', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const item = parseAddItem(requestParams(request));
    await ensureReferralDiscount(services, request, ctx);
    const promo = await promoGrantFor(services, request, ctx, item);
    const outcome = await addItem(services.carts, ctx, { ...item, promo });
    const cart = cartOrThrow(outcome, ctx, { id: item.id });
    await recordAddedToCart(services, request, cart, { key: outcome.ok ? outcome.key : undefined, quantity: item.quantity });
    return reply.status(201).send(cart);
  });

  app.post('/cart/update-item', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const params = requestParams(request);
    const { key } = parseParams(keySchema, params);
    const { quantity } = parseParams(quantitySchema, params);
    // Without a quantity nothing changes (storefront §5, WooCommerce).
    if (quantity === undefined) return readCart(services.carts, ctx);
    return cartOrThrow(await updateItem(services.carts, ctx, key, quantity), ctx, { invalidKey: 'cartItemDoesNotExist' });
  });

  app.post('/cart/remove-item', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const { key } = parseParams(keySchema, requestParams(request));
    return cartOrThrow(await removeItem(services.carts, ctx, key), ctx);
  });

  app.post('/cart/apply-coupon', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const { code } = parseParams(codeSchema, requestParams(request));
    if (!code?.trim()) fail('couponMissingCode');
    await refuseReferralCodeWithoutCookie(services, request, code);
    return cartOrThrow(await applyCoupon(services.carts, ctx, code), ctx);
  });

  app.post('/cart/remove-coupon', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const { code } = parseParams(codeSchema, requestParams(request));
    if (!code?.trim()) fail('couponMissingCode');
    const outcome = await removeCoupon(services.carts, ctx, code);
    if (outcome === 'unknown_coupon') fail('couponInvalidCode');
    if (outcome === 'not_in_cart') fail('couponNotInCart', undefined, { data: { cart: await readCart(services.carts, ctx) } });
    return cartOrThrow(outcome, ctx);
  });
}
