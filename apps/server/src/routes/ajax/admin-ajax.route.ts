import { cartAnswer } from '../../serializers/cart-views.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { textOf } from '../../i18n.ts';
import { ensureSession } from '../../plugins/session.ts';
import { priceGroupOf } from '../../services/accounts/visitor.ts';
import type { AppServices } from '../../services/app-services.ts';
import { referralCodeAllowed } from '../store/v1/cart/referral-discount.ts';
import { applyCoupon, emptyCart, removeAllCoupons, removeCoupon } from '../../services/cart/cart-actions.ts';
import type { CartRequestContext } from '../../services/cart/cart.service.ts';
import { couponReason } from '../../services/cart/cart-problems.ts';
import { NONCE_ACTIONS } from '../../services/nonces.ts';

import type { AjaxAnswer, AjaxHandler } from './ajax-types.ts';
import { checkoutAjaxActions } from './checkout-actions.ts';
import { upsellAjaxAction } from './upsell-action.ts';
import { invoiceExportActions } from './invoice-export-actions.ts';
import { marketingAjaxActions } from './marketing-actions.ts';
import { reviewAjaxActions } from './review-actions.ts';
import { vendorAjaxActions } from './vendor-actions.ts';
import { companyUserAjaxActions } from './company-user-actions.ts';
import { sendDocument } from '../../http/send-file.ts';
import { readReviewUpload } from '../review-form-upload.ts';
import { REVIEW_PHOTO_FIELD } from '../../http/review-form.ts';

/** Actions that only hand out session and nonces: how a client recovers, so they need no nonce themselves. */
const OPEN_ACTIONS = new Set(['soulel_get_nonce_clientside', 'soulel_maybe_init_session_clientside']);

/**
 * POST /wp-admin/admin-ajax.php — form posts with `action` and `ajax_nonce`
 * (storefront §7), answered `{ success, data }` like wp_send_json_*.
 */
export function registerAjaxRoute(app: FastifyInstance, services: AppServices): void {
  const handlers: Record<string, AjaxHandler> = {
    soulel_get_nonce_clientside: async (request) => ({ success: true, data: freshNonces(request, services) }),
    soulel_maybe_init_session_clientside: async (_request, ctx) => ({
      success: true,
      data: { session: true, message: ctx.t('ajax.sessionStarted') },
    }),
    soulel_apply_coupon: async (request, ctx, fields) => {
      const code = String(fields.code ?? '').trim();
      if (!code) return { success: false, data: ctx.t('cart.noCouponCode') };
      if (!(await referralCodeAllowed(services, request, code))) return { success: false, data: ctx.t('cart.couponNotFound', { code }) };
      const outcome = await applyCoupon(services.carts, ctx, code);
      if (!outcome.ok) {
        const refusal =
          'problem' in outcome
            ? ctx.t('cart.invalidCouponCode')
            : textOf(couponReason(outcome.couponProblem, outcome.code, outcome.coupon), ctx.language);
        return { success: false, data: refusal };
      }
      const applied = cartAnswer(outcome.cart, ctx).coupons.find((c) => c.code === code.toLowerCase());
      const expiresAt = (await services.carts.coupon(code.toLowerCase()))?.expiresAt ?? null;
      return {
        success: true,
        data: {
          is_applied: Boolean(applied),
          code: applied?.code ?? code.toLowerCase(),
          description: applied?.description ?? '',
          // Seconds until the coupon expires, JSON-encoded as the spec's client expects; null = never.
          expires: JSON.stringify(expiresAt === null ? null : Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))),
        },
      };
    },
    soulel_remove_coupon: async (_request, ctx, fields) => {
      const code = String(fields.code ?? '').trim();
      if (!code) return { success: false, data: ctx.t('cart.noCouponCode') };
      const outcome = await removeCoupon(services.carts, ctx, code);
      if (outcome === 'unknown_coupon') return { success: false, data: ctx.t('cart.invalidCouponCode') };
      if (outcome === 'not_in_cart') return { success: false, data: ctx.t('cart.couponNotInCart') };
      return { success: true, data: { is_removed: true, code: code.toLowerCase() } };
    },
    soulel_empty_cart: async (_request, ctx) => {
      await emptyCart(services.carts, ctx);
      return { success: true, data: { items_count: 0 } };
    },
    soulel_remove_all_coupons: async (_request, ctx) => {
      await removeAllCoupons(services.carts, ctx);
      return { success: true, data: { coupons: [] } };
    },
    soulel_set_currency: async (_request, ctx, fields) =>
      String(fields.currency ?? 'EUR').toUpperCase() === 'EUR'
        ? { success: true, data: { currency: 'EUR', message: ctx.t('ajax.currencySet') } }
        : { success: false, data: ctx.t('ajax.unsupportedCurrency') },
    ...checkoutAjaxActions(services),
    ...upsellAjaxAction(services),
    ...invoiceExportActions(services),
    ...marketingAjaxActions(services),
    ...reviewAjaxActions(services),
    ...vendorAjaxActions(services),
    ...companyUserAjaxActions(services),
  };

  app.post('/wp-admin/admin-ajax.php', async (request, reply) => {
    // Multipart (a widget's FormData): its fields, and a review photo kept as bytes under its field name.
    const fields: Record<string, unknown> = request.isMultipart()
      ? await multipartAjaxFields(request)
      : ((request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>);
    const { language, t, siteUrl } = request.ctx;
    const action = String(fields.action ?? '');
    // Own actions only: `constructor`, `toString` or `__proto__` are no action of ours.
    const handler = Object.hasOwn(handlers, action) ? handlers[action] : undefined;
    if (!handler) return send(reply, 400, { success: false, data: t('ajax.unknownAction') });
    const ctx: CartRequestContext = {
      sessionToken: ensureSession(request, reply),
      language,
      siteUrl,
      t,
      priceGroupId: priceGroupOf(request.visitor),
    };
    if (!OPEN_ACTIONS.has(action) && !validAjaxNonce(request, services, fields.ajax_nonce)) {
      return send(reply, 403, { success: false, data: t('errors.invalidNonce') });
    }
    const answer = await handler(request, ctx, fields);
    if ('file' in answer)
      return sendDocument(reply, answer.file.body, {
        contentType: answer.file.contentType,
        filename: answer.file.filename,
        download: true,
      });
    const { status, ...body } = answer;
    return send(reply, status ?? 200, body);
  });
}

async function multipartAjaxFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const form = await readReviewUpload(request);
  return form.file ? { ...form.fields, [REVIEW_PHOTO_FIELD]: form.file } : form.fields;
}

function validAjaxNonce(request: FastifyRequest, services: AppServices, nonce: unknown): boolean {
  const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
  return typeof nonce === 'string' && services.nonces.verify(nonce, NONCE_ACTIONS.ajax, subject);
}

/** Nonces for this visitor's session: the commerce (Store API) nonce and the REST (API) nonce, plus the ajax one. */
export function freshNonces(request: FastifyRequest, services: AppServices) {
  const subject = { userId: request.visitor.userId, sessionToken: request.visitor.sessionToken ?? '' };
  return {
    store_nonce: services.nonces.create(NONCE_ACTIONS.store, subject),
    rest_nonce: services.nonces.create(NONCE_ACTIONS.rest, subject),
    ajax_nonce: services.nonces.create(NONCE_ACTIONS.ajax, subject),
    timestamp: services.nonces.timestamp(),
  };
}

function send(reply: FastifyReply, status: number, answer: Extract<AjaxAnswer, { success: boolean }>) {
  return reply.status(status).send(answer);
}
