import { productQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { parseParams } from '../../../http/parse-params.ts';
import { fail } from '../../../http/problem-error.ts';
import { groupStoreProductPage, storeProductPage } from '../../../serializers/catalogue-views.ts';
import { visitorGroupPricing } from '../../../services/vendors/visitor-group.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { productQueryKey } from '../../../services/product-query-key.ts';
import { paginationLinks } from './pagination-links.ts';

interface ListingResponse {
  body: Buffer;
  total: string;
  totalPages: string;
}

/** Bytes of a cached answer beyond its body: the two header values and the object. */
const ANSWER_OVERHEAD = 100;

/**
 * GET /wp-json/wc/store/v1/products — the catalogue listing (WooCommerce Store API).
 * The query is validated first (a bad one is a 400 before any work), then the
 * finished answer (body bytes and paging headers) is cached per normalised
 * query until the catalogue changes, so a repeated listing costs no querying
 * or serialising, and unknown or reordered parameters share the entry. The
 * `Link` header echoes the request's own parameters, as WordPress does, so
 * it is made per request, not cached.
 */
export function registerProductsRoute(
  app: FastifyInstance,
  services: Pick<AppServices, 'catalogue' | 'config'> & Partial<Pick<AppServices, 'vendors'>>,
  prefix: string,
): void {
  app.get(`${prefix}/products`, async (request, reply) => {
    const { language, siteUrl: base } = request.ctx;
    const query = parseParams(productQuerySchema, request.query);
    // WooCommerce's ProductQuery: `related` must name a product a shopper can see.
    if (query.related && !(await services.catalogue.isBrowsable(query.related, language))) fail('relatedProductNotFound');
    // An approved vendor sees their group's prices: made for them, past the shared cache.
    const group = await visitorGroupPricing(services.vendors, request.visitor);
    const answer: ListingResponse = group
      ? await groupStoreProductPage(services.catalogue, query, language, base, group).then((page) => ({
          body: Buffer.from(page.json),
          total: String(page.total),
          totalPages: String(page.totalPages),
        }))
      : await services.catalogue.derive<ListingResponse>(
          `store-products|${language}|${base}|${productQueryKey(query)}`,
          async () => {
            const page = await storeProductPage(services.catalogue, query, language, base);
            return { body: Buffer.from(page.json), total: String(page.total), totalPages: String(page.totalPages) };
          },
          (cached) => cached.body.byteLength + ANSWER_OVERHEAD,
        );
    const link = paginationLinks(`${base}${request.url.split('?')[0]}`, request.query, query.page, Number(answer.totalPages));
    reply
      .header('X-WP-Total', answer.total)
      .header('X-WP-TotalPages', answer.totalPages)
      .header('Content-Type', 'application/json; charset=utf-8');
    if (link) reply.header('Link', link);
    if (group) reply.header('Cache-Control', 'private, no-store');
    // As WooCommerce: when any product last changed, so clients can tell a cached listing is stale.
    const modified = await services.catalogue.lastModified();
    if (modified) reply.header('Last-Modified', modified.toUTCString());
    return reply.send(answer.body);
  });
}
