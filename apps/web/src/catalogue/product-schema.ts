import type { StoreProduct, VariationDetail } from '@soul/contracts';
import { z } from 'zod/mini';

/**
 * zod/mini mirrors of the contracts' StoreProduct and VariationDetail, used
 * to check island props in the browser (the contracts use classic zod,
 * which would add ~20 KB to the page). The type checks at the bottom keep
 * the mirror assignable to the contract types.
 */
const money = z.string().check(z.regex(/^-?[0-9]+$/));
const int = z.number().check(z.int());

const term = z.object({ id: int, name: z.string(), slug: z.string(), link: z.string() });

export const variationDetailSchema = z.object({
  id: int,
  parent_id: int,
  type: z.literal('variation'),
  attributes: z.array(z.object({ slug: z.string(), option: z.string(), name: z.string(), value: z.string() })),
  is_in_stock: z.boolean(),
  stock_quantity: z.nullable(int),
  default_variation: z.boolean(),
  on_sale: z.boolean(),
  price: money,
  regular_price: money,
  sale_price: money,
  price_html: z.string(),
  sku: z.string(),
});

const subscriptionOption = z.object({
  interval: int,
  jars: int,
  discount_percent: z.number(),
  most_popular: z._default(z.boolean(), false),
});

const bundledItem = z.object({
  bundled_item_id: int,
  product_id: int,
  quantity: int,
  thumbnail_url: z.string(),
  title: z.string(),
  product_name: z.string(),
  price: money,
  price_html: z.string(),
  bulk_discount: z.number(),
  bundled_by: int,
  bundled_item_data: z.object({ is_removable: z.boolean(), is_indented: z.boolean(), is_thumbnail_hidden: z.boolean() }),
});

export const storeProductSchema = z.object({
  id: int,
  name: z.string(),
  slug: z.string(),
  parent: int,
  type: z.enum(['simple', 'variable', 'subscription', 'variable-subscription', 'bundle', 'variation']),
  variation: z.string(),
  permalink: z.string(),
  sku: z.string(),
  short_description: z.string(),
  description: z.string(),
  on_sale: z.boolean(),
  prices: z.object({
    price: money,
    regular_price: money,
    sale_price: money,
    price_range: z.nullable(z.object({ min_amount: money, max_amount: money })),
    currency_code: z.string(),
    currency_symbol: z.string(),
    currency_minor_unit: int,
    currency_decimal_separator: z.string(),
    currency_thousand_separator: z.string(),
    currency_prefix: z.string(),
    currency_suffix: z.string(),
  }),
  price_html: z.string(),
  average_rating: z.string(),
  review_count: int,
  images: z.array(
    z.object({ id: int, src: z.string(), thumbnail: z.string(), srcset: z.string(), sizes: z.string(), name: z.string(), alt: z.string() }),
  ),
  categories: z.array(term),
  tags: z.array(term),
  brands: z.array(term),
  attributes: z.array(
    z.object({
      id: int,
      name: z.string(),
      taxonomy: z.nullable(z.string()),
      has_variations: z.boolean(),
      terms: z.array(z.object({ id: int, name: z.string(), slug: z.string(), default: z.optional(z.boolean()) })),
    }),
  ),
  variations: z.array(z.object({ id: int, attributes: z.array(z.object({ name: z.string(), value: z.nullable(z.string()) })) })),
  grouped_products: z.array(int),
  has_options: z.boolean(),
  is_purchasable: z.boolean(),
  is_in_stock: z.boolean(),
  is_on_backorder: z.boolean(),
  stock_quantity: z.nullable(int),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']),
  low_stock_remaining: z.nullable(int),
  stock_availability: z.object({ text: z.string(), class: z.string() }),
  sold_individually: z.boolean(),
  add_to_cart: z.object({
    text: z.string(),
    description: z.string(),
    url: z.string(),
    single_text: z.string(),
    minimum: int,
    maximum: int,
    multiple_of: int,
  }),
  extensions: z.object({
    one_time_purchase: z.optional(
      z.nullable(
        z.object({
          id: int,
          price_html: z.string(),
          price: money,
          regular_price: money,
          sale_price: money,
          on_sale: z.boolean(),
          is_in_stock: z.boolean(),
          variations: z.array(variationDetailSchema),
        }),
      ),
    ),
    bundle_price: z.optional(z.nullable(z.object({ min: money, incl_tax: z.boolean() }))),
    bundles: z.optional(z.nullable(z.object({ bundled_items: z.array(bundledItem) }))),
    subscriptions: z.optional(
      z.nullable(
        z.object({
          plan: z.object({
            style: z.enum(['tiers', 'brand', 'simple', 'frequency']),
            billing_period: z.literal('month'),
            options: z.array(subscriptionOption).check(z.minLength(1)),
          }),
          monthly: z.boolean(),
        }),
      ),
    ),
    variations: z.optional(z.array(variationDetailSchema)),
    upsell_ids: z.optional(z.array(int)),
  }),
});

// Compile-time proof that what the mirrors accept is a valid contract value.
type Assignable<T extends U, U> = T;
export type CheckedStoreProduct = Assignable<z.infer<typeof storeProductSchema>, StoreProduct>;
export type CheckedVariation = Assignable<z.infer<typeof variationDetailSchema>, VariationDetail>;

export function parseStoreProduct(json: unknown): StoreProduct {
  return storeProductSchema.parse(json);
}
