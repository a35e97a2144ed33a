/**
 * The quantity discount of a one-time cart line (storefront §1, DESIGN §5):
 * 2 units 10 %, 3 or more 15 %. Kept as a table so the cart drawer's
 * "add one more, save 15 %" grid and the pricing engine read the same rule.
 */
export interface QuantityDiscountTier {
  /** The smallest quantity that earns `percent`. */
  minQuantity: number;
  percent: number;
}

/** Ascending by `minQuantity`; below the first tier there is no discount. */
export const QUANTITY_DISCOUNT_TIERS: readonly QuantityDiscountTier[] = [
  { minQuantity: 2, percent: 10 },
  { minQuantity: 3, percent: 15 },
];

/** The discount percent a one-time line of `quantity` units gets (0 below 2 units). */
export function quantityDiscountPercent(quantity: number): number {
  let percent = 0;
  for (const tier of QUANTITY_DISCOUNT_TIERS) {
    if (quantity >= tier.minQuantity) percent = tier.percent;
  }
  return percent;
}

/**
 * The next quantity that raises the discount, for the upsell hint
 * ("add one more, save 15 %"): 1 → { 2, 10 }, 2 → { 3, 15 }, 3 or more → null.
 */
export function nextQuantityDiscount(quantity: number): { quantity: number; percent: number } | null {
  const current = quantityDiscountPercent(quantity);
  const next = QUANTITY_DISCOUNT_TIERS.find((tier) => tier.minQuantity > quantity && tier.percent > current);
  return next ? { quantity: next.minQuantity, percent: next.percent } : null;
}
