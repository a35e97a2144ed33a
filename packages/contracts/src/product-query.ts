import { z } from 'zod';
import { languageSchema } from './language.ts';
import { PRODUCT_TYPES, STOCK_STATUSES } from './store-product.ts';

/**
 * Query parameters of GET /wp-json/wc/store/v1/products, with WooCommerce's
 * coercions: numeric strings become numbers, lists may be arrays or
 * comma-separated strings, booleans may be "true"/"1"/"false"/"0".
 */
const intLike = z.union([z.number(), z.string().regex(/^\s*-?\d+\s*$/, 'must be an integer')]).transform(Number);

const idList = z
  .union([z.array(intLike), z.string(), intLike])
  .transform((value, ctx) => {
    const parts = Array.isArray(value) ? value : typeof value === 'number' ? [value] : value.split(',').filter((s) => s.trim() !== '');
    const ids = parts.map((part) => (typeof part === 'number' ? part : Number(part.trim())));
    if (ids.some((id) => !Number.isInteger(id) || id < 0)) {
      ctx.addIssue({ code: 'custom', message: 'must be a list of ids' });
      return z.NEVER;
    }
    return ids;
  });

const stringList = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean));

const boolLike = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

const moneyLike = z.union([z.number(), z.string().regex(/^\s*\d+\s*$/, 'must be in minor units')]).transform(Number);

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

export const productQuerySchema = z.object({
  page: intLike.pipe(z.number().int().min(1, 'must be 1 or more')).default(1),
  per_page: intLike.pipe(z.number().int().min(0).max(100, 'must be between 0 (inclusive) and 100 (inclusive)')).default(10),
  offset: intLike.pipe(z.number().int().min(0)).optional(),
  search: z.string().max(200).optional(),
  slug: stringList.optional(),
  sku: stringList.optional(),
  include: idList.optional(),
  exclude: idList.optional(),
  parent: idList.optional(),
  parent_exclude: idList.optional(),
  category: stringList.optional(),
  category_operator: z.enum(['in', 'not_in', 'and']).default('in'),
  tag: stringList.optional(),
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
  rating: idList.optional(),
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
