import { POINTS_COUPON_CODE } from '@soul/domain/points/points-discount';
import { message, type Cart, type Language } from '@soul/contracts';
import { emptyCartDocument } from '@soul/domain/cart-document/document';
import { textOf, type Translate } from '../i18n.ts';
import { couponReason } from '../services/cart/cart-problems.ts';
import type { CartService, DroppedCoupon, CurrentCart } from '../services/cart/cart.service.ts';
import { LruCache } from '../services/lru-cache.ts';
import { serializeCart } from './cart.serializer.ts';

export interface CartViewContext {
  sessionToken: string;
  language: Language;
  siteUrl: string;
  t: Translate;
  /** An approved vendor's customer group (their prices apply); null or absent for everyone else. */
  priceGroupId?: number | null;
}

/** How long a GET /cart answer is reused for the same stored version (coupon validity can change with time). */
const ANSWER_TTL_MS = 5_000;

/** A priced cart in the Store API's shape, with the coupons it let go of reported in `errors`. */
export function cartAnswer(cart: CurrentCart, ctx: Omit<CartViewContext, 'sessionToken'>): Cart {
  const removed = (list: readonly DroppedCoupon[]) =>
    list.map((d) => ({
      code: 'woocommerce_rest_cart_coupon_error',
      message: textOf(
        message('cart.couponRemoved', { code: d.code, reason: couponReason(d.problem, d.code, cart.coupons.get(d.code)) }),
        ctx.language,
      ),
    }));
  const couponDescriptions = new Map(
    [...cart.coupons.values()].map((c) => [c.code, ctx.language === 'lt' ? c.descriptionLt : c.descriptionEn]),
  );
  if (cart.state.priced.pointsSpent > 0)
    couponDescriptions.set(POINTS_COUPON_CODE, ctx.t('points.couponLabel', { points: cart.state.priced.pointsSpent }));
  return serializeCart(cart.document, cart.state, {
    language: ctx.language,
    siteUrl: ctx.siteUrl,
    t: ctx.t,
    couponDescriptions,
    errors: [
      ...removed(cart.dropped),
      ...removed(cart.state.priced.removedCoupons),
      ...cart.state.expiredPromos.map(() => ({ code: 'soul_promo_offer_expired', message: ctx.t('promotions.discountExpired') })),
    ],
  });
}

/**
 * GET /cart as JSON text. The same stored version of a cart, priced against
 * the same catalogue, gives the same answer: it is kept for a few seconds so
 * repeated reads (every page view asks) skip pricing and serialising. The
 * stored version is still read from the database every time, so a change
 * made through another instance is never hidden.
 */
class CartJsonAnswers {
  private readonly answers = new LruCache<{ json: string; at: number }>(5_000);

  constructor(
    private readonly carts: CartService,
    private readonly now: () => number = Date.now,
  ) {}

  async read(ctx: CartViewContext): Promise<string> {
    const stored = await this.carts.stored(ctx.sessionToken);
    // No cart yet: the empty one, priced without reading the database again.
    if (!stored) return JSON.stringify(cartAnswer(await this.carts.price(emptyCartDocument(), ctx.language), ctx));
    const group = ctx.priceGroupId ?? null;
    // A vendor's cart is priced afresh every time: their group's terms are read per answer, never kept.
    if (group !== null) return JSON.stringify(cartAnswer(await this.carts.price(stored.document, ctx.language, [], undefined, group), ctx));
    const key = `${ctx.sessionToken}|${stored.version}|${ctx.language}|${ctx.siteUrl}|${this.carts.pricingGeneration}`;
    const kept = this.answers.get(key);
    if (kept && this.now() - kept.at < ANSWER_TTL_MS) return kept.json;
    const json = JSON.stringify(cartAnswer(await this.carts.price(stored.document, ctx.language), ctx));
    this.answers.set(key, { json, at: this.now() });
    return json;
  }
}

/** One set of kept answers per app, shared by both Store API prefixes (/wc/store and /wc/store/v1). */
const answersByService = new WeakMap<CartService, CartJsonAnswers>();

export function cartJsonAnswers(carts: CartService): CartJsonAnswers {
  let answers = answersByService.get(carts);
  if (!answers) {
    answers = new CartJsonAnswers(carts);
    answersByService.set(carts, answers);
  }
  return answers;
}
