import { z } from 'zod/mini';

const day = /* @__PURE__ */ z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** GET /wp-json/soul/v1/reports query: the date range (default the last 365 days) and `format=csv` for the file. */
export const accountReportQuerySchema = z.object({
  from: z.optional(day),
  to: z.optional(day),
  format: z.optional(z.enum(['json', 'csv'])),
});
export type AccountReportQuery = z.infer<typeof accountReportQuerySchema>;
