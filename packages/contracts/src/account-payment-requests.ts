import { z } from 'zod/mini';
import { paymentFilterSchema } from './account-payments.ts';
import { dbIdSchema } from './ids.ts';

/** The account's payment requests, which only the server parses (the answers are in account-payments.ts). */

/** GET /wp-json/soul/v1/payments query. */
export const paymentListQuerySchema = z.object({
  status: z.optional(paymentFilterSchema),
  order_id: z.optional(dbIdSchema),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** POST /wp-json/soul/v1/refund-payment (administrators): a real refund through the gateway that charged. */
export const refundPaymentBodySchema = z.object({
  payment_id: dbIdSchema,
  /** Cents, at most what is left to refund. */
  amount: z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000_000)),
  reason: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
});
export type RefundPaymentBody = z.infer<typeof refundPaymentBodySchema>;
