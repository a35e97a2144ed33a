import { z } from 'zod/mini';
import { currencyFieldsSchema, moneyStringSchema } from './money.ts';
import { productImageSchema } from './store-product.ts';

/**
 * Store API answers about the catalogue's taxonomies and aggregates:
 * WooCommerce's TermSchema, ProductCategorySchema / ProductBrandSchema,
 * ProductAttributeSchema, ProductAttributeTermSchema, ProductReviewSchema and
 * ProductCollectionDataSchema.
 */

const int = () => z.number().check(z.int());

export const storeTermSchema = z.object({
  id: int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  parent: int(),
  count: int(),
});
export type StoreTerm = z.infer<typeof storeTermSchema>;

/** A category or a brand: a term with its image (null when none), its products' review count and its page. */
export const storeTermWithPageSchema = z.object({
  ...storeTermSchema.shape,
  image: z.nullable(productImageSchema),
  review_count: int(),
  permalink: z.string(),
});
export type StoreTermWithPage = z.infer<typeof storeTermWithPageSchema>;

export const storeAttributeSchema = z.object({
  id: int(),
  name: z.string(),
  taxonomy: z.string(),
  type: z.string(),
  order: z.string(),
  has_archives: z.boolean(),
  count: int(),
});
export type StoreAttribute = z.infer<typeof storeAttributeSchema>;

export const storeReviewSchema = z.object({
  id: int(),
  date_created: z.string(),
  formatted_date_created: z.string(),
  date_created_gmt: z.string(),
  product_id: int(),
  product_name: z.string(),
  product_permalink: z.string(),
  product_image: z.nullable(productImageSchema),
  reviewer: z.string(),
  review: z.string(),
  rating: z.nullable(int()),
  verified: z.boolean(),
  reviewer_avatar_urls: z.record(z.string(), z.string()),
});
export type StoreReview = z.infer<typeof storeReviewSchema>;

const termCountSchema = z.object({ term: int(), count: int() });

export const collectionDataSchema = z.object({
  price_range: z.nullable(z.object({ ...currencyFieldsSchema.shape, min_price: moneyStringSchema, max_price: moneyStringSchema })),
  attribute_counts: z.nullable(z.array(termCountSchema)),
  rating_counts: z.nullable(z.array(z.object({ rating: int(), count: int() }))),
  stock_status_counts: z.nullable(z.array(z.object({ status: z.string(), count: int() }))),
  taxonomy_counts: z.nullable(z.array(termCountSchema)),
});
export type CollectionData = z.infer<typeof collectionDataSchema>;
