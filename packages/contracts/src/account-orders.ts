import { z } from 'zod';
import { ORDER_STATUSES } from './checkout.ts';

/** GET /wp-json/soul/v1/orders query (account §2 "Orders"): status, last N days, sort, search (≥ 2 characters), paging. */
export const ORDER_LIST_DAYS = [7, 30, 90, 180, 365] as const;
export const ORDER_SORTS = ['id', 'date', 'total', 'payment_method', 'status'] as const;

export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  days: z.coerce.number().int().refine((d) => (ORDER_LIST_DAYS as readonly number[]).includes(d)).optional(),
  orderby: z.enum(ORDER_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** An order as the account area reads it (account §3 "Order"); money as strings of cents, like the Store API. */
export interface AccountOrder {
  id: number;
  name: string;
  created_at: string;
  status: string;
  currency: string;
  total: string;
  subtotal: string;
  total_shipping: string;
  total_tax: string;
  total_discount: string;
  quantity: number;
  payment_details: { method_id: string; method_title: string; paid: boolean };
  transaction_id: string;
  billing_address: { first_name: string; last_name: string; company: string; address_1: string; city: string; postcode: string; country: string; email: string; phone: string };
  shipping_lines: { id: number; method_id: string; method_title: string; total: string }[];
  line_items: { id: number; product_id: number; variation_id: number; name: string; quantity: number; subtotal: string; subtotal_tax: string; total: string; total_tax: string }[];
  invoice_url: string;
}
