import { collectionDataQuerySchema } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { parseParams } from '../../../http/parse-params.ts';
import { fail } from '../../../http/problem-error.ts';
import { serializeCollectionData } from '../../../serializers/taxonomy.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * GET /products/collection-data (WooCommerce's ProductCollectionData): the
 * price range, attribute, rating, stock-status and taxonomy counts of the
 * products every /products filter selects, each only when asked for.
 */
export function registerProductCollectionDataRoute(
  app: FastifyInstance,
  services: Pick<AppServices, 'catalogue' | 'taxonomy'>,
  prefix: string,
): void {
  app.get(`${prefix}/products/collection-data`, async (request, reply) => {
    const { language } = request.ctx;
    const query = parseParams(collectionDataQuerySchema, request.query);
    if (query.related && !(await services.catalogue.isBrowsable(query.related, language))) fail('relatedProductNotFound');
    const figures = await services.taxonomy.collectionData(query, language);
    return reply.send(serializeCollectionData(figures, language));
  });
}
