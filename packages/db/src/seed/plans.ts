import { MAX_FREQUENCY_MONTHS, MIN_FREQUENCY_MONTHS, subscriptionPlanSchema, type SubscriptionPlan } from '@soul/contracts';

/**
 * The four subscription plan styles of storefront §9, parsed through the
 * contract schema at load time so a typo fails the seed instead of reaching
 * the storefront.
 */
const option = (interval: number, jars: number, discount_percent: number, most_popular = false) => ({
  interval,
  jars,
  discount_percent,
  most_popular,
});

/** Default product: every 2 months 1 jar 10 %, every 4 months 2 jars 20 % (most popular), every 12 months 6 jars 30 %. */
export const TIERS_PLAN: SubscriptionPlan = subscriptionPlanSchema.parse({
  style: 'tiers',
  billing_period: 'month',
  options: [option(2, 1, 10), option(4, 2, 20, true), option(12, 6, 30)],
});

/** Brand variant: monthly 1 jar 10 %, quarterly 3 jars 20 %, annual 12 jars 30 %. */
export const BRAND_PLAN: SubscriptionPlan = subscriptionPlanSchema.parse({
  style: 'brand',
  billing_period: 'month',
  options: [option(1, 1, 10), option(3, 3, 20, true), option(12, 12, 30)],
});

/** Simple subscription: every 6 months 5 %, every 12 months 10 %. */
export const SIMPLE_PLAN: SubscriptionPlan = subscriptionPlanSchema.parse({
  style: 'simple',
  billing_period: 'month',
  options: [option(6, 1, 5), option(12, 1, 10)],
});

/** The 2–12-month frequency selector: one jar, 10 % off whatever the interval. */
export const FREQUENCY_PLAN: SubscriptionPlan = subscriptionPlanSchema.parse({
  style: 'frequency',
  billing_period: 'month',
  options: Array.from({ length: MAX_FREQUENCY_MONTHS - MIN_FREQUENCY_MONTHS + 1 }, (_, i) => option(MIN_FREQUENCY_MONTHS + i, 1, 10)),
});
