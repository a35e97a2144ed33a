import { z } from 'zod';

const productsPath = '/wp-json/wc/store/v1/products';

/** Just the fields the bench needs from a Store API product. */
const productListSchema = z.array(z.object({ id: z.number().int(), permalink: z.string() })).min(1);

export interface SampleProduct {
  id: number;
  /** Path part of the product's permalink, e.g. /product/omega-3/. */
  pagePath: string;
}

/**
 * The first product of the default catalogue listing: a real id for the single-product
 * route and a real product page for the front-end checks.
 */
export async function firstProduct(baseUrl: string): Promise<SampleProduct> {
  const response = await fetch(baseUrl + productsPath);
  if (!response.ok) throw new Error(`GET ${productsPath} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const parsed = productListSchema.safeParse(await response.json());
  if (!parsed.success)
    throw new Error(`GET ${productsPath} did not return a list of products with id and permalink: ${parsed.error.message}`);
  const [product] = parsed.data;
  if (!product) throw new Error(`GET ${productsPath} returned no products`);
  return { id: product.id, pagePath: new URL(product.permalink, baseUrl).pathname };
}

/** Just the permalink of one Store API product. */
const productSchema = z.object({ permalink: z.string() });

/**
 * The path of a product's page in another language (`?lang=lt`): the Store API gives
 * each language its own permalink (/lt/product/<Lithuanian slug>).
 */
export async function productPagePath(baseUrl: string, id: number, language: 'en' | 'lt'): Promise<string> {
  const path = `${productsPath}/${id}?lang=${language}`;
  const response = await fetch(baseUrl + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const parsed = productSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`GET ${path} did not return a product with a permalink: ${parsed.error.message}`);
  return new URL(parsed.data.permalink, baseUrl).pathname;
}

export { productsPath };
