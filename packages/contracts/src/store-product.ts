import { z } from 'zod/mini';
import { currencyFieldsSchema, moneyStringSchema } from './money.ts';
import { subscriptionPlanSchema } from './subscription.ts';

/** Store API product schema (WooCommerce ProductSchema) plus this shop's `extensions`. */

export const PRODUCT_TYPES = ['simple', 'variable', 'subscription', 'variable-subscription', 'bundle', 'variation'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

export const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;
export const stockStatusSchema = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof stockStatusSchema>;

export const productImageSchema = z.object({
  id: z.number().check(z.int()),
  src: z.string(),
  thumbnail: z.string(),
  srcset: z.string(),
  sizes: z.string(),
  name: z.string(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const termSchema = z.object({ id: z.number().check(z.int()), name: z.string(), slug: z.string(), link: z.string() });
export type Term = z.infer<typeof termSchema>;

export const productPricesSchema = z.object({
  price: moneyStringSchema,
  regular_price: moneyStringSchema,
  sale_price: moneyStringSchema,
  price_range: z.nullable(z.object({ min_amount: moneyStringSchema, max_amount: moneyStringSchema })),
  ...currencyFieldsSchema.shape,
});
export type ProductPrices = z.infer<typeof productPricesSchema>;

export const productAttributeSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  taxonomy: z.nullable(z.string()),
  has_variations: z.boolean(),
  terms: z.array(z.object({ id: z.number().check(z.int()), name: z.string(), slug: z.string(), default: z.optional(z.boolean()) })),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** A variation reference on its parent product, with the shop's price and stock (storefront §3 "Variation"). */
export const productVariationRefSchema = z.object({
  id: z.number().check(z.int()),
  attributes: z.array(z.object({ name: z.string(), value: z.nullable(z.string()) })),
});
export type ProductVariationRef = z.infer<typeof productVariationRefSchema>;

/** The storefront's richer variation entry (storefront §3), under extensions.variations. */
export const variationDetailSchema = z.object({
  id: z.number().check(z.int()),
  parent_id: z.number().check(z.int()),
  type: z.literal('variation'),
  attributes: z.array(z.object({ slug: z.string(), option: z.string(), name: z.string(), value: z.string() })),
  is_in_stock: z.boolean(),
  stock_quantity: z.nullable(z.number().check(z.int())),
  default_variation: z.boolean(),
  on_sale: z.boolean(),
  price: moneyStringSchema,
  regular_price: moneyStringSchema,
  sale_price: moneyStringSchema,
  price_html: z.string(),
  sku: z.string(),
  /** The 30-day prior price of its sale (see `soulProductExtensionSchema`); null when not on sale. */
  lowest_price_30_days: z.optional(z.nullable(moneyStringSchema)),
});
export type VariationDetail = z.infer<typeof variationDetailSchema>;

export const oneTimePurchaseSchema = z.object({
  id: z.number().check(z.int()),
  price_html: z.string(),
  price: moneyStringSchema,
  regular_price: moneyStringSchema,
  sale_price: moneyStringSchema,
  on_sale: z.boolean(),
  is_in_stock: z.boolean(),
  variations: z.array(variationDetailSchema),
  lowest_price_30_days: z.optional(z.nullable(moneyStringSchema)),
});
export type OneTimePurchase = z.infer<typeof oneTimePurchaseSchema>;

export const bundledItemSchema = z.object({
  bundled_item_id: z.number().check(z.int()),
  product_id: z.number().check(z.int()),
  quantity: z.number().check(z.int()),
  thumbnail_url: z.string(),
  title: z.string(),
  product_name: z.string(),
  price: moneyStringSchema,
  price_html: z.string(),
  bulk_discount: z.number(),
  bundled_by: z.number().check(z.int()),
  bundled_item_data: z.object({
    is_removable: z.boolean(),
    is_indented: z.boolean(),
    is_thumbnail_hidden: z.boolean(),
  }),
});
export type BundledItem = z.infer<typeof bundledItemSchema>;

/**
 * The shop's own namespace under `extensions`, as WooCommerce's ExtendSchema
 * keys each extension's data by its namespace. `lowest_price_30_days`: the
 * lowest price of the 30 days before the product's sale began (EU Price
 * Indication Directive, Art. 6a), minor units; null when not on sale.
 */
export const soulProductExtensionSchema = z.object({
  lowest_price_30_days: z.nullable(moneyStringSchema),
});
export type SoulProductExtension = z.infer<typeof soulProductExtensionSchema>;

export const productExtensionsSchema = z.object({
  soul: z.optional(soulProductExtensionSchema),
  /** The one-time-purchase twin of a subscription product. */
  one_time_purchase: z.optional(z.nullable(oneTimePurchaseSchema)),
  bundle_price: z.optional(z.nullable(z.object({ min: moneyStringSchema, incl_tax: z.boolean() }))),
  bundles: z.optional(z.nullable(z.object({ bundled_items: z.array(bundledItemSchema) }))),
  subscriptions: z.optional(z.nullable(z.object({ plan: subscriptionPlanSchema, monthly: z.boolean() }))),
  variations: z.optional(z.array(variationDetailSchema)),
  upsell_ids: z.optional(z.array(z.number().check(z.int()))),
});
export type ProductExtensions = z.infer<typeof productExtensionsSchema>;

const linkListSchema = z.array(z.object({ href: z.string(), embeddable: z.optional(z.boolean()) }));

/**
 * WordPress's `_links` of a product (WooCommerce's ProductLinksTrait): itself,
 * the listing, a variation's parent (`up`), its upsells and related products.
 */
export const productLinksSchema = z.object({
  self: linkListSchema,
  collection: linkListSchema,
  up: z.optional(linkListSchema),
  upsells: z.optional(linkListSchema),
  related: linkListSchema,
});

export const storeProductSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  slug: z.string(),
  parent: z.number().check(z.int()),
  type: productTypeSchema,
  variation: z.string(),
  permalink: z.string(),
  sku: z.string(),
  short_description: z.string(),
  description: z.string(),
  on_sale: z.boolean(),
  prices: productPricesSchema,
  price_html: z.string(),
  average_rating: z.string(),
  review_count: z.number().check(z.int()),
  images: z.array(productImageSchema),
  categories: z.array(termSchema),
  tags: z.array(termSchema),
  brands: z.array(termSchema),
  attributes: z.array(productAttributeSchema),
  variations: z.array(productVariationRefSchema),
  grouped_products: z.array(z.number().check(z.int())),
  has_options: z.boolean(),
  is_purchasable: z.boolean(),
  is_in_stock: z.boolean(),
  is_on_backorder: z.boolean(),
  /** Not in WooCommerce's schema; the storefront widgets need them (storefront §3 "Stock"). */
  stock_quantity: z.nullable(z.number().check(z.int())),
  stock_status: stockStatusSchema,
  low_stock_remaining: z.nullable(z.number().check(z.int())),
  stock_availability: z.object({ text: z.string(), class: z.string() }),
  sold_individually: z.boolean(),
  is_password_protected: z.boolean(),
  /** WooCommerce's weight in kg and dimensions in cm, as the decimal strings it stores ('' when not set). */
  weight: z.string(),
  dimensions: z.object({ length: z.string(), width: z.string(), height: z.string() }),
  formatted_weight: z.string(),
  formatted_dimensions: z.string(),
  add_to_cart: z.object({
    text: z.string(),
    description: z.string(),
    url: z.string(),
    single_text: z.string(),
    minimum: z.number().check(z.int()),
    maximum: z.number().check(z.int()),
    multiple_of: z.number().check(z.int()),
  }),
  extensions: productExtensionsSchema,
  _links: productLinksSchema,
});
export type StoreProduct = z.infer<typeof storeProductSchema>;
