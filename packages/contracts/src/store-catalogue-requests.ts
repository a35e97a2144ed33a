import { z } from 'zod/mini';
import { MAX_DB_ID } from './ids.ts';
import { languageSchema } from './language.ts';
import { boolLike, idList, intLike, productQuerySchema } from './product-query.ts';

/**
 * Query parameters of the Store API's taxonomy, review and collection-data
 * routes (WooCommerce's AbstractTermsRoute, ProductReviews and
 * ProductCollectionData collection params). Only the server parses them.
 */

const lang = z.optional(
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((v: string) => v.slice(0, 2).toLowerCase()),
    ),
    languageSchema,
  ),
);
const context = z.optional(z.enum(['view', 'edit', 'embed']));
const pageSchema = z._default(z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 or more'))), 1);
const idSchema = z.pipe(intLike, z.number().check(z.int(), z.minimum(0), z.maximum(MAX_DB_ID, `must be an id up to ${MAX_DB_ID}`)));

/**
 * WooCommerce's term listing: `per_page` 0 (or unset) means every term and has
 * no maximum (a shop's terms are few); `hide_empty` is on unless turned off.
 */
export const termsQuerySchema = z.object({
  page: pageSchema,
  per_page: z._default(z.pipe(intLike, z.number().check(z.int(), z.minimum(0, 'must be 0 or more'))), 0),
  search: z.optional(z.string().check(z.maxLength(200))),
  include: z._default(idList, []),
  exclude: z._default(idList, []),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
  orderby: z._default(z.enum(['name', 'slug', 'count']), 'name'),
  hide_empty: z._default(boolLike, true),
  parent: z.optional(idSchema),
  lang,
  context,
});

/** An attribute's terms may also keep their own order (WooCommerce adds `menu_order`). */
export const attributeTermsQuerySchema = z.extend(termsQuerySchema, {
  orderby: z._default(z.enum(['name', 'slug', 'count', 'menu_order']), 'name'),
});
export type TermsQuery = z.infer<typeof attributeTermsQuerySchema>;

export const reviewsQuerySchema = z.object({
  page: pageSchema,
  per_page: z._default(
    z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 or more'), z.maximum(100, 'must be 100 or less'))),
    10,
  ),
  offset: z.optional(z.pipe(intLike, z.number().check(z.int(), z.minimum(0, 'must be 0 or more')))),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  orderby: z._default(z.enum(['date', 'date_gmt', 'id', 'rating', 'product']), 'date'),
  category_id: z._default(idList, []),
  product_id: z._default(idList, []),
  lang,
  context,
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

/** WooCommerce's COUNTS_MAX_ITEMS: each counted taxonomy costs a query over the whole collection. */
export const COUNTS_MAX_ITEMS = 25;

const attributeCountSchema = z.object({
  taxonomy: z.optional(z.string().check(z.maxLength(200))),
  query_type: z._default(z.enum(['and', 'or']), 'or'),
});
type AttributeCount = z.infer<typeof attributeCountSchema>;

const countsList = <T>(items: T[]) => items.length <= COUNTS_MAX_ITEMS;

/** GET /products/collection-data: every /products parameter plus what to count. */
export const collectionDataQuerySchema = z.extend(productQuerySchema, {
  calculate_price_range: z._default(boolLike, false),
  calculate_stock_status_counts: z._default(boolLike, false),
  calculate_rating_counts: z._default(boolLike, false),
  calculate_attribute_counts: z._default(
    z
      .pipe(
        z.union([z.array(attributeCountSchema), z.record(z.string(), attributeCountSchema)]),
        z.transform((v: AttributeCount[] | Record<string, AttributeCount>) => (Array.isArray(v) ? v : Object.values(v))),
      )
      .check(z.refine(countsList, `must have at most ${COUNTS_MAX_ITEMS} items`)),
    [],
  ),
  calculate_taxonomy_counts: z._default(
    z
      .pipe(
        z.union([z.array(z.string()), z.string()]),
        z.transform((v: string[] | string) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
      )
      .check(z.refine(countsList, `must have at most ${COUNTS_MAX_ITEMS} items`)),
    [],
  ),
});
export type CollectionDataQuery = z.infer<typeof collectionDataQuerySchema>;
