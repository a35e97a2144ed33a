import { promotionListQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseParams } from '../../../http/parse-params.ts';
import { fail, failWith } from '../../../http/problem-error.ts';
import { serializeShownPromotion } from '../../../serializers/promotion.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';

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

  app.get<{ Params: { slug: string } }>('/wp-json/soul/v1/promotions/:slug', async (request, reply) => {
    const params = slugParams.safeParse(request.params);
    if (!params.success) fail('promotionNotFound');
    const shown = await services.promotions.shown(params.data.slug, request.ctx.language);
    if (!shown.ok) failWith(shown.problem);
    return reply.header('Cache-Control', 'no-store').send(serializeShownPromotion(shown.value, request.ctx.language, request.ctx.siteUrl));
  });
}
