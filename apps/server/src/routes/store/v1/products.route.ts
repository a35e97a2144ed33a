import { productQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { parseParams } from '../../../http/parse-params.ts';
import { requestLanguage } from '../../../http/language.ts';
import { siteUrl } from '../../../http/site-url.ts';
import { translator } from '../../../i18n.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { paginationLinks } from './pagination-links.ts';

interface ListingResponse {
  body: Buffer;
  total: string;
  totalPages: string;
  link: string | null;
}

/**
 * GET /wp-json/wc/store/v1/products — the catalogue listing (WooCommerce Store API).
 * The finished answer (body bytes and paging headers) is cached per exact
 * URL until the catalogue changes, so a repeated listing costs no parsing,
 * querying or serialising at all.
 */
export function registerProductsRoute(app: FastifyInstance, services: AppServices, prefix: string): void {
  app.get(`${prefix}/products`, async (request, reply) => {
    const language = requestLanguage(request);
    const base = siteUrl(request, services.config);
    const answer = await services.catalogue.derive<ListingResponse>(`store-products|${language}|${base}|${request.url}`, async () => {
      const query = parseParams(productQuerySchema, request.query, translator(language));
      const page = await services.catalogue.listProducts(query, language, base);
      return {
        body: Buffer.from(page.json),
        total: String(page.total),
        totalPages: String(page.totalPages),
        link: paginationLinks(`${base}${request.url.split('?')[0]}`, request.query, query.page, page.totalPages),
      };
    });
    reply
      .header('X-WP-Total', answer.total)
      .header('X-WP-TotalPages', answer.totalPages)
      .header('Content-Type', 'application/json; charset=utf-8');
    if (answer.link) reply.header('Link', answer.link);
    return reply.send(answer.body);
  });
}
