import { storeProductSchema, type StoreProduct } from '@soul/contracts';
import { z } from 'zod/mini';
import { LIST_SIZES, LIST_SORTS, LIST_TYPES, LIST_VIEWS, type ListPageSize, type ListQuery } from '@soul/contracts/product-list-query';

/**
 * Props the page embeds for the product-list island:
 *   {
 *     "initialQuery": { "search": "", "sort": "popular", "category": null, "type": null,
 *                       "size": null, "page": 1, "view": "table" },
 *     "initialProducts": StoreProduct[],   // GET /products with toStoreQuery(initialQuery)
 *     "total": 12, "totalPages": 1,        // X-WP-Total / X-WP-TotalPages of that answer
 *     "categories": [{ "id": 15, "slug": "gut", "name": "Gut health" }, …],
 *     "pageSize": { "withSearch": 10, "withoutSearch": 24 }   // optional; default 10 / 50 (account §9)
 *   }
 * The server builds initialQuery with parseListQuery(url.searchParams), so the
 * first client render shows the same state without reading the URL.
 */
export const listQuerySchema = z.object({
  search: z.string(),
  sort: z.enum(LIST_SORTS),
  category: z.nullable(z.string()),
  type: z.nullable(z.enum(LIST_TYPES)),
  size: z.nullable(z.enum(LIST_SIZES)),
  page: z.number().check(z.int(), z.positive()),
  view: z.enum(LIST_VIEWS),
});

export const categoryOptionSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export const productListPropsSchema = z.object({
  initialQuery: listQuerySchema,
  initialProducts: z.array(storeProductSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  totalPages: z.number().check(z.int(), z.nonnegative()),
  categories: z.array(categoryOptionSchema),
  pageSize: z.optional(
    z.object({
      withSearch: z.number().check(z.int(), z.positive(), z.maximum(100)),
      withoutSearch: z.number().check(z.int(), z.positive(), z.maximum(100)),
    }),
  ),
});

export interface ProductListProps {
  initialQuery: ListQuery;
  initialProducts: StoreProduct[];
  total: number;
  totalPages: number;
  categories: CategoryOption[];
  pageSize?: ListPageSize;
}

export function parseProductListProps(json: unknown): ProductListProps {
  return productListPropsSchema.parse(json);
}
