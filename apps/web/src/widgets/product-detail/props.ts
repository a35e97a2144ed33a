import { storeProductSchema, variationDetailSchema, type StoreProduct, type VariationDetail } from '@soul/contracts';
import { z } from 'zod/mini';

/**
 * Props the page embeds for the product-detail island (storefront §2: "mounted
 * with the product id and the variations JSON"):
 *   { "productId": 123, "variations": VariationDetail[], "product": StoreProduct }
 * `product` is the Store API's GET /products/{id}?lang= answer in the page's
 * language: the initial data for hydration, refetched when stale.
 * `variations` are the product's own (subscription) variations, sorted or not.
 * `product` may be null: the client then fetches it, and a failure shows the
 * 'Query Error' panel.
 */
export const productDetailPropsSchema = z.object({
  productId: z.number().check(z.int(), z.positive()),
  variations: z.array(variationDetailSchema),
  product: z.nullable(storeProductSchema),
});

export interface ProductDetailProps {
  productId: number;
  variations: VariationDetail[];
  /** null: the client fetches it (the server renders a loading state). */
  product: StoreProduct | null;
}

export function parseProductDetailProps(json: unknown): ProductDetailProps {
  return productDetailPropsSchema.parse(json);
}
