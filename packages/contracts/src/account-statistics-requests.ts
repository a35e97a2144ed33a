import { z } from 'zod/mini';

/** GET /wp-json/soul/v1/statistics query: `days` is one of STATISTICS_PERIODS (the route answers anything else 400 `statisticsPeriod`). */
export const accountStatisticsQuerySchema = z.object({
  days: z.optional(z.enum(['7', '30', '90', '180', '365'])),
});
export type AccountStatisticsQuery = z.infer<typeof accountStatisticsQuerySchema>;
