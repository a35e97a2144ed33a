import type { CartItemData } from '@soul/contracts';
import type { CartPromoGrant } from '../cart-document/document.ts';
import { isPromotionLive, parseOfferId, type Promotion } from './promotion.ts';
import { isTimerRunning, type VisitorTimer } from './timer.ts';

/**
 * Whether the promo_offer_* data of an add-item earns its discount
 * (issue 17: "granted by the server, never by the client's word"): the offer
 * must name a live promotion's option for this product and quantity, any
 * rate the client repeats must be that option's, and the visitor's timer
 * for the promotion must still run. The grant lasts until the timer (or the
 * promotion's window) ends.
 */
export function grantPromoOffer(input: {
  data: CartItemData;
  productId: number;
  quantity: number;
  promotion: Promotion | null;
  timer: VisitorTimer | null;
  now: Date;
}): CartPromoGrant | null {
  const { data, promotion, timer, now } = input;
  const parsed = data.promo_offer_id ? parseOfferId(data.promo_offer_id) : null;
  if (!parsed || !promotion || promotion.id !== parsed.promotionId || promotion.kind !== 'quantity_offer') return null;
  if (!isPromotionLive(promotion, now) || !timer || !isTimerRunning(timer, now)) return null;
  const option = promotion.options.find((o) => o.key === parsed.key);
  if (!option || option.productId !== input.productId || option.quantity !== input.quantity) return null;
  if (data.promo_offer_discount_rate !== undefined && data.promo_offer_discount_rate !== option.discountRate) return null;
  const ends = promotion.endsAt && promotion.endsAt < timer.expiresAt ? promotion.endsAt : timer.expiresAt;
  return {
    promotionId: promotion.id,
    optionKey: option.key,
    percent: option.discountRate,
    quantity: option.quantity,
    expiresAt: ends.toISOString(),
  };
}

/** The percent a line's grant gives at `now`: none once it has run out or the quantity changed. */
export function grantedPercent(grant: CartPromoGrant | undefined, quantity: number, now: Date): number | null {
  if (!grant || grant.quantity !== quantity || Date.parse(grant.expiresAt) <= now.getTime()) return null;
  return grant.percent;
}
