import { z } from 'zod/mini';

/**
 * GET /wp-json/soul/v1/reports (account §2 "reports", §7): what the reader's
 * orders cost in a date range, by month, by product and, for a director, by
 * staff member. Money in integer cents (with VAT); `?format=csv` answers the
 * same as a CSV file.
 */
const spendingRowSchema = { orders: z.number(), total: z.number() };

export const accountReportSchema = z.object({
  /** YYYY-MM-DD, both days included (Europe/Vilnius). */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  total: z.number(),
  orders: z.number(),
  by_month: z.array(z.object({ month: z.string(), ...spendingRowSchema })),
  by_product: z.array(z.object({ product_id: z.number(), name: z.string(), quantity: z.number(), total: z.number() })),
  /** Only for a company director: each member of the company. */
  by_staff: z.nullable(z.array(z.object({ user_id: z.number(), name: z.string(), ...spendingRowSchema }))),
});
export type AccountReport = z.infer<typeof accountReportSchema>;
