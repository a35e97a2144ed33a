import { lowestPriceBefore, type PriceHistoryEntry } from '../products/price-history.ts';

/**
 * The Omnibus prior price of a quantity-offer option (EU Price Indication
 * Directive Art. 6a; docs "Price history and the 30-day prior price"): the
 * lowest unit price the shop applied in the 30 days before the promotion
 * started, times the option's quantity. Null when the option is not reduced
 * (nothing to announce). A history with no price before the start (a product
 * launched with the offer) gives the offer price itself, so no saving is
 * claimed that the history cannot back.
 */
export function offerPriorPrice(input: {
  history: readonly PriceHistoryEntry[];
  /** When the promotion began: its window's start, else its creation. */
  promotionStart: Date;
  quantity: number;
  base: number;
  price: number;
}): number | null {
  if (input.price >= input.base) return null;
  const lowestUnit = lowestPriceBefore(input.history, input.promotionStart);
  return lowestUnit === null ? input.price : lowestUnit * input.quantity;
}
