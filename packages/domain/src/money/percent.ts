/**
 * Takes `percent` % off an amount of minor units, rounding half up to a whole
 * unit (the shopper never pays a fraction of a cent; 0.5 goes to the shop,
 * as WooCommerce's HALF_UP rounding does).
 */
export function applyPercentOff(amount: number, percent: number): number {
  return amount - percentOf(amount, percent);
}

/** `percent` % of an amount of minor units, rounded half up. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/**
 * The VAT part of a VAT-inclusive amount: amount × rate / (100 + rate),
 * rounded half up (DESIGN §5: prices are entered and shown including VAT).
 */
export function includedTax(grossAmount: number, ratePercent: number): number {
  return Math.round((grossAmount * ratePercent) / (100 + ratePercent));
}
