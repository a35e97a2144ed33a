import { z } from 'zod';
import { MAX_DB_ID } from './ids.ts';
import { languageSchema } from './language.ts';
import { PRODUCT_TYPES, STOCK_STATUSES } from './store-product.ts';

/**
 * Query parameters of GET /wp-json/wc/store/v1/products, with WooCommerce's
 * coercions: numeric strings become numbers, lists may be arrays or
 * comma-separated strings, booleans may be "true"/"1"/"false"/"0".
 *
 * Every number that reaches the database must fit PostgreSQL's `integer`
 * (ids, cents): a bigger one is a 400 naming the parameter here, never an
 * overflow error (a 500) in a query.
 */

/**
 * A listing never holds more than MAX_DB_ID rows (its ids are integers), so
 * every page or offset past that is past the end of any listing and answers
 * alike (empty, `Link` back to the last page): such values are clamped
 * rather than refused, as WooCommerce accepts any page number.
 */
export const PAST_ANY_LISTING = MAX_DB_ID + 1;

const intLike = z.union([z.number(), z.string().regex(/^\s*-?\d+\s*$/, 'must be an integer')]).transform(Number);

/** A page or offset: any number of digits (WooCommerce sets no maximum), clamped to PAST_ANY_LISTING. */
const position = (minimum: number, message: string) =>
  z
    // Whole numbers beyond 2^53 too: the storefront passes a page number read from its URL (`pg`).
    .union([z.number().refine(Number.isInteger, 'must be an integer'), z.string().regex(/^\s*-?\d+\s*$/, 'must be an integer')])
    // Digits beyond a double's range read as ±Infinity: past every listing, or below the minimum.
    .transform((value) => Math.max(minimum - 1, Math.min(Number(value), PAST_ANY_LISTING)))
    .pipe(z.number().min(minimum, message));

const idList = z
  .union([z.array(intLike), z.string(), intLike])
  .transform((value, ctx) => {
    const parts = Array.isArray(value) ? value : typeof value === 'number' ? [value] : value.split(',').filter((s) => s.trim() !== '');
    const ids = parts.map((part) => (typeof part === 'number' ? part : Number(part.trim())));
    if (ids.some((id) => !Number.isInteger(id) || id < 0 || id > MAX_DB_ID)) {
      ctx.addIssue({ code: 'custom', message: `must be a list of ids from 0 to ${MAX_DB_ID}` });
      return z.NEVER;
    }
    return ids;
  });

const stringList = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean));

/** Category and tag references: slugs, or ids (all digits, as WooCommerce tells them apart), which must be database ids. */
const termRefList = stringList.refine((refs) => refs.every((ref) => !/^\d+$/.test(ref) || Number(ref) <= MAX_DB_ID), {
  message: `must be slugs or ids up to ${MAX_DB_ID}`,
});

const boolLike = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

const moneyLike = z
  .union([z.number(), z.string().regex(/^\s*\d+\s*$/, 'must be in minor units')])
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_DB_ID, `must be in minor units, at most ${MAX_DB_ID}`));

/** WooCommerce's `rating` items: an enum of 1 to 5. */
const ratingList = idList.refine((ratings) => ratings.every((rating) => rating >= 1 && rating <= 5), {
  message: 'must be a list of ratings from 1 to 5',
});

export const PRODUCT_ORDERBY = [
  'date', 'modified', 'id', 'include', 'title', 'slug', 'price', 'popularity', 'rating', 'menu_order', 'comment_count',
] as const;

export const attributeFilterSchema = z.object({
  attribute: z.string().min(1),
  slug: stringList.optional(),
  term_id: idList.optional(),
  operator: z.enum(['in', 'not_in', 'and']).default('in'),
});
export type AttributeFilter = z.infer<typeof attributeFilterSchema>;

const PER_PAGE_BOUNDS = 'must be between 1 (inclusive) and 100 (inclusive)';

export const productQuerySchema = z.object({
  page: position(1, 'must be 1 or more').default(1),
  // WooCommerce's bounds (Products::get_collection_params): there is no "0 = everything".
  per_page: intLike.pipe(z.number().int().min(1, PER_PAGE_BOUNDS).max(100, PER_PAGE_BOUNDS)).default(10),
  offset: position(0, 'must be 0 or more').optional(),
  search: z.string().max(200).optional(),
  slug: stringList.optional(),
  sku: stringList.optional(),
  include: idList.optional(),
  exclude: idList.optional(),
  parent: idList.optional(),
  parent_exclude: idList.optional(),
  category: termRefList.optional(),
  category_operator: z.enum(['in', 'not_in', 'and']).default('in'),
  tag: termRefList.optional(),
  tag_operator: z.enum(['in', 'not_in', 'and']).default('in'),
  type: z.enum(PRODUCT_TYPES).optional(),
  orderby: z.enum(PRODUCT_ORDERBY).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  on_sale: boolLike.optional(),
  featured: boolLike.optional(),
  stock_status: z
    .union([z.array(z.enum(STOCK_STATUSES)), z.enum(STOCK_STATUSES)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  min_price: moneyLike.optional(),
  max_price: moneyLike.optional(),
  attributes: z
    .union([z.array(attributeFilterSchema), z.record(z.string(), attributeFilterSchema)])
    .transform((v) => (Array.isArray(v) ? v : Object.values(v)))
    .optional(),
  attribute_relation: z.enum(['in', 'and']).default('and'),
  rating: ratingList.optional(),
  catalog_visibility: z.enum(['any', 'visible', 'catalog', 'search', 'hidden']).default('visible'),
  lang: z
    .string()
    .transform((v) => v.slice(0, 2).toLowerCase())
    .pipe(languageSchema)
    .optional(),
  country: z.string().max(2).optional(),
  context: z.enum(['view', 'edit', 'embed']).optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;
