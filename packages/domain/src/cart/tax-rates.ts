/**
 * VAT by tax class (DESIGN §5): prices are entered including VAT; Lithuania's
 * standard rate is 21 %, the reduced 9 % is kept for products that need it.
 */
export const TAX_RATES: Record<string, number> = { standard: 21, reduced: 9, zero: 0 };
export const SHIPPING_TAX_RATE = 21;

export function taxRateOf(taxClass: string): number {
  return TAX_RATES[taxClass] ?? TAX_RATES.standard ?? 21;
}
