import type { AdminActor } from '@soul/domain/audit/admin-audit';
import type { Answer } from '../answer.ts';
import { message, problem, type CartItemData, type Language, type Problem, type PromotionInput, type PromotionKind } from '@soul/contracts';
import type { CartPromoGrant } from '@soul/domain/cart-document/document';
import type { CatalogueProduct } from '@soul/domain/products/product';
import { grantPromoOffer } from '@soul/domain/promotions/promo-offer';
import {
  isPromotionLive,
  parseOfferId,
  PROMOTION_EXTENSION_SECONDS,
  promotionExtensionTimerId,
  promotionInputProblem,
  promotionTimerId,
  type Promotion,
} from '@soul/domain/promotions/promotion';
import type { PromotionListQuery, PromotionRepository } from '@soul/domain/promotions/promotion-port';
import type { TimerOwner, TimerRepository } from '@soul/domain/promotions/timer-port';
import { isTimerRunning, timeLeftSeconds, timerExpiresAt, type VisitorTimer } from '@soul/domain/promotions/timer';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CatalogueService } from '../catalogue.service.ts';
import type { Clock } from '../clock.ts';

/** A live promotion with the catalogue products its options price from (a storefront widget's data). */
export interface ShownPromotion {
  promotion: Promotion;
  products: Map<number, CatalogueProduct>;
}

const INPUT_REASON = {
  window: 'promotions.invalidWindow',
  option_keys: 'promotions.invalidOptionKeys',
  options_kind: 'promotions.invalidOptionsKind',
  option_product: 'promotions.invalidOptionProduct',
} as const;

/**
 * Promotions: what the storefront widgets read (only live ones), what
 * administrators manage (ended, never deleted), and the check that turns an
 * add-item's promo_offer_* data into a discount only when the server agrees.
 */
export class PromotionService {
  constructor(
    private readonly deps: {
      promotions: PromotionRepository;
      timers: Pick<TimerRepository, 'find' | 'startOnce'>;
      catalogue: Pick<CatalogueService, 'domainProducts'>;
      clock: Clock;
    },
  ) {}

  /** A live promotion by slug or landing slug, with its products; not found when unknown, not live, or its products are gone. */
  async shown(slug: string, language: Language): Promise<Answer<ShownPromotion>> {
    const promotion = await this.deps.promotions.bySlug(slug, language);
    if (!promotion || !isPromotionLive(promotion, this.deps.clock.now())) return { ok: false, problem: problem('promotionNotFound') };
    const products = await this.deps.catalogue.domainProducts(promotion.productIds, language);
    return { ok: true, value: { promotion, products } };
  }

  /** The live promotions of a kind (the header's exit offer, a default banner), newest first. */
  async live(kind: PromotionKind, language: Language): Promise<ShownPromotion[]> {
    const promotions = await this.deps.promotions.live(kind, this.deps.clock.now());
    const products = await this.deps.catalogue.domainProducts([...new Set(promotions.flatMap((p) => p.productIds))], language);
    return promotions.map((promotion) => ({ promotion, products }));
  }

  /**
   * The discount an add-item's promo data earns for this visitor, or null
   * (forged, stale, or the countdown has run out): the line is then priced
   * without it and the cart says so.
   */
  async grantFor(owner: TimerOwner, data: CartItemData, productId: number, quantity: number): Promise<CartPromoGrant | null> {
    const parsed = data.promo_offer_id ? parseOfferId(data.promo_offer_id) : null;
    if (!parsed) return null;
    const promotion = await this.deps.promotions.byId(parsed.promotionId);
    if (!promotion) return null;
    const now = this.deps.clock.now();
    const timer = await this.runningTimer(owner, promotion, now);
    return grantPromoOffer({ data, productId, quantity, promotion, timer, now });
  }

  /**
   * The exit offer's e-mail step (storefront §2, §5): a live exit offer, the
   * visitor's countdown still running, a valid e-mail not used for it before
   * → a personal single-use coupon (`<prefix>-<random>`) at the offer's rate,
   * valid until the countdown ends. The caller applies it to the cart.
   */
  async claimExitOffer(
    owner: TimerOwner,
    slug: string,
    email: string,
    /** The coupon's description in a language, for its percent. */
    describe: (language: Language, percent: number) => string,
  ): Promise<Answer<{ code: string; percent: number; timeLeft: number }>> {
    const promotion = await this.deps.promotions.bySlug(slug, 'en');
    const now = this.deps.clock.now();
    if (
      !promotion ||
      promotion.slug !== slug ||
      promotion.kind !== 'exit_offer' ||
      !promotion.couponPrefix ||
      !isPromotionLive(promotion, now)
    )
      return { ok: false, problem: problem('promotionNotFound') };
    const address = email.trim().toLowerCase();
    if (address.length > 200 || !z.email().safeParse(address).success) return { ok: false, problem: problem('promotionEmailInvalid') };
    const timer = await this.runningTimer(owner, promotion, now);
    if (!timer) return { ok: false, problem: problem('promotionExpired') };
    const code = `${promotion.couponPrefix}-${randomBytes(4).toString('hex')}`;
    const claimed = await this.deps.promotions.claim({
      promotionId: promotion.id,
      email: address,
      code,
      percent: promotion.discountRate,
      expiresAt: timer.expiresAt,
      descriptions: { en: describe('en', promotion.discountRate), lt: describe('lt', promotion.discountRate) },
    });
    return claimed === 'claimed'
      ? { ok: true, value: { code, percent: promotion.discountRate, timeLeft: timeLeftSeconds(timer.expiresAt, now) } }
      : { ok: false, problem: problem('promotionEmailUsed') };
  }

  /**
   * The 24-hour extension (storefront §4, §9): once the visitor's countdown
   * for a live promotion has run out, a second timer of 24 hours, started
   * once and never again (asking twice answers the same timer). Before the
   * countdown has run out (or when it never started) there is nothing to
   * extend.
   */
  async extend(owner: TimerOwner, slug: string): Promise<Answer<{ timerId: string; timeLeft: number }>> {
    const promotion = await this.deps.promotions.bySlug(slug, 'en');
    const now = this.deps.clock.now();
    if (!promotion || promotion.slug !== slug || !isPromotionLive(promotion, now))
      return { ok: false, problem: problem('promotionNotFound') };
    const main = await this.deps.timers.find(owner, promotionTimerId(promotion));
    if (!main || isTimerRunning(main, now)) return { ok: false, problem: problem('promotionExtensionRefused') };
    const timerId = promotionExtensionTimerId(promotion);
    const timer = await this.deps.timers.startOnce(owner, {
      timerId,
      startedAt: now,
      expiresAt: timerExpiresAt(now, PROMOTION_EXTENSION_SECONDS),
    });
    return { ok: true, value: { timerId, timeLeft: timeLeftSeconds(timer.expiresAt, now) } };
  }

  /** The visitor's running countdown for a promotion: its own timer, or after that has run out, the extension they took; null when neither runs. */
  private async runningTimer(owner: TimerOwner, promotion: Promotion, now: Date): Promise<VisitorTimer | null> {
    const main = await this.deps.timers.find(owner, promotionTimerId(promotion));
    if (!main) return null;
    if (isTimerRunning(main, now)) return main;
    const extension = await this.deps.timers.find(owner, promotionExtensionTimerId(promotion));
    return extension && isTimerRunning(extension, now) ? extension : null;
  }

  // Administration (soul/v1/admin/promotions)

  /** The shop's time, for the status an administrator is shown (scheduled, active, expired, ended). */
  now(): Date {
    return this.deps.clock.now();
  }

  list(query: Omit<PromotionListQuery, 'now'>): Promise<{ rows: Promotion[]; total: number }> {
    return this.deps.promotions.list({ ...query, now: this.deps.clock.now() });
  }

  byId(id: number): Promise<Promotion | null> {
    return this.deps.promotions.byId(id);
  }

  async create(input: PromotionInput, actor: AdminActor): Promise<Answer<Promotion>> {
    const refused = await this.refusal(input);
    if (refused) return { ok: false, problem: refused };
    const created = await this.deps.promotions.create(input, actor);
    return created === 'slug_taken' ? { ok: false, problem: problem('promotionSlugTaken') } : { ok: true, value: created };
  }

  async update(id: number, input: PromotionInput, actor: AdminActor): Promise<Answer<Promotion>> {
    if (!(await this.deps.promotions.byId(id))) return { ok: false, problem: problem('promotionNotFound') };
    const refused = await this.refusal(input);
    if (refused) return { ok: false, problem: refused };
    const updated = await this.deps.promotions.update(id, input, actor);
    if (updated === 'slug_taken') return { ok: false, problem: problem('promotionSlugTaken') };
    return updated ? { ok: true, value: updated } : { ok: false, problem: problem('promotionNotFound') };
  }

  /** Ends a promotion now (no hard delete: carts and orders that name it keep making sense). */
  async end(id: number, actor: AdminActor): Promise<Answer<Promotion>> {
    const ended = await this.deps.promotions.end(id, this.deps.clock.now(), actor);
    return ended ? { ok: true, value: ended } : { ok: false, problem: problem('promotionNotFound') };
  }

  private async refusal(input: PromotionInput): Promise<Problem | null> {
    const reason = promotionInputProblem(input);
    if (reason) return problem('promotionInvalid', { reason: message(INPUT_REASON[reason]) });
    const products = await this.deps.catalogue.domainProducts(input.productIds, 'en');
    if (input.productIds.some((id) => !products.has(id))) return problem('promotionProductNotFound');
    return null;
  }
}
