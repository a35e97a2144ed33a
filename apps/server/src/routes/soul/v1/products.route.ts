import { perPageSchema, productQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { parseParams } from '../../../http/parse-params.ts';
import { storeProductPage } from '../../../serializers/catalogue-views.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * GET /wp-json/soul/v1/products?lang=&type= (account §7): the account area's
 * product list for quick re-ordering. Same product shape and filters as the
 * Store API, but 50 per page by default (account §9) and never a hidden twin.
 */
const soulProductQuerySchema = z.extend(productQuerySchema, { per_page: z._default(perPageSchema, 50) });

export function registerSoulProductsRoute(app: FastifyInstance, services: AppServices): void {
  app.get('/wp-json/soul/v1/products', async (request, reply) => {
    const { language, siteUrl } = request.ctx;
    const query = parseParams(soulProductQuerySchema, request.query);
    const page = await storeProductPage(services.catalogue, query, language, siteUrl);
    return reply
      .header('X-WP-Total', String(page.total))
      .header('X-WP-TotalPages', String(page.totalPages))
      .header('Content-Type', 'application/json; charset=utf-8')
      .send(page.json);
  });
}
