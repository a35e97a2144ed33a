import { z } from 'zod/mini';
import { moneyStringSchema } from './money.ts';

/** Payment statuses (account §3 "Payment"). */
export const PAYMENT_STATUSES = ['successful', 'cancelled', 'failed', 'pending'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * What happened to a payment, as recorded when it happened (the activity
 * timeline of account §2's payment detail is built from these, not samples).
 */
export const PAYMENT_EVENT_KINDS = [
  'created',
  'succeeded',
  'failed',
  'cancelled',
  'refund_requested',
  'refunded',
  'refund_failed',
] as const;
export const paymentEventKindSchema = z.enum(PAYMENT_EVENT_KINDS);
export type PaymentEventKind = z.infer<typeof paymentEventKindSchema>;

/**
 * The payments list's status filter: a status, or 'refunded' (money went
 * back, in part or in full). 'successful' keeps to payments nothing was
 * refunded from, so each filter lists what its badge says.
 */
export const PAYMENT_FILTERS = [...PAYMENT_STATUSES, 'refunded'] as const;
export const paymentFilterSchema = z.enum(PAYMENT_FILTERS);
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

export const accountPaymentSchema = z.object({
  id: z.number().check(z.int()),
  transaction_id: z.string(),
  order_id: z.number().check(z.int()),
  amount: moneyStringSchema,
  /** Refunded so far (cents). */
  refunded: moneyStringSchema,
  currency: z.string(),
  title: z.string(),
  /** The gateway id: soul_test_card, stripe, bacs, cod. */
  gateway: z.string(),
  date: z.string(),
  status: paymentStatusSchema,
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

export const paymentEventSchema = z.object({
  id: z.number().check(z.int()),
  kind: paymentEventKindSchema,
  /** By kind: the gateway's reference (succeeded, refunded), the administrator's reason (refund_requested), else an internal note (decline code, what started the payment). */
  detail: z.string(),
  /** The money the event moved (refunds), cents; null when none. */
  amount: z.nullable(moneyStringSchema),
  date: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const accountPaymentDetailSchema = z.object({
  ...accountPaymentSchema.shape,
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  events: z.array(paymentEventSchema),
  /** Documents of the payment: the order's invoice. */
  attachments: z.array(z.object({ kind: z.literal('invoice'), title: z.string(), url: z.string() })),
  /** What this reader may still refund (cents): "0" when they may not refund or nothing is left. */
  refundable: moneyStringSchema,
});
export type AccountPaymentDetail = z.infer<typeof accountPaymentDetailSchema>;
