import { includedTax } from '../money/percent.ts';
import { prorate } from '../money/prorate.ts';

/**
 * VAT split of VAT-inclusive amounts (DESIGN §5: prices are entered and shown
 * including VAT). The gross amount is what the shopper pays and is never
 * changed by the split: the tax is rounded once, and the net is what is left,
 * so net + tax = gross for every line, coupon and total, and nothing is lost.
 */
export interface TaxSplit {
  net: number;
  tax: number;
}

export function splitIncludedTax(grossAmount: number, ratePercent: number): TaxSplit {
  const tax = includedTax(grossAmount, ratePercent);
  return { net: grossAmount - tax, tax };
}

/** WooCommerce's line totals: line_subtotal(_tax) before coupons, line_total(_tax) after. */
export interface LineTaxes {
  lineSubtotal: number;
  lineSubtotalTax: number;
  lineTotal: number;
  lineTotalTax: number;
}

export function lineTaxes(subtotalGross: number, totalGross: number, ratePercent: number): LineTaxes {
  const subtotal = splitIncludedTax(subtotalGross, ratePercent);
  const total = splitIncludedTax(totalGross, ratePercent);
  return { lineSubtotal: subtotal.net, lineSubtotalTax: subtotal.tax, lineTotal: total.net, lineTotalTax: total.tax };
}

/**
 * Each coupon's share of the tax the coupons removed. On each line the tax
 * removed is lineSubtotalTax − lineTotalTax; it is spread over the coupons in
 * proportion to their discount on that line (prorate, so the parts sum
 * exactly), then summed per coupon. Hence the coupons' taxes add up to the
 * cart's discount tax to the cent, and since a line's tax drop never exceeds
 * its gross discount, no coupon's net discount goes negative.
 *
 * @param couponDiscounts gross discount per coupon per line: [coupon][line]
 * @param lineTaxDrops    lineSubtotalTax − lineTotalTax per line
 * @returns the discount tax per coupon, in the order given
 */
export function couponDiscountTaxes(couponDiscounts: readonly (readonly number[])[], lineTaxDrops: readonly number[]): number[] {
  const taxes = couponDiscounts.map(() => 0);
  lineTaxDrops.forEach((drop, line) => {
    if (drop === 0) return;
    const weights = couponDiscounts.map((discounts) => discounts[line] ?? 0);
    prorate(drop, weights).forEach((part, coupon) => {
      taxes[coupon] = (taxes[coupon] ?? 0) + part;
    });
  });
  return taxes;
}

/** Tax per rate, ascending by rate; rates whose tax is 0 are left out (WooCommerce hides zero taxes). */
export function taxLinesByRate(entries: readonly { ratePercent: number; amount: number }[]): { ratePercent: number; amount: number }[] {
  const byRate = new Map<number, number>();
  for (const { ratePercent, amount } of entries) byRate.set(ratePercent, (byRate.get(ratePercent) ?? 0) + amount);
  return [...byRate.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, amount]) => ({ ratePercent, amount }));
}
