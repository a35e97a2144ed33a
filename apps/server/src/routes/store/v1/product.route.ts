import { isDatabaseId, type Language, type StoreProduct } from '@soul/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '../../../http/problem-error.ts';
import { groupStoreProduct, storeProduct, storeProductBySlug } from '../../../serializers/catalogue-views.ts';
import { visitorGroupPricing } from '../../../services/vendors/visitor-group.ts';
import type { AppServices } from '../../../services/app-services.ts';

/** The product with its Last-Modified: when it (or one of its variations) last changed. */
async function sendProduct(reply: FastifyReply, services: AppServices, product: StoreProduct, language: Language): Promise<FastifyReply> {
  const found = await services.catalogue.product(product.id, language);
  if (found) reply.header('Last-Modified', found.product.updatedAt.toUTCString());
  return reply.send(product);
}

/**
 * GET /wp-json/wc/store/v1/products/{id} and /products/{slug}. Numeric paths
 * are ids (WooCommerce's `\d+` route); anything else is a slug.
 */
export function registerProductRoute(app: FastifyInstance, services: AppServices, prefix: string): void {
  app.get<{ Params: { ref: string } }>(`${prefix}/products/:ref`, async (request, reply) => {
    const { language, siteUrl: base } = request.ctx;
    const ref = request.params.ref;
    // An approved vendor sees their group's prices, made for them past the shared cache (never kept).
    const group = await visitorGroupPricing(services.vendors, request.visitor);
    const forVisitor = async (product: StoreProduct | null) => {
      if (!product || !group) return product;
      reply.header('Cache-Control', 'private, no-store');
      return groupStoreProduct(services.catalogue, product.id, language, base, group);
    };
    if (/^\d+$/.test(ref)) {
      const id = Number(ref);
      // An id no database row can have is simply not found: never sent to PostgreSQL, where it would overflow.
      const product = await forVisitor(isDatabaseId(id) ? await storeProduct(services.catalogue, id, language, base) : null);
      if (!product) fail('productInvalidId');
      return sendProduct(reply, services, product, language);
    }
    const product = await forVisitor(await storeProductBySlug(services.catalogue, ref, language, base));
    if (!product) fail('productInvalidSlug');
    return sendProduct(reply, services, product, language);
  });
}
