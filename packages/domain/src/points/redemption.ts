/** 1 point is €1 off (storefront §1, account §2): 100 minor units. */
export const CENTS_PER_POINT = 100;

/**
 * How many points an order can take: what the customer asked for, no more
 * than they have, and no more than the order's goods are worth in whole
 * euros (points never pay for shipping, and never make an order negative).
 * Whole points only; a request below 1 spends none.
 */
export function redeemablePoints(requested: number, available: number, goodsTotalCents: number): number {
  if (!Number.isFinite(requested) || requested < 1) return 0;
  const byGoods = Math.floor(Math.max(0, goodsTotalCents) / CENTS_PER_POINT);
  return Math.max(0, Math.min(Math.floor(requested), Math.floor(available), byGoods));
}

/** The discount the points give, VAT included: it is then spread over the lines and their VAT rates like a fixed cart coupon. */
export function pointsDiscountCents(points: number): number {
  return points * CENTS_PER_POINT;
}
