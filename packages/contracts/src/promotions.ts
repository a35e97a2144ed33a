import { z } from 'zod/mini';

/**
 * Promotions (issue 17; storefront §3 quantityPromotions, §4 timers): the
 * kinds and what the storefront widgets read. What only the server parses
 * (the administrators' shape, the timer and list queries) is in
 * `promotion-requests.ts`: the browser never imports it, so none of its zod
 * builders (ISO dates, defaults, coercion) reach the first-load chunk.
 */

export const PROMOTION_KINDS = ['quantity_offer', 'banner', 'exit_offer'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * A live promotion as `GET soul/v1/promotions/{slug}` (and `?kind=`) answers
 * it to the storefront widgets (storefront §3 offer data and
 * quantityPromotions, §8 banner and exit popup config): texts in the
 * reader's language, money as strings of minor units like the Store API.
 */
export const shownQuantityOptionSchema = /* @__PURE__ */ z.object({
  _id: z.string(),
  title: z.string(),
  image: z.object({ url: z.string() }),
  quantity: z.number(),
  product_id: z.number(),
  base_price: z.string(),
  price: z.string(),
  discount_rate: z.number(),
  price_display_override: z.string(),
  save_banner: z.string(),
  special_tag: z.string(),
  description: z.string(),
  default_selected: z.boolean(),
});
export type ShownQuantityOption = z.infer<typeof shownQuantityOptionSchema>;

export const shownPromotionSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  slug: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  message: z.string(),
  link: z.string(),
  cta_button_text: z.string(),
  cta_button_subtext: z.string(),
  countdown_banner_text: z.string(),
  discount_rate: z.number(),
  countdown: z.number(),
  timer_id: z.string(),
  ends_at: z.nullable(z.string()),
  landing_pages: z.object({ en: z.nullable(z.string()), lt: z.nullable(z.string()) }),
  product: z.nullable(z.number()),
  quantityPromotions: z.array(shownQuantityOptionSchema),
  currency_minor_unit: z.number(),
});
export type ShownPromotion = z.infer<typeof shownPromotionSchema>;
