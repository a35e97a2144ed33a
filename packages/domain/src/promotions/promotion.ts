import type { Language, PromotionKind, PromotionTexts, QuantityOption } from '@soul/contracts';
import { percentOf } from '../money/percent.ts';

/**
 * A promotion as the shop keeps it (issue 17): the server's truth that a
 * discount sent by a browser is checked against. Never deleted: ending one
 * sets `endedAt`, so orders and carts that name it still make sense.
 */
export interface Promotion {
  id: number;
  slug: string;
  kind: PromotionKind;
  /** Whole percent; for a quantity offer each option carries its own rate. */
  discountRate: number;
  /** How long a visitor's countdown runs, in seconds. */
  countdownSeconds: number;
  productIds: number[];
  options: QuantityOption[];
  startsAt: Date | null;
  endsAt: Date | null;
  endedAt: Date | null;
  landingSlugs: Record<Language, string | null>;
  couponPrefix: string | null;
  texts: Record<Language, PromotionTexts>;
  createdAt: Date;
  updatedAt: Date;
}

export type PromotionStatus = 'scheduled' | 'active' | 'expired' | 'ended';

/** Where a promotion stands at `now`: ended by an administrator, before or after its window, or live. */
export function promotionStatus(promotion: Pick<Promotion, 'startsAt' | 'endsAt' | 'endedAt'>, now: Date): PromotionStatus {
  if (promotion.endedAt && promotion.endedAt <= now) return 'ended';
  if (promotion.startsAt && promotion.startsAt > now) return 'scheduled';
  if (promotion.endsAt && promotion.endsAt <= now) return 'expired';
  return 'active';
}

export function isPromotionLive(promotion: Pick<Promotion, 'startsAt' | 'endsAt' | 'endedAt'>, now: Date): boolean {
  return promotionStatus(promotion, now) === 'active';
}

/** The timer a promotion's countdown runs on: one per visitor and promotion. */
export function promotionTimerId(promotion: Pick<Promotion, 'slug'>): string {
  return `promo-${promotion.slug}`;
}

/** The 24-hour extension a shopper may take once after a promotion's countdown has run out (storefront §4, §9). */
export const PROMOTION_EXTENSION_SECONDS = 24 * 60 * 60;

/**
 * The extension's timer: a second timer per visitor and promotion. `:` is in
 * no slug, so it is never another promotion's own timer; only the server
 * starts it (POST promotions/{slug}/extend), the timer routes refuse to.
 */
export function promotionExtensionTimerId(promotion: Pick<Promotion, 'slug'>): string {
  return `promo-${promotion.slug}:extension`;
}

/** Timers a client may read but not start: the extension would otherwise be a countdown of any length, at any time. */
export function isServerStartedTimerId(timerId: string): boolean {
  return timerId.endsWith(':extension');
}

/** A quantity option's id on the wire (`_id`, sent back as promo_offer_id): the promotion and the option. */
export function offerId(promotion: Pick<Promotion, 'id'>, option: Pick<QuantityOption, 'key'>): string {
  return `${promotion.id}:${option.key}`;
}

export function parseOfferId(value: string): { promotionId: number; key: string } | null {
  const match = /^(\d{1,9}):([a-z0-9-]{1,40})$/.exec(value);
  return match ? { promotionId: Number(match[1]), key: match[2] ?? '' } : null;
}

/**
 * An option's prices (storefront §9: "base price minus the discount_rate
 * percent"): base = unit price × quantity, the percent taken off the whole
 * and rounded once, half up, as the cart's line discount is.
 */
export function optionPrice(
  unitPriceCents: number,
  option: Pick<QuantityOption, 'quantity' | 'discountRate'>,
): { base: number; price: number } {
  const base = unitPriceCents * option.quantity;
  return { base, price: base - percentOf(base, option.discountRate) };
}

/** What checking problems an input has beyond its shape (the contract checks the shape). */
export type PromotionInputProblem = 'window' | 'option_keys' | 'options_kind' | 'option_product';

export function promotionInputProblem(input: {
  kind: PromotionKind;
  startsAt: string | null;
  endsAt: string | null;
  productIds: number[];
  options: Pick<QuantityOption, 'key' | 'productId'>[];
}): PromotionInputProblem | null {
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) return 'window';
  if (new Set(input.options.map((o) => o.key)).size !== input.options.length) return 'option_keys';
  if (input.kind !== 'quantity_offer' && input.options.length > 0) return 'options_kind';
  if (input.options.some((o) => !input.productIds.includes(o.productId))) return 'option_product';
  return null;
}
