import { z } from 'zod/mini';

/**
 * Subscription plan data stored per product (DESIGN §5, storefront §9).
 * Every style is a list of options; an option delivers `jars` units every
 * `interval` months at `discount_percent` off the unit price.
 *  - tiers:     every 2 months 1 jar 10 %, every 4 months 2 jars 20 %, every 12 months 6 jars 30 %
 *  - brand:     monthly 1 jar 10 %, quarterly 3 jars 20 %, annual 12 jars 30 %
 *  - simple:    every 6 months 5 %, every 12 months 10 %
 *  - frequency: any interval from 2 to 12 months, one jar, one discount (10 %)
 */
export const SUBSCRIPTION_STYLES = ['tiers', 'brand', 'simple', 'frequency'] as const;
export const subscriptionStyleSchema = z.enum(SUBSCRIPTION_STYLES);

export const subscriptionOptionSchema = z.object({
  interval: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
  jars: z.number().check(z.int(), z.minimum(1), z.maximum(24)),
  discount_percent: z.number().check(z.int(), z.minimum(0), z.maximum(90)),
  most_popular: z._default(z.boolean(), false),
});
export type SubscriptionOption = z.infer<typeof subscriptionOptionSchema>;

export const subscriptionPlanSchema = z.object({
  style: subscriptionStyleSchema,
  billing_period: z.literal('month'),
  options: z.array(subscriptionOptionSchema).check(z.minLength(1)),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** Frequency chooser bounds (storefront §5, §9). */
export const MIN_FREQUENCY_MONTHS = 2;
export const MAX_FREQUENCY_MONTHS = 12;
