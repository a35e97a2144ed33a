import { z } from 'zod';
import { dbIdSchema } from './ids.ts';
import { currencyFieldsSchema, moneyStringSchema } from './money.ts';
import { productImageSchema } from './store-product.ts';

/**
 * WooCommerce Store API cart shapes (reference/woocommerce-store-api-shapes.json)
 * plus the shop's `extensions` (storefront §3 "Cart line item").
 */

export const addressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type ShippingAddress = z.infer<typeof addressSchema>;
export const billingAddressSchema = addressSchema.extend({ email: z.string() });
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** Custom cart data sent with add-to-cart (storefront §3 "Add-to-cart payload"). */
export const cartItemDataSchema = z.looseObject({
  mainProduct: z.looseObject({ id: z.number().int() }).optional(),
  subscription: z
    .object({ interval: z.coerce.number().int().min(1).max(12), period: z.literal('month') })
    .optional(),
  promo_offer_id: z.string().max(100).optional(),
  promo_offer_title: z.string().max(200).optional(),
  promo_offer_base_price: z.coerce.number().int().min(0).optional(),
  promo_offer_discount_rate: z.coerce.number().min(0).max(100).optional(),
});
export type CartItemData = z.infer<typeof cartItemDataSchema>;

const lineMoney = z
  .object({
    line_subtotal: moneyStringSchema,
    line_subtotal_tax: moneyStringSchema,
    line_total: moneyStringSchema,
    line_total_tax: moneyStringSchema,
  })
  .extend(currencyFieldsSchema.shape);

export const cartItemPricesSchema = z
  .object({
    price: moneyStringSchema,
    regular_price: moneyStringSchema,
    sale_price: moneyStringSchema,
    price_range: z.object({ min_amount: moneyStringSchema, max_amount: moneyStringSchema }).nullable(),
  })
  .extend(currencyFieldsSchema.shape)
  .extend({
    raw_prices: z.object({
      precision: z.number().int(),
      price: moneyStringSchema,
      regular_price: moneyStringSchema,
      sale_price: moneyStringSchema,
    }),
  });

/** What a line's own discount was (quantity, plan, bundle or promotion), before coupons. */
export const lineDiscountSchema = z.object({
  kind: z.enum(['quantity', 'subscription', 'bundle', 'promo']),
  percent: z.number(),
  amount: moneyStringSchema,
});

export const cartItemExtensionsSchema = z.object({
  subscriptions: z
    .object({ billing_period: z.literal('month'), billing_interval: z.number().int(), discount_percent: z.number() })
    .nullable(),
  upsell_ids: z.array(z.number().int()),
  bundles: z.object({
    /** On a bundle line: its children's keys. On a child: its bundle line's key. */
    bundled_items: z.array(z.string()),
    bundled_by: z.string().nullable(),
    bundled_item_data: z
      .object({ is_removable: z.boolean(), is_indented: z.boolean(), is_thumbnail_hidden: z.boolean() })
      .nullable(),
    /** On a bundle line: the whole bundle's price per bundle (its base plus every item after bulk discounts). */
    bundle_price: moneyStringSchema.nullable(),
  }),
  soul: z.object({
    product_id: z.number().int(),
    parent_id: z.number().int(),
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
    line_discount: lineDiscountSchema.nullable(),
    /** The line at regular prices, no discounts at all: for showing the saving. */
    regular_line_total: moneyStringSchema,
    stock_quantity: z.number().int().nullable(),
    item_data: z.record(z.string(), z.unknown()),
  }),
});

export const cartItemSchema = z.object({
  key: z.string().regex(/^[\w-]{32}$/),
  id: z.number().int(),
  type: z.string(),
  quantity: z.number().int(),
  quantity_limits: z.object({
    minimum: z.number().int(),
    maximum: z.number().int(),
    multiple_of: z.number().int(),
    editable: z.boolean(),
  }),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  sku: z.string(),
  low_stock_remaining: z.number().int().nullable(),
  backorders_allowed: z.boolean(),
  show_backorder_badge: z.boolean(),
  sold_individually: z.boolean(),
  permalink: z.string(),
  images: z.array(productImageSchema),
  variation: z.array(z.object({ raw_attribute: z.string(), attribute: z.string(), value: z.string() })),
  item_data: z.array(z.looseObject({ name: z.string(), value: z.string() })),
  prices: cartItemPricesSchema,
  totals: lineMoney,
  catalog_visibility: z.string(),
  is_removable: z.boolean(),
  parent_item_key: z.string().nullable(),
  extensions: cartItemExtensionsSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartCouponSchema = z.object({
  code: z.string(),
  discount_type: z.enum(['percent', 'fixed_cart', 'fixed_product']),
  description: z.string(),
  totals: z
    .object({ total_discount: moneyStringSchema, total_discount_tax: moneyStringSchema })
    .extend(currencyFieldsSchema.shape),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

export const shippingRateSchema = z
  .object({
    rate_id: z.string(),
    name: z.string(),
    description: z.string(),
    delivery_time: z.string(),
    price: moneyStringSchema,
    taxes: moneyStringSchema,
    instance_id: z.number().int(),
    method_id: z.string(),
    meta_data: z.array(z.object({ key: z.string(), value: z.string() })),
    selected: z.boolean(),
  })
  .extend(currencyFieldsSchema.shape);
export type ShippingRate = z.infer<typeof shippingRateSchema>;

export const shippingPackageSchema = z.object({
  package_id: z.number().int(),
  name: z.string(),
  destination: z.object({
    address_1: z.string(),
    address_2: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    country: z.string(),
  }),
  items: z.array(z.object({ key: z.string(), name: z.string(), quantity: z.number().int() })),
  shipping_rates: z.array(shippingRateSchema),
});

export const cartTotalsSchema = z
  .object({
    total_items: moneyStringSchema,
    total_items_tax: moneyStringSchema,
    total_fees: moneyStringSchema,
    total_fees_tax: moneyStringSchema,
    total_discount: moneyStringSchema,
    total_discount_tax: moneyStringSchema,
    total_shipping: moneyStringSchema.nullable(),
    total_shipping_tax: moneyStringSchema.nullable(),
    total_price: moneyStringSchema,
    total_tax: moneyStringSchema,
    tax_lines: z.array(z.object({ name: z.string(), price: moneyStringSchema, rate: z.string() })),
  })
  .extend(currencyFieldsSchema.shape);
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  coupons: z.array(cartCouponSchema),
  fees: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      totals: z.object({ total: moneyStringSchema, total_tax: moneyStringSchema }).extend(currencyFieldsSchema.shape),
    }),
  ),
  totals: cartTotalsSchema,
  shipping_address: addressSchema,
  billing_address: billingAddressSchema,
  needs_payment: z.boolean(),
  needs_shipping: z.boolean(),
  payment_requirements: z.array(z.string()),
  has_calculated_shipping: z.boolean(),
  shipping_rates: z.array(shippingPackageSchema),
  items_count: z.number().int(),
  items_weight: z.number(),
  cross_sells: z.array(z.unknown()),
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
  payment_methods: z.array(z.string()),
  extensions: z.record(z.string(), z.unknown()),
});
export type Cart = z.infer<typeof cartSchema>;

/** Add-to-cart request body (storefront §7): id is the variation id if any, else the product id. */
export const addToCartRequestSchema = z.object({
  id: z.coerce.number().int().min(0).optional(),
  quantity: z.coerce.number().int().optional(),
  variation: z.array(z.object({ attribute: z.string(), value: z.string() })).optional(),
  /** Custom cart data: a JSON string (the spec's form) or an object. */
  cart_item_data: z.union([z.string().max(10_000), z.record(z.string(), z.unknown())]).optional(),
  key: z.string().optional(),
});
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;

/** Back-in-stock sign-up (storefront §3 "Back-in-stock form", §5 validation). */
export const stockNotificationRequestSchema = z.object({
  email: z.string().trim().min(1).max(200).email(),
  newsletterConsent: z.coerce.boolean().default(true),
  productId: dbIdSchema,
});
export type StockNotificationRequest = z.infer<typeof stockNotificationRequestSchema>;
