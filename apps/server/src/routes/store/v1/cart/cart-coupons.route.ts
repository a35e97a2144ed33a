import type { CartCoupon } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normalizeCouponCode } from '@soul/domain/cart/index';
import { fail } from '../../../../http/problem-error.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { applyCoupon, removeAllCoupons, removeCoupon } from '../../../../services/cart/cart-actions.ts';
import { refuseReferralCodeWithoutCookie } from './referral-discount.ts';
import { cartContext, cartOrThrow, readCart, requestParams, withLinks } from './cart-route-helpers.ts';

const codeSchema = z.object({ code: z.string().max(100).optional() });

/** The /cart/coupons collection (reference §2): 201 on apply, 204 on removal, 404 for a coupon not in the cart. */
export function registerCartCouponRoutes(app: FastifyInstance, services: AppServices, namespace: string): void {
  const links = (base: string, code: string) => [`${base}${namespace}/cart/coupons/${code}`, `${base}${namespace}/cart/coupons`] as const;
  const linked = (base: string) => (coupon: CartCoupon) => withLinks(coupon, ...links(base, coupon.code));

  app.get('/cart/coupons', async (request, reply) => {
    const ctx = cartContext(request, reply);
    return (await readCart(services.carts, ctx)).coupons.map(linked(ctx.siteUrl));
  });

  app.post('/cart/coupons', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const { code } = parseParams(codeSchema, requestParams(request));
    if (!code?.trim()) fail('couponMissingCode');
    await refuseReferralCodeWithoutCookie(services, request, code);
    const cart = cartOrThrow(await applyCoupon(services.carts, ctx, code), ctx);
    const applied = cart.coupons.find((c) => c.code === normalizeCouponCode(code));
    return reply.status(201).send(applied ? linked(ctx.siteUrl)(applied) : null);
  });

  app.delete('/cart/coupons', async (request, reply) => {
    const ctx = cartContext(request, reply);
    cartOrThrow(await removeAllCoupons(services.carts, ctx), ctx);
    return [];
  });

  app.get<{ Params: { code: string } }>('/cart/coupons/:code([\\w-]+)', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const coupon = (await readCart(services.carts, ctx)).coupons.find((c) => c.code === normalizeCouponCode(request.params.code));
    if (!coupon) fail('couponDoesNotExistInCart');
    return linked(ctx.siteUrl)(coupon);
  });

  app.delete<{ Params: { code: string } }>('/cart/coupons/:code([\\w-]+)', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const outcome = await removeCoupon(services.carts, ctx, request.params.code);
    if (outcome === 'unknown_coupon' || outcome === 'not_in_cart') {
      fail('couponDoesNotExistInCart');
    }
    cartOrThrow(outcome, ctx);
    return reply.status(204).send();
  });
}
