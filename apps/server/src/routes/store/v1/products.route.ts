import { productQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { parseParams } from '../../../http/parse-params.ts';
import { requestLanguage } from '../../../http/language.ts';
import { siteUrl } from '../../../http/site-url.ts';
import { translator } from '../../../i18n.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { paginationLinks } from './pagination-links.ts';

/** GET /wp-json/wc/store/v1/products — the catalogue listing (WooCommerce Store API). */
export function registerProductsRoute(app: FastifyInstance, services: AppServices, prefix: string): void {
  app.get(`${prefix}/products`, async (request, reply) => {
    const language = requestLanguage(request);
    const query = parseParams(productQuerySchema, request.query, translator(language));
    const base = siteUrl(request, services.config.publicUrl);
    const page = await services.catalogue.listProducts(query, language, base);
    reply
      .header('X-WP-Total', String(page.total))
      .header('X-WP-TotalPages', String(page.totalPages))
      .header('Content-Type', 'application/json; charset=utf-8');
    const link = paginationLinks(`${base}${request.url.split('?')[0]}`, request.query, query.page, page.totalPages);
    if (link) reply.header('Link', link);
    return reply.send(page.json);
  });
}
