import { attributeTermsQuerySchema, isDatabaseId } from '@soul/contracts';
import type { FastifyInstance } from 'fastify';
import { parseParams } from '../../../http/parse-params.ts';
import { fail } from '../../../http/problem-error.ts';
import { serializeAttribute, serializeTerm } from '../../../serializers/taxonomy.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { selectTerms } from '../../../services/catalogue/term-selection.ts';

/** Digits only, as WooCommerce's `(?P<id>[\d]+)`: a number no row can have is simply unknown. */
function attributeId(raw: string): number {
  if (!/^\d+$/.test(raw)) fail('noRoute');
  const id = Number(raw);
  return isDatabaseId(id) ? id : 0;
}

/**
 * GET /products/attributes, /products/attributes/{id} and
 * /products/attributes/{id}/terms (WooCommerce's ProductAttributes,
 * ProductAttributesById, ProductAttributeTerms), names in the request's language.
 */
export function registerProductAttributeRoutes(app: FastifyInstance, services: Pick<AppServices, 'taxonomy'>, prefix: string): void {
  app.get(`${prefix}/products/attributes`, async (request, reply) => {
    const attributes = await services.taxonomy.attributes(request.ctx.language);
    return reply.send(attributes.map(serializeAttribute));
  });

  app.get<{ Params: { id: string } }>(`${prefix}/products/attributes/:id`, async (request, reply) => {
    const id = attributeId(request.params.id);
    const attribute = (await services.taxonomy.attributes(request.ctx.language)).find((a) => a.id === id);
    if (!attribute) fail('attributeInvalidId');
    return reply.send(serializeAttribute(attribute));
  });

  app.get<{ Params: { id: string } }>(`${prefix}/products/attributes/:id/terms`, async (request, reply) => {
    const id = attributeId(request.params.id);
    const query = parseParams(attributeTermsQuerySchema, request.query);
    const terms = id > 0 ? await services.taxonomy.attributeTerms(id, request.ctx.language) : null;
    if (!terms) fail('attributeTaxonomyInvalid');
    const found = selectTerms(terms, query);
    if (query.per_page > 0) {
      reply.header('X-WP-Total', String(found.total)).header('X-WP-TotalPages', String(Math.ceil(found.total / query.per_page)));
    }
    return reply.send(found.terms.map(serializeTerm));
  });
}
