import { z } from 'zod/mini';
import { dbIdSchema } from './ids.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** The back office's order requests (issue 21), which only the server parses. */

const statusList = z.string().check(
  z.maxLength(200),
  z.refine((value) => value.split(',').every((s) => (ORDER_STATUSES as readonly string[]).includes(s.trim()))),
);

/** GET soul/v1/admin/orders (the admin convention: paging, sort, search, the feature's filters). */
export const adminOrderQuerySchema = z.object({
  /** One status or several, comma-separated (`processing,on-hold`). */
  status: z.optional(statusList),
  /** Placed on or after this day / on or before this day (UTC dates). */
  after: z.optional(z.iso.date()),
  before: z.optional(z.iso.date()),
  payment_method: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  customer: z.optional(dbIdSchema),
  /** Paid and not shipped yet: the parcels to pack (processing orders with something to ship). */
  to_ship: z.optional(z.enum(['true', 'false'])),
  /** An order number, a customer's name or e-mail. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  orderby: z._default(z.enum(['date', 'id', 'total', 'status']), 'date'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

/** POST soul/v1/admin/orders/{id}/transitions: move the order; shipping names the carrier and the parcel's tracking number. */
export const adminOrderTransitionSchema = z.object({
  to: z.enum(['shipped', 'completed', 'on-hold', 'cancelled']),
  carrier: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  tracking_number: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  note: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
});
export type AdminOrderTransition = z.infer<typeof adminOrderTransitionSchema>;

/** POST soul/v1/admin/orders/{id}/notes: a private note, or one mailed to the customer. */
export const adminOrderNoteSchema = z.object({
  note: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  to_customer: z._default(z.boolean(), false),
});

/** POST soul/v1/admin/orders/{id}/refunds: money back through the gateway that charged; `lines` says what it was for. */
export const adminOrderRefundSchema = z.object({
  amount_cents: z.number().check(z.int(), z.minimum(1), z.maximum(100_000_000)),
  reason: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  lines: z.optional(
    z.array(z.object({ line_id: dbIdSchema, quantity: z.number().check(z.int(), z.minimum(1), z.maximum(999)) })).check(z.maxLength(100)),
  ),
});

/** GET soul/v1/admin/orders/{id}/packing-slip: the slip's language (default: the order's). */
export const packingSlipQuerySchema = z.object({ lang: z.optional(z.enum(['en', 'lt'])) });
