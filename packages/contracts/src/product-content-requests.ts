import { z } from 'zod/mini';
import { dbIdSchema } from './ids.ts';

/** The longest accordion text (a few paragraphs of ingredients or directions). */
export const PRODUCT_CONTENT_TEXT_MAX = 5000;

const text = z.string().check(z.trim(), z.maxLength(PRODUCT_CONTENT_TEXT_MAX));

/** One language's accordion texts (storefront §2): plain paragraphs split by a blank line; '' hides a panel. */
export const productContentTextsSchema = z.object({
  ingredients: text,
  how_to_use: text,
  delivery_returns: text,
});
export type ProductContentTexts = z.infer<typeof productContentTextsSchema>;

/** PUT soul/v1/admin/product-contents/{product id}: the whole editable shape, both languages. */
export const adminProductContentUpdateSchema = z.object({
  en: productContentTextsSchema,
  lt: productContentTextsSchema,
});

/** POST soul/v1/admin/product-contents: a product's accordion texts, both languages. */
export const adminProductContentCreateSchema = z.object({
  product_id: dbIdSchema,
  en: productContentTextsSchema,
  lt: productContentTextsSchema,
});

/** GET soul/v1/admin/product-contents (the admin convention: paging, sort, search by product name). */
export const adminProductContentQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  orderby: z._default(z.enum(['product_id', 'name']), 'product_id'),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
  lang: z.optional(z.string().check(z.maxLength(10))),
});
export type AdminProductContentQuery = z.infer<typeof adminProductContentQuerySchema>;
