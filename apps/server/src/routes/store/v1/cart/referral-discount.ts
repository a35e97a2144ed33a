import { problem, VISITOR_COOKIES } from '@soul/contracts';
import { failWith } from '../../../../http/problem-error.ts';
import { normalizeCouponCode } from '@soul/domain/cart/index';
import { REFERRAL_COUPON_CODE } from '@soul/domain/referrals/referral';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../../../services/app-services.ts';
import { applyCoupon } from '../../../../services/cart/cart-actions.ts';
import type { CartRequestContext } from '../../../../services/cart/cart.service.ts';

/** The referrer the visitor's affiliate cookie names, unless it is the visitor's own account. */
async function cookieReferrer(services: AppServices, request: FastifyRequest): Promise<{ userId: number } | null> {
  const code = request.cookies[VISITOR_COOKIES.affiliate.name];
  if (!code) return null;
  const referrer = await services.referrals.referrer(code);
  return referrer && referrer.userId !== request.visitor.userId ? referrer : null;
}

/**
 * A referred friend's 20 % (storefront §1, account §9), put into the cart by
 * the server while the affiliate cookie lasts: only into a cart without
 * another coupon (the shopper's own choice, the welcome coupon included, is
 * never replaced; the referral coupon is individual-use, so nothing joins it
 * later). Whether the order is a new customer's first is decided at checkout,
 * where the e-mail is known.
 */
export async function ensureReferralDiscount(services: AppServices, request: FastifyRequest, ctx: CartRequestContext): Promise<void> {
  if (!request.cookies[VISITOR_COOKIES.affiliate.name]) return;
  const stored = await services.carts.stored(ctx.sessionToken);
  if (stored && stored.document.coupons.length > 0) return;
  if (!(await cookieReferrer(services, request))) return;
  await applyCoupon(services.carts, ctx, REFERRAL_COUPON_CODE);
}

/** The referral coupon typed by hand counts only with a referrer's cookie. */
export async function referralCodeAllowed(services: AppServices, request: FastifyRequest, code: string): Promise<boolean> {
  return normalizeCouponCode(code) !== REFERRAL_COUPON_CODE || (await cookieReferrer(services, request)) !== null;
}

/** Without the cookie the referral coupon is answered as an unknown code. */
export async function refuseReferralCodeWithoutCookie(services: AppServices, request: FastifyRequest, code: string): Promise<void> {
  if (await referralCodeAllowed(services, request, code)) return;
  failWith(problem('couponRefused', { code: normalizeCouponCode(code) }, { message: 'cart.couponNotFound' }));
}
