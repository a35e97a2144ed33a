import { z } from 'zod/mini';
import { ORDER_LIST_DAYS, ORDER_SORTS } from './account-orders.ts';
import { dbIdOrZeroSchema, dbIdSchema } from './ids.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** The account's order requests, which only the server parses (the answers are in account-orders.ts). */

/** GET /wp-json/soul/v1/orders query (account §2 "Orders"): status, last N days, sort, search (≥ 2 characters), paging. */
export const orderListQuerySchema = z.object({
  status: z.optional(z.enum(ORDER_STATUSES)),
  days: z.optional(
    z.coerce.number().check(
      z.int(),
      z.refine((d) => (ORDER_LIST_DAYS as readonly number[]).includes(d)),
    ),
  ),
  orderby: z._default(z.enum(ORDER_SORTS), 'date'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  /** Only the orders this account placed (a director's or administrator's "placed by" filter, issue 20); within the reader's scope. */
  placed_by: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/**
 * A line of an order being edited (account §4, §7): an existing line by id,
 * or a new one (id null) by product. Only ids and quantities are read: names
 * and prices always come from the server.
 */
export const orderLineEditSchema = z.object({
  id: z.nullable(dbIdSchema),
  product_id: dbIdSchema,
  variation_id: z._default(dbIdOrZeroSchema, 0),
  quantity: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(999)),
});
export type OrderLineEdit = z.infer<typeof orderLineEditSchema>;

/**
 * POST /wp-json/soul/v1/update-order: `line_items` is the whole list of the
 * order's lines after editing (bundle items left out: they follow their
 * bundle). A line missing from it, or at quantity 0, is removed; lines with
 * id null are added. Nothing left means the order is cancelled.
 */
export const updateOrderBodySchema = z.object({
  id: dbIdSchema,
  line_items: z.array(orderLineEditSchema).check(z.maxLength(100)),
  data: z.optional(z.object({ order: z.optional(z.unknown()) })),
});
export type UpdateOrderBody = z.infer<typeof updateOrderBodySchema>;

/**
 * POST /wp-json/soul/v1/add-order-item: the order as the page holds it, with
 * the new item(s) `{ id: null, product_id, quantity: 1 }` among its lines.
 * Only the new items are read; quantities of existing lines change on Save.
 */
export const addOrderItemBodySchema = z.object({
  id: dbIdSchema,
  data: z.object({ order: z.object({ line_items: z.array(orderLineEditSchema).check(z.minLength(1), z.maxLength(101)) }) }),
});
export type AddOrderItemBody = z.infer<typeof addOrderItemBodySchema>;
