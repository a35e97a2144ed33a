import { applyPercentOff } from '../money/percent.ts';
/**
 * Catalogue prices, all in integer minor units (cents) (DESIGN §4).
 */

/**
 * Price per month of the one-time '2 month plan' (storefront §2, §9): half the
 * total, rounded DOWN to whole cents, so "per month × 2" never exceeds the
 * price actually charged (1999 → 999).
 */
export function pricePerMonth(twoMonthPrice: number): number {
  return Math.floor(twoMonthPrice / 2);
}

export interface PlanOptionLike {
  jars: number;
  discount_percent: number;
}

/**
 * Price of one delivery of a subscription option: unit price × jars, less the
 * plan's discount taken on the whole amount and rounded once (half up, on the
 * discount): rounding per jar would drift by up to a cent per jar.
 */
export function subscriptionOptionPrice(unitPrice: number, option: PlanOptionLike): number {
  // The cart's rule exactly (cart/line-pricing): the discount is rounded half up
  // and taken off, so the price shown here is the price charged, to the cent.
  return applyPercentOff(unitPrice * option.jars, option.discount_percent);
}

/** The same option's price before its discount (shown struck through). */
export function subscriptionOptionRegularPrice(unitPrice: number, option: PlanOptionLike): number {
  return unitPrice * option.jars;
}

/** The 'Save up to N%' figure: the largest discount of the plan's options (0 without options). */
export function maxPlanDiscount(plan: { options: ReadonlyArray<{ discount_percent: number }> } | null | undefined): number {
  if (!plan) return 0;
  return plan.options.reduce((max, option) => Math.max(max, option.discount_percent), 0);
}

/** Parses a Store API money string ("1999") into cents; anything else is 0. */
export function parseMinorUnits(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return 0;
  return Number.parseInt(value, 10);
}
