import { z } from 'zod/mini';
import { MAX_DB_ID } from './ids.ts';
import { languageSchema } from './language.ts';
import { PRODUCT_TYPES, STOCK_STATUSES, type StockStatus } from './store-product.ts';

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

const INTEGER_TEXT = /^\s*-?\d+\s*$/;
const toNumber = (value: number | string) => Number(value);

export const intLike = z.pipe(z.union([z.number(), z.string().check(z.regex(INTEGER_TEXT, 'must be an integer'))]), z.transform(toNumber));

/** A page or offset: any number of digits (WooCommerce sets no maximum), clamped to PAST_ANY_LISTING. */
const position = (minimum: number, message: string) =>
  z.pipe(
    z.pipe(
      // Whole numbers beyond 2^53 too: the storefront passes a page number read from its URL (`pg`).
      z.union([
        z.number().check(z.refine(Number.isInteger, 'must be an integer')),
        z.string().check(z.regex(INTEGER_TEXT, 'must be an integer')),
      ]),
      // Digits beyond a double's range read as ±Infinity: past every listing, or below the minimum.
      z.transform((value: number | string) => Math.max(minimum - 1, Math.min(Number(value), PAST_ANY_LISTING))),
    ),
    z.number().check(z.minimum(minimum, message)),
  );

export const idList = z.pipe(
  z.union([z.array(intLike), z.string(), intLike]),
  z.transform((value: number[] | string | number, ctx) => {
    const parts = Array.isArray(value) ? value : typeof value === 'number' ? [value] : value.split(',').filter((s) => s.trim() !== '');
    const ids = parts.map((part) => (typeof part === 'number' ? part : Number(part.trim())));
    if (ids.some((id) => !Number.isInteger(id) || id < 0 || id > MAX_DB_ID)) {
      ctx.issues.push({ code: 'custom', message: `must be a list of ids from 0 to ${MAX_DB_ID}`, input: value });
      return z.NEVER;
    }
    return ids;
  }),
);

export const stringList = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((value: string[] | string) => (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean)),
);

/** Category and tag references: slugs, or ids (all digits, as WooCommerce tells them apart), which must be database ids. */
const termRefList = /* @__PURE__ */ stringList.check(
  z.refine((refs) => refs.every((ref) => !/^\d+$/.test(ref) || Number(ref) <= MAX_DB_ID), {
    message: `must be slugs or ids up to ${MAX_DB_ID}`,
  }),
);

export const boolLike = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((value: boolean | 'true' | 'false' | '1' | '0') => value === true || value === 'true' || value === '1'),
);

const moneyLike = z.pipe(
  z.pipe(z.union([z.number(), z.string().check(z.regex(/^\s*\d+\s*$/, 'must be in minor units'))]), z.transform(toNumber)),
  z.number().check(z.int(), z.minimum(0), z.maximum(MAX_DB_ID, `must be in minor units, at most ${MAX_DB_ID}`)),
);

/** WooCommerce's `rating` items: an enum of 1 to 5. */
const ratingList = /* @__PURE__ */ idList.check(
  z.refine((ratings) => ratings.every((rating) => rating >= 1 && rating <= 5), { message: 'must be a list of ratings from 1 to 5' }),
);

export const PRODUCT_ORDERBY = [
  'date',
  'modified',
  'id',
  'include',
  'title',
  'slug',
  'price',
  'popularity',
  'rating',
  'menu_order',
  'comment_count',
] as const;

/** WooCommerce's term operators (`category_operator`, `tag_operator`, an attribute's `operator`), 'in' unless given. */
const termOperator = z._default(z.enum(['in', 'not_in', 'and']), 'in');

export const attributeFilterSchema = z.object({
  attribute: z.string().check(z.minLength(1)),
  slug: z.optional(stringList),
  term_id: z.optional(idList),
  operator: termOperator,
});
export type AttributeFilter = z.infer<typeof attributeFilterSchema>;

const PER_PAGE_BOUNDS = 'must be between 1 (inclusive) and 100 (inclusive)';

/**
 * `per_page` without its default: WooCommerce's bounds (Products::get_collection_params),
 * there is no "0 = everything". The account's product list reuses it with its own default.
 */
export const perPageSchema = z.pipe(intLike, z.number().check(z.int(), z.minimum(1, PER_PAGE_BOUNDS), z.maximum(100, PER_PAGE_BOUNDS)));

/** The `purchase` filter's values (see `productQuerySchema`). */
export const PURCHASE_FILTERS = ['subscription', 'one_time'] as const;
export type PurchaseFilter = (typeof PURCHASE_FILTERS)[number];

export const productQuerySchema = z.object({
  page: z._default(position(1, 'must be 1 or more'), 1),
  per_page: z._default(perPageSchema, 10),
  offset: z.optional(position(0, 'must be 0 or more')),
  search: z.optional(z.string().check(z.maxLength(200))),
  slug: z.optional(stringList),
  sku: z.optional(stringList),
  include: z.optional(idList),
  exclude: z.optional(idList),
  parent: z.optional(idList),
  parent_exclude: z.optional(idList),
  category: z.optional(termRefList),
  category_operator: termOperator,
  tag: z.optional(termRefList),
  tag_operator: termOperator,
  brand: z.optional(termRefList),
  brand_operator: termOperator,
  /** Products sharing a category or tag with this one (WooCommerce's wc_get_related_products), itself excluded. */
  related: z.optional(z.pipe(intLike, z.number().check(z.int(), z.minimum(0), z.maximum(MAX_DB_ID, `must be an id up to ${MAX_DB_ID}`)))),
  type: z.optional(z.enum(PRODUCT_TYPES)),
  /**
   * Soul's extension (not WooCommerce's): how a product can be bought. `subscription`:
   * the subscription types; `one_time`: simple, variable and bundles, and subscription
   * products with a one-time twin. The product list's type filter means this, where
   * WooCommerce's `type` matches one product type exactly.
   */
  purchase: z.optional(z.enum(PURCHASE_FILTERS)),
  orderby: z._default(z.enum(PRODUCT_ORDERBY), 'date'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  on_sale: z.optional(boolLike),
  featured: z.optional(boolLike),
  stock_status: z.optional(
    z.pipe(
      z.union([z.array(z.enum(STOCK_STATUSES)), z.enum(STOCK_STATUSES)]),
      z.transform((v: StockStatus[] | StockStatus) => (Array.isArray(v) ? v : [v])),
    ),
  ),
  min_price: z.optional(moneyLike),
  max_price: z.optional(moneyLike),
  attributes: z.optional(
    z.pipe(
      z.union([z.array(attributeFilterSchema), z.record(z.string(), attributeFilterSchema)]),
      z.transform((v: AttributeFilter[] | Record<string, AttributeFilter>) => (Array.isArray(v) ? v : Object.values(v))),
    ),
  ),
  attribute_relation: z._default(z.enum(['in', 'and']), 'and'),
  rating: z.optional(ratingList),
  /**
   * No default, as in WooCommerce: unset, a listing shows what a shopper sees
   * here, but `include` and `slug` also find hidden products (WooCommerce
   * filters visibility only when asked to).
   */
  catalog_visibility: z.optional(z.enum(['any', 'visible', 'catalog', 'search', 'hidden'])),
  lang: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((v: string) => v.slice(0, 2).toLowerCase()),
      ),
      languageSchema,
    ),
  ),
  country: z.optional(z.string().check(z.maxLength(2))),
  context: z.optional(z.enum(['view', 'edit', 'embed'])),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;
