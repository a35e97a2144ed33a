import { z } from 'zod';
import { addressSchema, billingAddressSchema } from './cart.ts';

/**
 * Checkout: the Store API's POST /checkout body and answer (WooCommerce's
 * shapes), shared by the JSON route and the server-rendered form.
 */

/** Payment methods the shop offers (DESIGN §2): bank transfer, cash on delivery, the built-in test card, Stripe. */
export const PAYMENT_METHOD_IDS = ['bacs', 'cod', 'soul_test_card', 'stripe'] as const;
export const paymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

/** Order statuses (account §3). */
export const ORDER_STATUSES = [
  'pending', 'processing', 'on-hold', 'completed', 'cancelled', 'shipped', 'waiting_for_payment', 'refunded', 'failed',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const CHECKOUT_OPTIONS = ['guest', 'create_account'] as const;
export type CheckoutOption = (typeof CHECKOUT_OPTIONS)[number];

/** Lenient address input: every field optional, trimmed; missing ones become ''. */
const addressInput = z
  .object(Object.fromEntries(Object.keys(addressSchema.shape).map((k) => [k, z.string().trim().max(200).optional()])))
  .partial();

/** `payment_data` as WooCommerce sends it: a list of key/value pairs. */
export const paymentDataSchema = z.array(z.object({ key: z.string().max(64), value: z.union([z.string().max(500), z.boolean()]) })).max(30);
export type PaymentData = z.infer<typeof paymentDataSchema>;

export const checkoutRequestSchema = z.object({
  billing_address: addressInput.extend({ email: z.string().trim().max(200).optional() }),
  shipping_address: addressInput.optional(),
  customer_note: z.string().trim().max(2000).optional().default(''),
  payment_method: z.string().trim().max(64),
  payment_data: paymentDataSchema.optional().default([]),
  create_account: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])]).optional(),
  customer_password: z.string().max(200).optional(),
  /** The shop's own fields: newsletter consent and the chosen shipping rate. */
  extensions: z
    .object({
      soul: z
        .object({
          newsletter: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])]).optional(),
          shipping_rate_id: z.string().max(64).optional(),
        })
        .partial()
        .optional(),
    })
    .partial()
    .optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const paymentResultSchema = z.object({
  payment_status: z.enum(['success', 'failure', 'pending', 'error']),
  payment_details: z.array(z.object({ key: z.string(), value: z.string() })),
  redirect_url: z.string(),
});

/** The answer to POST /checkout (WooCommerce's checkout schema). */
export const checkoutResponseSchema = z.object({
  order_id: z.number().int(),
  status: orderStatusSchema,
  order_key: z.string(),
  order_number: z.string(),
  customer_note: z.string(),
  customer_id: z.number().int(),
  billing_address: billingAddressSchema,
  shipping_address: addressSchema,
  payment_method: z.string(),
  payment_result: paymentResultSchema,
  extensions: z.record(z.string(), z.unknown()),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** Test card numbers of the built-in gateway (documented in the README). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Paid, but the processor takes a few seconds to answer (a charge in flight, for trying interruptions). */
  slow: '4000000000000077',
} as const;
