import { z } from 'zod/mini';
import { currencyFieldsSchema, moneyStringSchema } from './money.ts';
import { productImageSchema } from './store-product.ts';
import { recordOf } from './record-of.ts';

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
export const billingAddressSchema = z.object({ ...addressSchema.shape, email: z.string() });
export type BillingAddress = z.infer<typeof billingAddressSchema>;

const lineMoney = z.object({
  line_subtotal: moneyStringSchema,
  line_subtotal_tax: moneyStringSchema,
  line_total: moneyStringSchema,
  line_total_tax: moneyStringSchema,
  ...currencyFieldsSchema.shape,
});

export const cartItemPricesSchema = z.object({
  price: moneyStringSchema,
  regular_price: moneyStringSchema,
  sale_price: moneyStringSchema,
  price_range: z.nullable(z.object({ min_amount: moneyStringSchema, max_amount: moneyStringSchema })),
  ...currencyFieldsSchema.shape,
  raw_prices: z.object({
    precision: z.number().check(z.int()),
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
  subscriptions: z.nullable(
    z.object({ billing_period: z.literal('month'), billing_interval: z.number().check(z.int()), discount_percent: z.number() }),
  ),
  upsell_ids: z.array(z.number().check(z.int())),
  bundles: z.object({
    /** On a bundle line: its children's keys. On a child: its bundle line's key. */
    bundled_items: z.array(z.string()),
    bundled_by: z.nullable(z.string()),
    bundled_item_data: z.nullable(z.object({ is_removable: z.boolean(), is_indented: z.boolean(), is_thumbnail_hidden: z.boolean() })),
    /** On a bundle line: the whole bundle's price per bundle (its base plus every item after bulk discounts). */
    bundle_price: z.nullable(moneyStringSchema),
  }),
  soul: z.object({
    product_id: z.number().check(z.int()),
    parent_id: z.number().check(z.int()),
    categories: z.array(z.object({ id: z.number().check(z.int()), name: z.string(), slug: z.string() })),
    line_discount: z.nullable(lineDiscountSchema),
    /** The line at regular prices, no discounts at all: for showing the saving. */
    regular_line_total: moneyStringSchema,
    stock_quantity: z.nullable(z.number().check(z.int())),
    item_data: recordOf(z.unknown()),
    /** The promo offer the server granted this line, while it is in force (its countdown ends at `expires_at`); null otherwise. */
    promo_offer: z.optional(
      z.nullable(
        z.object({ promotion_id: z.number().check(z.int()), option: z.string(), discount_rate: z.number(), expires_at: z.string() }),
      ),
    ),
  }),
});

export const cartItemSchema = z.object({
  key: z.string().check(z.regex(/^[\w-]{32}$/)),
  id: z.number().check(z.int()),
  type: z.string(),
  quantity: z.number().check(z.int()),
  quantity_limits: z.object({
    minimum: z.number().check(z.int()),
    maximum: z.number().check(z.int()),
    multiple_of: z.number().check(z.int()),
    editable: z.boolean(),
  }),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  sku: z.string(),
  low_stock_remaining: z.nullable(z.number().check(z.int())),
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
  parent_item_key: z.nullable(z.string()),
  extensions: cartItemExtensionsSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartCouponSchema = z.object({
  code: z.string(),
  discount_type: z.enum(['percent', 'fixed_cart', 'fixed_product']),
  description: z.string(),
  totals: z.object({ total_discount: moneyStringSchema, total_discount_tax: moneyStringSchema, ...currencyFieldsSchema.shape }),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

export const shippingRateSchema = z.object({
  rate_id: z.string(),
  name: z.string(),
  description: z.string(),
  delivery_time: z.string(),
  price: moneyStringSchema,
  taxes: moneyStringSchema,
  instance_id: z.number().check(z.int()),
  method_id: z.string(),
  meta_data: z.array(z.object({ key: z.string(), value: z.string() })),
  selected: z.boolean(),
  ...currencyFieldsSchema.shape,
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

export const shippingPackageSchema = z.object({
  package_id: z.number().check(z.int()),
  name: z.string(),
  destination: z.object({
    address_1: z.string(),
    address_2: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    country: z.string(),
  }),
  items: z.array(z.object({ key: z.string(), name: z.string(), quantity: z.number().check(z.int()) })),
  shipping_rates: z.array(shippingRateSchema),
});

export const cartTotalsSchema = z.object({
  total_items: moneyStringSchema,
  total_items_tax: moneyStringSchema,
  total_fees: moneyStringSchema,
  total_fees_tax: moneyStringSchema,
  total_discount: moneyStringSchema,
  total_discount_tax: moneyStringSchema,
  total_shipping: z.nullable(moneyStringSchema),
  total_shipping_tax: z.nullable(moneyStringSchema),
  total_price: moneyStringSchema,
  total_tax: moneyStringSchema,
  tax_lines: z.array(z.object({ name: z.string(), price: moneyStringSchema, rate: z.string() })),
  ...currencyFieldsSchema.shape,
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  coupons: z.array(cartCouponSchema),
  fees: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      totals: z.object({ total: moneyStringSchema, total_tax: moneyStringSchema, ...currencyFieldsSchema.shape }),
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
  items_count: z.number().check(z.int()),
  items_weight: z.number(),
  cross_sells: z.array(z.unknown()),
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
  payment_methods: z.array(z.string()),
  extensions: recordOf(z.unknown()),
});
export type Cart = z.infer<typeof cartSchema>;
