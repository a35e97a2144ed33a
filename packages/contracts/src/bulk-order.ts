import { z } from 'zod/mini';

/** A bulk order's limits: lines per batch, and account §9's quantity range. */
export const BULK_ORDER_LIMITS = { maxLines: 100, minQuantity: 1, maxQuantity: 999 } as const;

/**
 * POST /wp-json/soul/v1/bulkorder: SKUs and quantities (typed, pasted or
 * from a CSV) added to the cart in one batch. A line's own problems (an
 * unknown SKU, a bad quantity, out of stock) are answered per line, so
 * only the envelope is checked here.
 */
export const bulkOrderBodySchema = z.object({
  lines: z
    .array(z.object({ sku: z.string().check(z.maxLength(100)), quantity: z.union([z.number(), z.string().check(z.maxLength(20))]) }))
    .check(z.minLength(1), z.maxLength(BULK_ORDER_LIMITS.maxLines)),
});
export type BulkOrderBody = z.infer<typeof bulkOrderBodySchema>;

/** One line's outcome: added (with the product), or why not, in the reader's language. */
export const bulkOrderLineResultSchema = z.object({
  line: z.number(),
  sku: z.string(),
  quantity: z.number(),
  ok: z.boolean(),
  product_id: z.nullable(z.number()),
  name: z.string(),
  message: z.string(),
});
export type BulkOrderLineResult = z.infer<typeof bulkOrderLineResultSchema>;

export const bulkOrderAnswerSchema = z.object({
  added: z.number(),
  failed: z.number(),
  lines: z.array(bulkOrderLineResultSchema),
  /** The cart's item count after the batch. */
  items_count: z.number(),
});
export type BulkOrderAnswer = z.infer<typeof bulkOrderAnswerSchema>;

/** GET /wp-json/soul/v1/bulkorder: the limits and, for `?sku=A,B`, what those SKUs are (name, price in cents, stock). */
export const bulkOrderInfoSchema = z.object({
  limits: z.object({ max_lines: z.number(), min_quantity: z.number(), max_quantity: z.number() }),
  csv_columns: z.array(z.string()),
  products: z.array(
    z.object({ sku: z.string(), id: z.number(), name: z.string(), price: z.string(), stock_status: z.string(), purchasable: z.boolean() }),
  ),
});
export type BulkOrderInfo = z.infer<typeof bulkOrderInfoSchema>;

/** GET /wp-json/soul/v1/b2brules: the company's rules as far as the shop keeps them. */
export const b2bRulesSchema = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  role: z.string(),
  /** The customer group (vendors' wholesale groups); null while the company has none. */
  group: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /** A price list or group discount in percent; null and 0 when the company buys at shop prices. */
  price_list: z.nullable(z.string()),
  discount_percent: z.number(),
  payment_terms: z.object({ methods: z.array(z.string()), net_days: z.number() }),
  b2b_permissions: z.catchall(z.object({}), z.boolean()),
});
export type B2bRules = z.infer<typeof b2bRulesSchema>;
