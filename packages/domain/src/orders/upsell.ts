import { applyPercentOff, includedTax } from '../money/percent.ts';

/** What an order line added by the one-click upsell costs (VAT included, the offer's discount taken). */
export interface UpsellLinePrice {
  /** What the card is charged. */
  gross: number;
  /** WooCommerce's split: the net amount and its tax (no coupon applies, so subtotal = total). */
  net: number;
  tax: number;
}

export function upsellLinePrice(unitGross: number, quantity: number, discountPercent: number, taxRatePercent: number): UpsellLinePrice {
  const gross = applyPercentOff(unitGross * quantity, discountPercent);
  const tax = includedTax(gross, taxRatePercent);
  return { gross, net: gross - tax, tax };
}

/** The offer runs until its deadline, stored with the order when it was paid (a reload never resets it). */
export function isUpsellOpen(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && now.getTime() < expiresAt.getTime();
}

/** Seconds left of the offer (0 once it has expired), for the countdown. */
export function upsellSecondsLeft(expiresAt: Date | null, now: Date): number {
  return expiresAt === null ? 0 : Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}
