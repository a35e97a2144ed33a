import { z } from 'zod/mini';
import { PROMOTION_KINDS } from './promotions.ts';

/**
 * The promotion and timer requests only the server parses (issue 17;
 * storefront §3, §4): the editable shape an administrator sends, the admin
 * and list queries, the timer routes' parameters and answers. Texts are per
 * language; money is integer cents. Kept apart from `promotions.ts`, which
 * the widgets import (docs/architecture.md "Contracts in the browser").
 */

/** A promotion's texts in one language. */
export const promotionTextsSchema = /* @__PURE__ */ z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  message: z._default(z.string().check(z.maxLength(2000)), ''),
  link: z._default(z.string().check(z.maxLength(500)), ''),
  ctaText: z._default(z.string().check(z.maxLength(200)), ''),
  ctaSubtext: z._default(z.string().check(z.maxLength(200)), ''),
  countdownBannerText: z._default(z.string().check(z.maxLength(200)), ''),
});
export type PromotionTexts = z.infer<typeof promotionTextsSchema>;

/** An option's texts in one language (storefront §3: title, save banner, special tag, description). */
export const quantityOptionTextsSchema = /* @__PURE__ */ z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  saveBanner: z._default(z.string().check(z.maxLength(200)), ''),
  specialTag: z._default(z.string().check(z.maxLength(200)), ''),
  description: z._default(z.string().check(z.maxLength(2000)), ''),
  priceDisplayOverride: z._default(z.string().check(z.maxLength(100)), ''),
});

/** One quantity option of a quantity offer; `key` is unique within its promotion. */
export const quantityOptionSchema = /* @__PURE__ */ z.object({
  key: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  productId: z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(999)),
  discountRate: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  imageUrl: z._default(z.string().check(z.maxLength(500)), ''),
  defaultSelected: z._default(z.boolean(), false),
  texts: z.object({ en: quantityOptionTextsSchema, lt: quantityOptionTextsSchema }),
});
export type QuantityOption = z.infer<typeof quantityOptionSchema>;

const slugSchema = /* @__PURE__ */ z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/));

/** What an administrator creates or replaces (PUT sends the whole shape). */
export const promotionInputSchema = /* @__PURE__ */ z.object({
  slug: slugSchema,
  kind: z.enum(PROMOTION_KINDS),
  discountRate: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(100)), 0),
  countdownSeconds: z.number().check(z.int(), z.minimum(1), z.maximum(7 * 24 * 60 * 60)),
  productIds: z._default(z.array(z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))).check(z.maxLength(50)), []),
  options: z._default(z.array(quantityOptionSchema).check(z.maxLength(12)), []),
  startsAt: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  endsAt: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  landingSlugs: z._default(z.object({ en: z.nullable(slugSchema), lt: z.nullable(slugSchema) }), { en: null, lt: null }),
  couponPrefix: z._default(z.nullable(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/))), null),
  texts: z.object({ en: promotionTextsSchema, lt: promotionTextsSchema }),
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** GET timers/check and POST timers/start (storefront §8 "Countdown check result"). */
export const timerIdSchema = /* @__PURE__ */ z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,100}$/));
export const timerCheckQuerySchema = /* @__PURE__ */ z.object({ timerId: timerIdSchema });
export const timerStartRequestSchema = /* @__PURE__ */ z.object({
  timerId: timerIdSchema,
  timer: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(7 * 24 * 60 * 60)),
});
/** `{timeLeft}` or `{error}` (the widgets read these); a refusal also carries WordPress's `code`, `message`, `data.status`. */
export type TimerAnswer = { timeLeft: number } | { error: string; code: string; message: string; data: { status: number } };

/** GET soul/v1/admin/promotions (the admin convention: paging, sort, search, filters). */
export const adminPromotionQuerySchema = /* @__PURE__ */ z.object({
  kind: z.optional(z.enum(PROMOTION_KINDS)),
  live: z.optional(z.enum(['true', 'false'])),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  orderby: z._default(z.enum(['id', 'slug', 'starts_at', 'ends_at', 'created_at']), 'id'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});

/** GET soul/v1/promotions: the live promotions of one kind (the header's exit offer, a default banner). */
export const promotionListQuerySchema = /* @__PURE__ */ z.object({ kind: z.enum(PROMOTION_KINDS) });
