import { z } from 'zod/mini';
import { dbIdSchema } from './ids.ts';

/**
 * What the storefront sends to the cart routes (storefront §3, §7), apart
 * from the cart shapes in cart.ts: only the server parses these, so the
 * browser bundle never carries their unions and coercions.
 */

/** Custom cart data sent with add-to-cart (storefront §3 "Add-to-cart payload"). */
export const cartItemDataSchema = z.looseObject({
  mainProduct: z.optional(z.looseObject({ id: z.number().check(z.int()) })),
  // Any whole number of months: whether the plan offers it is the cart's rule, which answers
  // 'Invalid subscription frequency value' (a range here would answer a generic message).
  subscription: z.optional(z.object({ interval: z.coerce.number().check(z.int()), period: z.literal('month') })),
  promo_offer_id: z.optional(z.string().check(z.maxLength(100))),
  promo_offer_title: z.optional(z.string().check(z.maxLength(200))),
  promo_offer_base_price: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  promo_offer_discount_rate: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(100))),
});
export type CartItemData = z.infer<typeof cartItemDataSchema>;

/** Add-to-cart request body (storefront §7): id is the variation id if any, else the product id. */
export const addToCartRequestSchema = z.object({
  id: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  quantity: z.optional(z.coerce.number().check(z.int())),
  variation: z.optional(z.array(z.object({ attribute: z.string(), value: z.string() }))),
  /** Custom cart data: a JSON string (the spec's form) or an object. */
  cart_item_data: z.optional(z.union([z.string().check(z.maxLength(10_000)), z.record(z.string(), z.unknown())])),
  key: z.optional(z.string()),
});
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;

/** Back-in-stock sign-up (storefront §3 "Back-in-stock form", §5 validation). */
export const stockNotificationRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.email()),
  newsletterConsent: z._default(z.coerce.boolean(), true),
  productId: dbIdSchema,
});
export type StockNotificationRequest = z.infer<typeof stockNotificationRequestSchema>;
