import type { CartRepository, StoredCart } from '@soul/domain/cart-document/cart-port';
import type { StoredCoupon } from '@soul/domain/cart/coupon-port';
import type { Language } from '@soul/contracts';
import type { CouponCache } from './coupon-cache.ts';
import { emptyCartDocument, itemsCount, type CartDocument } from '@soul/domain/cart-document/document';
import type { CartProblem } from '@soul/domain/cart-document/operations';
import type { CouponProblem } from '@soul/domain/cart/index';
import type { CatalogueProduct } from '@soul/domain/products/product';
import type { Translate } from '../../i18n.ts';
import type { CatalogueService } from '../catalogue.service.ts';
import { priceDocument, type PricedCartState } from './cart-pricing.ts';
import type { GroupPricing } from '@soul/domain/vendors/group-pricing';

/** Tries of a change whose cart gained unknown products between the preload and the lock. */
const MAX_ATTEMPTS = 3;

/** A coupon the cart let go of (minimum spend no longer met, expired…), and why. */
export interface DroppedCoupon {
  code: string;
  problem: CouponProblem;
}

/**
 * A cart priced against the current catalogue: what every cart answer is
 * made from (serializers/cart-views.ts gives it the Store API's shape).
 */
export interface CurrentCart {
  document: CartDocument;
  state: PricedCartState;
  coupons: Map<string, StoredCoupon>;
  /** Coupons the change that produced this cart removed (they are no longer in `document`). */
  dropped: DroppedCoupon[];
}

export interface CartRequestContext {
  sessionToken: string;
  language: Language;
  siteUrl: string;
  t: Translate;
  /** The customer group an approved vendor buys in (their prices apply); null or absent for everyone else. */
  priceGroupId?: number | null;
}

/** What a change decided: a new document (or none) and an optional refusal to report. */
export type ChangeDecision =
  | { document: CartDocument; key?: string }
  | { unchanged: true }
  | { problem: CartProblem }
  | { couponProblem: CouponProblem; code: string; coupon?: StoredCoupon };

export type ChangeOutcome =
  | { ok: true; cart: CurrentCart; key: string | undefined }
  | { ok: false; cart: CurrentCart; problem: CartProblem }
  | { ok: false; cart: CurrentCart; couponProblem: CouponProblem; code: string; coupon?: StoredCoupon };

/** Everything a change needs to decide: the stored cart and the catalogue/coupon data it refers to. */
export interface ChangeInput {
  current: StoredCart;
  products: Map<number, CatalogueProduct>;
  coupons: Map<string, StoredCoupon>;
  price: (document: CartDocument) => PricedCartState;
  /** The moment the change is decided at (coupon expiry is judged against it). */
  now: Date;
}

/**
 * Reads and changes carts. The server is the only source of truth: every
 * answer is the whole cart, priced from the current catalogue. Changes run
 * under the cart's row lock; coupons that stop applying are dropped in the
 * same write and reported in `errors`.
 */
export class CartService {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueService,
    private readonly couponCache: CouponCache,
    private readonly now: () => Date = () => new Date(),
    /** Units of these products held (priority holds, at the shop's clock) for carts other than this session's. */
    private readonly heldForOthers?: (productIds: readonly number[], sessionToken: string) => Promise<Map<number, number>>,
    /** A customer group's terms (issue 20), read for every priced answer of a vendor: never cached, so a change applies at once. */
    private readonly groupPricing: (groupId: number) => Promise<GroupPricing | null> = async () => null,
  ) {}

  /** The terms to price at for a group id (none for everyone but approved vendors). */
  private terms(groupId: number | null | undefined): Promise<GroupPricing | null> {
    return groupId ? this.groupPricing(groupId) : Promise.resolve(null);
  }

  /** Changes whenever the catalogue the carts are priced against does (part of cached answers' keys). */
  get pricingGeneration(): number {
    return this.catalogue.generation;
  }

  /** One coupon by code (for answers that talk about the coupon itself, such as its expiry). */
  async coupon(code: string): Promise<StoredCoupon | null> {
    return (await this.couponCache.load([code])).get(code.toLowerCase()) ?? null;
  }

  /** Items in a session's cart (for the header), without pricing it. */
  async count(sessionToken: string | null): Promise<number> {
    if (!sessionToken) return 0;
    const stored = await this.carts.find(sessionToken);
    return stored ? itemsCount(stored.document) : 0;
  }

  /** The session's stored cart (its version and document), or null when it has none yet. */
  stored(sessionToken: string): Promise<StoredCart | null> {
    return this.carts.find(sessionToken);
  }

  /**
   * The stored cart priced for the checkout: delivered to `address` by the
   * rate `rateId` (or the first the address allows). Null when there is no cart.
   */
  async priceForCheckout(
    sessionToken: string,
    language: Language,
    delivery: { address: CartDocument['shippingAddress']; rateId: string | null },
    priceGroupId: number | null = null,
  ): Promise<{ version: number; document: CartDocument; state: PricedCartState; coupons: Map<string, StoredCoupon> } | null> {
    const quote = await this.checkoutQuote(sessionToken, language, delivery.address, priceGroupId);
    return quote ? { ...quote, state: quote.priceWith(delivery.rateId) } : null;
  }

  /**
   * The stored cart and what it needs, read once, with a pricer for any
   * delivery rate: the checkout page shows the totals of every rate without
   * reading the cart again for each.
   */
  async checkoutQuote(
    sessionToken: string,
    language: Language,
    address: CartDocument['shippingAddress'],
    priceGroupId: number | null = null,
  ): Promise<{
    version: number;
    document: CartDocument;
    coupons: Map<string, StoredCoupon>;
    priceWith: (rateId: string | null) => PricedCartState;
  } | null> {
    const stored = await this.carts.find(sessionToken);
    if (!stored) return null;
    const [products, coupons, group] = await Promise.all([
      this.catalogue.domainProducts(
        stored.document.lines.map((l) => l.productId),
        language,
      ),
      this.couponCache.load(stored.document.coupons),
      this.terms(priceGroupId),
    ]);
    const now = this.now();
    const priceWith = (rateId: string | null) =>
      priceDocument({ ...stored.document, shippingAddress: address, shippingRateId: rateId }, products, coupons, now, group);
    return { version: stored.version, document: stored.document, coupons, priceWith };
  }

  async read(ctx: Pick<CartRequestContext, 'sessionToken' | 'language' | 'priceGroupId'>): Promise<CurrentCart> {
    const stored = await this.carts.find(ctx.sessionToken);
    return this.price(stored?.document ?? emptyCartDocument(), ctx.language, [], undefined, ctx.priceGroupId ?? null);
  }

  /**
   * Runs one change. `productIds` are the products the change itself needs
   * (besides those already in the cart); `couponCodes` likewise.
   */
  async change(
    ctx: CartRequestContext,
    needs: { productIds?: number[]; couponCodes?: string[] },
    decide: (input: ChangeInput) => ChangeDecision,
  ): Promise<ChangeOutcome> {
    // Catalogue and coupon data are loaded before the cart's row lock is
    // taken: a transaction holding a pooled connection must never wait for
    // another one (with every connection held by a locked cart, that waits
    // forever). If the cart changed in between and needs data not loaded,
    // the attempt is let go and tried again with the new contents.
    const preload = { productIds: [...(needs.productIds ?? [])], codes: [...(needs.couponCodes ?? [])] };
    for (let attempt = 1; ; attempt++) {
      const [loaded, coupons, held, group] = await Promise.all([
        this.catalogue.domainProducts(preload.productIds, ctx.language),
        this.couponCache.load(preload.codes),
        this.heldForOthers && preload.productIds.length > 0
          ? this.heldForOthers(preload.productIds, ctx.sessionToken)
          : new Map<number, number>(),
        this.terms(ctx.priceGroupId),
      ]);
      const products = withoutHeldUnits(loaded, held);
      let decision: ChangeDecision | undefined;
      let dropped: DroppedCoupon[] = [];
      let stale = false;
      const { cart } = await this.carts.change(ctx.sessionToken, (current) => {
        // Whatever else the stored cart refers to must already be in memory.
        const missing = this.completeFromMemory(current.document, products, coupons, ctx.language);
        if ((missing.productIds.length || missing.codes.length) && attempt < MAX_ATTEMPTS) {
          preload.productIds.push(...missing.productIds);
          preload.codes.push(...missing.codes);
          stale = true;
          return { keep: true, result: null };
        }
        const price = (document: CartDocument) => priceDocument(document, products, coupons, this.now(), group);
        decision = heldExplained(decide({ current, products, coupons, price, now: this.now() }), held, products);
        if (!('document' in decision)) return { keep: true, result: null };
        // Coupons that no longer apply after this change (minimum spend, expiry) leave the cart now.
        dropped = price(decision.document).priced.removedCoupons;
        const gone = new Set(dropped.map((d) => d.code));
        return { save: { ...decision.document, coupons: decision.document.coupons.filter((c) => !gone.has(c)) }, result: null };
      });
      if (stale) continue;
      const rendered = await this.price(cart.document, ctx.language, dropped, coupons, ctx.priceGroupId ?? null);
      if (!decision || 'document' in decision || 'unchanged' in decision) {
        return { ok: true, cart: rendered, key: decision && 'key' in decision ? decision.key : undefined };
      }
      if ('problem' in decision) return { ok: false, cart: rendered, problem: decision.problem };
      return { ok: false, cart: rendered, couponProblem: decision.couponProblem, code: decision.code, coupon: decision.coupon };
    }
  }

  /**
   * Adds to `products` and `coupons` what the document needs and memory
   * already holds (synchronously: this runs under the cart's row lock), and
   * returns what must still be loaded.
   */
  private completeFromMemory(
    document: CartDocument,
    products: Map<number, CatalogueProduct>,
    coupons: Map<string, StoredCoupon>,
    language: Language,
  ): { productIds: number[]; codes: string[] } {
    const productIds: number[] = [];
    const need = (id: number) => {
      if (products.has(id)) return products.get(id);
      const known = this.catalogue.peekDomainProduct(id, language);
      if (known === undefined) productIds.push(id);
      else if (known) products.set(id, known);
      return known ?? undefined;
    };
    for (const line of document.lines) {
      const product = need(line.productId);
      if (product?.parentId) need(product.parentId);
    }
    const codes: string[] = [];
    for (const code of document.coupons) {
      if (coupons.has(code)) continue;
      const known = this.couponCache.peek(code);
      if (known === undefined) codes.push(code);
      else if (known) coupons.set(code, known);
    }
    return { productIds, codes };
  }

  /**
   * Prices a document against the current catalogue. `dropped` are coupons
   * a change just removed (their details are taken from `known`, as the
   * document no longer refers to them).
   */
  async price(
    document: CartDocument,
    language: Language,
    dropped: DroppedCoupon[] = [],
    known?: Map<string, StoredCoupon>,
    priceGroupId: number | null = null,
  ): Promise<CurrentCart> {
    const [products, coupons, group] = await Promise.all([
      this.catalogue.domainProducts(
        document.lines.map((l) => l.productId),
        language,
      ),
      this.couponCache.load(document.coupons),
      this.terms(priceGroupId),
    ]);
    const state = priceDocument(document, products, coupons, this.now(), group);
    for (const { code } of dropped) {
      const coupon = known?.get(code);
      if (coupon && !coupons.has(code)) coupons.set(code, coupon);
    }
    return { document, state, coupons, dropped };
  }
}

/** The products as this cart may take them: units held for others' back-in-stock holds taken off the counted stock. */
function withoutHeldUnits(products: Map<number, CatalogueProduct>, held: Map<number, number>): Map<number, CatalogueProduct> {
  if (held.size === 0) return products;
  const adjusted = new Map(products);
  for (const [id, units] of held) {
    const product = adjusted.get(id);
    if (!product || !product.manageStock || product.stockQuantity === null) continue;
    adjusted.set(id, { ...product, stockQuantity: Math.max(0, product.stockQuantity - units) });
  }
  return adjusted;
}

/** A stock refusal about a product with held units says so (the shopper may otherwise think it is gone). */
function heldExplained(decision: ChangeDecision, held: Map<number, number>, products: Map<number, CatalogueProduct>): ChangeDecision {
  if (held.size === 0 || !('problem' in decision)) return decision;
  const found = decision.problem;
  if (found.code !== 'partially_out_of_stock' && found.code !== 'out_of_stock') return decision;
  const heldProduct = [...held.keys()].map((id) => products.get(id)).find((p) => p !== undefined);
  if (!heldProduct) return decision;
  const available = found.code === 'partially_out_of_stock' ? found.available : 0;
  return { ...decision, problem: { code: 'stock_held', name: found.name, available } };
}
