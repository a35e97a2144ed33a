import { z } from 'zod/mini';
import { moneyStringSchema } from './money.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** GET /wp-json/soul/v1/orders query (account §2 "Orders"): status, last N days, sort, search (≥ 2 characters), paging. */
export const ORDER_LIST_DAYS = [7, 30, 90, 180, 365] as const;
export const ORDER_SORTS = ['id', 'date', 'total', 'payment_method', 'status'] as const;
/** The status filter of the orders list (account §3 "Order statuses"). */
export const ORDER_FILTER_STATUSES = [
  'processing',
  'cancelled',
  'on-hold',
  'shipped',
  'pending',
  'completed',
  'waiting_for_payment',
] as const;

export const accountOrderLineSchema = z.object({
  id: z.number().check(z.int()),
  product_id: z.number().check(z.int()),
  variation_id: z.number().check(z.int()),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().check(z.int()),
  /** Money as strings of cents: before coupons (subtotal) and after (total), each net of VAT with its tax beside it. */
  subtotal: moneyStringSchema,
  subtotal_tax: moneyStringSchema,
  total: moneyStringSchema,
  total_tax: moneyStringSchema,
  /** A bundle's item points at the bundle's line: it follows the bundle and is never edited alone. */
  parent_id: z.nullable(z.number().check(z.int())),
});
export type AccountOrderLine = z.infer<typeof accountOrderLineSchema>;

/** An order as the account area reads it (account §3 "Order"); money as strings of cents, like the Store API. */
export const accountOrderSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  /** VAT included. */
  total: moneyStringSchema,
  /** Items before coupons, VAT included. */
  subtotal: moneyStringSchema,
  total_shipping: moneyStringSchema,
  total_tax: moneyStringSchema,
  total_discount: moneyStringSchema,
  /** Given back by refunds so far, over all the order's payments; `total` stays what the order costs. */
  total_refunded: moneyStringSchema,
  quantity: z.number().check(z.int()),
  payment_details: z.object({ method_id: z.string(), method_title: z.string(), paid: z.boolean() }),
  transaction_id: z.string(),
  customer_note: z.string(),
  billing_address: z.object({
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    address_1: z.string(),
    city: z.string(),
    postcode: z.string(),
    country: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  shipping_lines: z.array(
    z.object({ id: z.number().check(z.int()), method_id: z.string(), method_title: z.string(), total: moneyStringSchema }),
  ),
  coupon_lines: z.array(z.object({ code: z.string(), discount: moneyStringSchema })),
  line_items: z.array(accountOrderLineSchema),
  /** Null when the order has no invoice (a declined or still-unpaid card order). */
  invoice_url: z.nullable(z.string()),
  /** Assigned the first time the invoice is made; null before. */
  invoice_number: z.nullable(z.string()),
  /** What the reader may do with it now (the server decides; the UI only mirrors it). */
  editable: z.boolean(),
  cancellable: z.boolean(),
  /** It waits for its money (pending or failed, WooCommerce's needs_payment). */
  needs_payment: z.boolean(),
  /** The pay-for-order page (a path), for the order's own customer while it needs payment; null otherwise. */
  payment_url: z.nullable(z.string()),
  /** Who placed it (issue 20: a company's orders show which staff member); null for a guest's order. */
  placed_by: z.optional(z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() }))),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;
