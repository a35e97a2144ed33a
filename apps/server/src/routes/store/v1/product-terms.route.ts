import { isDatabaseId, termsQuerySchema, type Language, type TermsQuery } from '@soul/contracts';
import type { TaxonomyKind, TaxonomyTerm } from '@soul/domain/products/taxonomy-port';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseParams } from '../../../http/parse-params.ts';
import { fail } from '../../../http/problem-error.ts';
import { brandPermalink, categoryPermalink, serializeTerm, serializeTermWithPage } from '../../../serializers/taxonomy.serializer.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { selectTerms } from '../../../services/catalogue/term-selection.ts';

type Services = Pick<AppServices, 'taxonomy'>;

/** WooCommerce sends paging headers on a term listing only when it is paged (`per_page` set). */
function sendTerms(reply: FastifyReply, query: TermsQuery, found: { total: number }, body: unknown[]): FastifyReply {
  if (query.per_page > 0) {
    reply.header('X-WP-Total', String(found.total)).header('X-WP-TotalPages', String(Math.ceil(found.total / query.per_page)));
  }
  return reply.send(body);
}

/**
 * A term by id in the request's language: an id of the other language's row
 * (WPML gives each language its own) answers with its translation, as the
 * product routes do.
 */
async function termById(services: Services, kind: TaxonomyKind, id: number, language: Language): Promise<TaxonomyTerm | null> {
  if (!isDatabaseId(id)) return null;
  const own = await services.taxonomy.terms(kind, language);
  const direct = own.find((term) => term.id === id);
  if (direct) return direct;
  const other = (await services.taxonomy.terms(kind, language === 'en' ? 'lt' : 'en')).find((term) => term.id === id);
  return other ? (own.find((term) => term.groupId === other.groupId) ?? null) : null;
}

/**
 * GET /products/categories, /products/categories/{id}, /products/tags,
 * /products/brands and /products/brands/{id or slug} (WooCommerce's
 * ProductCategories, ProductCategoriesById, ProductTags, ProductBrands,
 * ProductBrandsById), in the request's language.
 */
export function registerProductTermRoutes(app: FastifyInstance, services: Services, prefix: string): void {
  app.get(`${prefix}/products/categories`, async (request, reply) => {
    const { language, siteUrl } = request.ctx;
    const query = parseParams(termsQuerySchema, request.query);
    const found = selectTerms(await services.taxonomy.terms('categories', language), query);
    return sendTerms(
      reply,
      query,
      found,
      found.terms.map((term) => serializeTermWithPage(term, categoryPermalink(term, language, siteUrl))),
    );
  });

  app.get<{ Params: { id: string } }>(`${prefix}/products/categories/:id`, async (request, reply) => {
    const { language, siteUrl } = request.ctx;
    // WooCommerce's route takes digits only: anything else is no route at all.
    if (!/^\d+$/.test(request.params.id)) fail('noRoute');
    const term = await termById(services, 'categories', Number(request.params.id), language);
    if (!term) fail('categoryInvalidId');
    return reply.send(serializeTermWithPage(term, categoryPermalink(term, language, siteUrl)));
  });

  app.get(`${prefix}/products/tags`, async (request, reply) => {
    const query = parseParams(termsQuerySchema, request.query);
    const found = selectTerms(await services.taxonomy.terms('tags', request.ctx.language), query);
    return sendTerms(reply, query, found, found.terms.map(serializeTerm));
  });

  app.get(`${prefix}/products/brands`, async (request, reply) => {
    const { language, siteUrl } = request.ctx;
    const query = parseParams(termsQuerySchema, request.query);
    const found = selectTerms(await services.taxonomy.terms('brands', language), query);
    return sendTerms(
      reply,
      query,
      found,
      found.terms.map((term) => serializeTermWithPage(term, brandPermalink(language, siteUrl))),
    );
  });

  app.get<{ Params: { identifier: string } }>(`${prefix}/products/brands/:identifier`, async (request, reply) => {
    const { language, siteUrl } = request.ctx;
    const identifier = request.params.identifier;
    if (!/^[\w-]+$/.test(identifier)) fail('noRoute');
    if (/^\d+$/.test(identifier)) {
      const term = await termById(services, 'brands', Number(identifier), language);
      if (!term) fail('brandInvalidId');
      return reply.send(serializeTermWithPage(term, brandPermalink(language, siteUrl)));
    }
    const term = (await services.taxonomy.terms('brands', language)).find((t) => t.slug === identifier);
    if (!term) fail('brandInvalidSlug');
    return reply.send(serializeTermWithPage(term, brandPermalink(language, siteUrl)));
  });
}
