import { promotionListQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseParams } from '../../../http/parse-params.ts';
import { fail, failWith } from '../../../http/problem-error.ts';
import { serializeShownPromotion } from '../../../serializers/promotion.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { accessGuards } from '../../../http/guards.ts';
import { translator } from '../../../i18n.ts';
import { applyCoupon } from '../../../services/cart/cart-actions.ts';
import { timerOwner } from '../../../services/promotions/timer.service.ts';
import { cartContext } from '../../store/v1/cart/cart-route-helpers.ts';

const claimSchema = z.object({ email: z.string().max(320) });
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/) });

/**
 * What the promo widgets read (storefront §3, §4): `GET promotions/{slug}`
 * (a promotion's slug or its landing page slug in the reader's language)
 * and `GET promotions?kind=` (the live ones of a kind). Only live
 * promotions; prices computed here, never taken from the client.
 */
export function registerPromotionRoutes(app: FastifyInstance, services: AppServices): void {
  app.get('/wp-json/soul/v1/promotions', async (request, reply) => {
    const query = parseParams(promotionListQuerySchema, request.query);
    const live = await services.promotions.live(query.kind, request.ctx.language);
    return reply
      .header('Cache-Control', 'no-store')
      .send(live.map((p) => serializeShownPromotion(p, request.ctx.language, request.ctx.siteUrl)));
  });

  /**
   * The exit popup's e-mail step: a personal single-use coupon for a live
   * exit offer while the visitor's countdown runs, applied to their cart at
   * once. Answers like the coupon apply result (storefront §8): success,
   * data {is_applied, code, description, expires (JSON-encoded seconds)}.
   */
  app.post<{ Params: { slug: string } }>(
    '/wp-json/soul/v1/promotions/:slug/claim',
    { preHandler: accessGuards(services.nonces).restNonce },
    async (request, reply) => {
      const params = slugParams.safeParse(request.params);
      if (!params.success) fail('promotionNotFound');
      const body = claimSchema.safeParse(request.body ?? {});
      if (!body.success) fail('promotionEmailInvalid');
      const ctx = cartContext(request, reply);
      const claimed = await services.promotions.claimExitOffer(
        timerOwner(request.visitor, ctx.sessionToken),
        params.data.slug,
        body.data.email,
        (language, percent) => translator(language)('promotions.couponDescription', { percent }),
      );
      if (!claimed.ok) failWith(claimed.problem);
      const outcome = await applyCoupon(services.carts, ctx, claimed.value.code);
      return reply.status(201).send({
        success: true,
        data: {
          is_applied: outcome.ok,
          code: claimed.value.code,
          description: request.ctx.t('promotions.couponDescription', { percent: claimed.value.percent }),
          expires: JSON.stringify(claimed.value.timeLeft),
        },
      });
    },
  );

  /**
   * The 24-hour extension of an expired countdown (storefront §4, §9): once
   * per visitor and promotion, only after its countdown has run out. Answers
   * the extension timer's id and time left, like timers/start.
   */
  app.post<{ Params: { slug: string } }>(
    '/wp-json/soul/v1/promotions/:slug/extend',
    { preHandler: accessGuards(services.nonces).restNonce },
    async (request, reply) => {
      const params = slugParams.safeParse(request.params);
      if (!params.success) fail('promotionNotFound');
      const ctx = cartContext(request, reply);
      const extended = await services.promotions.extend(timerOwner(request.visitor, ctx.sessionToken), params.data.slug);
      if (!extended.ok) failWith(extended.problem);
      return reply.status(201).header('Cache-Control', 'no-store').send(extended.value);
    },
  );

  app.get<{ Params: { slug: string } }>('/wp-json/soul/v1/promotions/:slug', async (request, reply) => {
    const params = slugParams.safeParse(request.params);
    if (!params.success) fail('promotionNotFound');
    const shown = await services.promotions.shown(params.data.slug, request.ctx.language);
    if (!shown.ok) failWith(shown.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeShownPromotion(shown.value, request.ctx.language, request.ctx.siteUrl));
  });
}
