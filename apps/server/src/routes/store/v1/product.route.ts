import { isDatabaseId } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { siteUrl } from '../../../http/site-url.ts';
import { translator } from '../../../i18n.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * GET /wp-json/wc/store/v1/products/{id} and /products/{slug}. Numeric paths
 * are ids (WooCommerce's `\d+` route); anything else is a slug.
 */
export function registerProductRoute(app: FastifyInstance, services: AppServices, prefix: string): void {
  app.get<{ Params: { ref: string } }>(`${prefix}/products/:ref`, async (request, reply) => {
    const language = requestLanguage(request);
    const t = translator(language);
    const base = siteUrl(request, services.config);
    const ref = request.params.ref;
    if (/^\d+$/.test(ref)) {
      const id = Number(ref);
      // An id no database row can have is simply not found: never sent to PostgreSQL, where it would overflow.
      const product = isDatabaseId(id) ? await services.catalogue.getProduct(id, language, base) : null;
      if (!product) throw new ApiError('woocommerce_rest_product_invalid_id', t('errors.invalidProductId'), 404);
      return reply.send(product);
    }
    const product = await services.catalogue.getProductBySlug(ref, language, base);
    if (!product) throw new ApiError('woocommerce_rest_product_invalid_slug', t('errors.invalidProductSlug'), 404);
    return reply.send(product);
  });
}
