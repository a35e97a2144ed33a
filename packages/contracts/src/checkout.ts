import { z } from 'zod/mini';
import { addressSchema, billingAddressSchema, type Cart } from './cart.ts';
import { orderStatusSchema } from './order-status.ts';
import { recordOf } from './record-of.ts';

/**
 * Checkout: the Store API's POST /checkout body and answer (WooCommerce's
 * shapes), shared by the JSON route and the server-rendered form.
 */

/** Payment methods the shop offers (DESIGN §2): bank transfer, cash on delivery, the built-in test card, Stripe. */
export const PAYMENT_METHOD_IDS = ['bacs', 'cod', 'soul_test_card', 'stripe'] as const;
export const paymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

export const CHECKOUT_OPTIONS = ['guest', 'create_account'] as const;
export type CheckoutOption = (typeof CHECKOUT_OPTIONS)[number];

/** Optional text, trimmed, at most `max` characters. */
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** Lenient address input: every field optional, trimmed; missing ones become ''. */
const addressInput = z.object(Object.fromEntries(Object.keys(addressSchema.shape).map((k) => [k, optionalText(200)])));

/** A yes/no form value: a boolean, or what a checkbox or query string sends. */
const flag = z.optional(z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])]));

/** `payment_data` as WooCommerce sends it: a list of key/value pairs. */
export const paymentDataSchema = /* @__PURE__ */ z
  .array(z.object({ key: z.string().check(z.maxLength(64)), value: z.union([z.string().check(z.maxLength(500)), z.boolean()]) }))
  .check(z.maxLength(30));
export type PaymentData = z.infer<typeof paymentDataSchema>;

/** `additional_fields`: values of registered fields by id (unregistered ids are dropped by the server). */
const additionalFieldsInput = z.optional(
  recordOf(z.union([z.string().check(z.maxLength(500)), z.boolean()])).check(
    z.refine((fields) => Object.keys(fields).length <= 30 && Object.keys(fields).every((id) => id.length <= 100)),
  ),
);

export const checkoutRequestSchema = z.object({
  billing_address: z.extend(addressInput, { email: optionalText(200) }),
  shipping_address: z.optional(addressInput),
  customer_note: z._default(optionalText(2000), ''),
  /** May be left out when PUT /checkout chose it before. */
  payment_method: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
  additional_fields: additionalFieldsInput,
  payment_data: z._default(z.optional(paymentDataSchema), []),
  create_account: flag,
  customer_password: z.optional(z.string().check(z.maxLength(200))),
  /** The shop's own fields: newsletter consent and the chosen shipping rate. */
  extensions: z.optional(
    z.object({
      soul: z.optional(z.object({ newsletter: flag, shipping_rate_id: z.optional(z.string().check(z.maxLength(64))) })),
    }),
  ),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * POST /checkout/{id}: pay an existing order (WooCommerce's CheckoutOrder
 * route). `key` and `billing_email` authorise a guest's order (query or body).
 */
export const checkoutOrderRequestSchema = z.object({
  key: z._default(z.string().check(z.maxLength(100)), ''),
  billing_email: z._default(z.string().check(z.maxLength(200)), ''),
  payment_method: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
  payment_data: z._default(z.optional(paymentDataSchema), []),
  billing_address: z.optional(z.extend(addressInput, { email: optionalText(200) })),
  shipping_address: z.optional(addressInput),
});
export type CheckoutOrderRequest = z.infer<typeof checkoutOrderRequestSchema>;

/** PUT /checkout: what the shopper sets before placing the order (WooCommerce's deferred draft). */
export const checkoutUpdateSchema = z.object({
  payment_method: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  order_notes: optionalText(2000),
  additional_fields: additionalFieldsInput,
});
export type CheckoutUpdate = z.infer<typeof checkoutUpdateSchema>;

export const paymentResultSchema = z.object({
  payment_status: z.enum(['success', 'failure', 'pending', 'error']),
  payment_details: z.array(z.object({ key: z.string(), value: z.string() })),
  redirect_url: z.string(),
});

/** The answer to POST /checkout (WooCommerce's checkout schema). */
export const checkoutResponseSchema = z.object({
  order_id: z.number().check(z.int()),
  status: orderStatusSchema,
  order_key: z.string(),
  order_number: z.string(),
  customer_note: z.string(),
  customer_id: z.number().check(z.int()),
  billing_address: billingAddressSchema,
  shipping_address: addressSchema,
  payment_method: z.string(),
  payment_result: paymentResultSchema,
  extensions: z.record(z.string(), z.unknown()),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * GET and PUT /checkout: the checkout for the current cart before an order
 * exists (order_id 0, as WooCommerce answers since it stopped creating draft
 * orders on GET), with the cart itself under `__experimentalCart`.
 */
export interface CheckoutDraftResponse extends Omit<CheckoutResponse, 'status' | 'payment_result'> {
  status: 'checkout-draft';
  payment_result: { payment_status: ''; payment_details: []; redirect_url: '' };
  additional_fields: Record<string, string | boolean>;
  __experimentalCart: Cart;
}

/** Test card numbers of the built-in gateway (documented in the README). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Paid, but the processor takes a few seconds to answer (a charge in flight, for trying interruptions). */
  slow: '4000000000000077',
} as const;
