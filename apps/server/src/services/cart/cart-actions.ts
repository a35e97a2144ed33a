import { isPointsCoupon } from '@soul/domain/points/points-discount';
import type { CartItemData } from '@soul/contracts';
import type { CartLine, CartPromoGrant } from '@soul/domain/cart-document/document';
import { addToCart, emptyLines, removeLine, updateQuantity } from '@soul/domain/cart-document/operations';
import { resolveVariationChoice, type VariationChoice } from '@soul/domain/cart-document/variation-choice';
import { normalizeCouponCode, validateCoupon } from '@soul/domain/cart/index';
import type { CartRequestContext, CartService, ChangeOutcome } from './cart.service.ts';

/**
 * The cart's changes, each one locked read-modify-write through
 * CartService.change. Used by the Store API routes, the /cart/items and
 * /cart/coupons collections, batch, and the admin-ajax actions alike.
 */
export function addItem(
  carts: CartService,
  ctx: CartRequestContext,
  item: {
    id: number;
    quantity: number | undefined;
    data: CartItemData;
    variation?: readonly VariationChoice[];
    /** The discount the server granted for the item's promo data (PromotionService.grantFor); null when none. */
    promo?: CartPromoGrant | null;
  },
): Promise<ChangeOutcome> {
  return carts.change(ctx, { productIds: [item.id] }, ({ current, products }) => {
    const named = products.get(item.id);
    if (!named) return { problem: { code: 'invalid_product' } };
    const chosen = resolveVariationChoice(named, named.parentId ? (products.get(named.parentId) ?? null) : null, item.variation ?? []);
    if (!chosen.ok) return { problem: chosen.problem };
    const { product, parent } = chosen;
    // A variation picked from its parent's data was not preloaded: pricing this change (coupons it may drop) needs it.
    if (!products.has(product.id)) products.set(product.id, product);
    const change = addToCart(current.document, { product, parent, quantity: item.quantity ?? product.minQuantity, data: item.data });
    if (!change.ok) return { problem: change.problem };
    const lines = change.document.lines.map((line) => (line.key === change.key ? withPromo(line, item.promo ?? null) : line));
    return { document: { ...change.document, lines }, key: change.key };
  });
}

/** The line keeps a grant only from this add: an add without one (forged, expired) takes the old one away. */
function withPromo(line: CartLine, grant: CartPromoGrant | null): CartLine {
  const { promo: _old, ...rest } = line;
  return grant && line.data.promo_offer_id ? { ...rest, promo: grant } : rest;
}

export function updateItem(carts: CartService, ctx: CartRequestContext, key: string, quantity: number): Promise<ChangeOutcome> {
  return carts.change(ctx, {}, ({ current, products }) => {
    const line = current.document.lines.find((l) => l.key === key);
    const product = line ? products.get(line.productId) : undefined;
    if (!line || !product) return { problem: { code: 'invalid_key' } };
    const parent = product.parentId ? (products.get(product.parentId) ?? null) : null;
    const change = updateQuantity(current.document, key, quantity, product, parent);
    return change.ok ? { document: change.document, key } : { problem: change.problem };
  });
}

export function removeItem(carts: CartService, ctx: CartRequestContext, key: string): Promise<ChangeOutcome> {
  return carts.change(ctx, {}, ({ current }) => {
    const change = removeLine(current.document, key);
    return change.ok ? { document: change.document, key } : { problem: change.problem };
  });
}

export function emptyCart(carts: CartService, ctx: CartRequestContext): Promise<ChangeOutcome> {
  return carts.change(ctx, {}, ({ current }) => ({ document: emptyLines(current.document) }));
}

/** Validates the coupon against the cart as it is now (storefront §5; WooCommerce's rules). */
export function applyCoupon(carts: CartService, ctx: CartRequestContext, rawCode: string): Promise<ChangeOutcome> {
  const code = normalizeCouponCode(rawCode);
  return carts.change(ctx, { couponCodes: [code] }, ({ current, coupons, price, now }) => {
    const coupon = coupons.get(code);
    const priced = price(current.document);
    const problem = validateCoupon(coupon, {
      now,
      itemsSubtotalGross: priced.priced.lines.reduce((sum, line) => sum + line.subtotalGross, 0),
      appliedCodes: current.document.coupons,
      appliedCoupons: current.document.coupons.map((c) => coupons.get(c)).filter((c) => c !== undefined),
    });
    if (problem) return { couponProblem: problem, code, ...(coupon ? { coupon } : {}) };
    return { document: { ...current.document, coupons: [...current.document.coupons, code] } };
  });
}

/** Removing a coupon the cart does not hold is refused (409 with the cart); an unknown code is 400. */
export function removeCoupon(
  carts: CartService,
  ctx: CartRequestContext,
  rawCode: string,
): Promise<ChangeOutcome | 'unknown_coupon' | 'not_in_cart'> {
  const code = normalizeCouponCode(rawCode);
  // The points discount shows among the coupons (as WooCommerce Points & Rewards does): removing it takes the points off.
  if (isPointsCoupon(code))
    return carts.change(ctx, {}, ({ current }) => {
      const { points, ...rest } = current.document;
      return points ? { document: rest } : { unchanged: true };
    });
  let refusal: 'unknown_coupon' | 'not_in_cart' | null = null;
  return carts
    .change(ctx, { couponCodes: [code] }, ({ current, coupons }) => {
      if (!coupons.has(code) && !current.document.coupons.includes(code)) {
        refusal = 'unknown_coupon';
        return { unchanged: true };
      }
      if (!current.document.coupons.includes(code)) {
        refusal = 'not_in_cart';
        return { unchanged: true };
      }
      return { document: { ...current.document, coupons: current.document.coupons.filter((c) => c !== code) } };
    })
    .then((outcome) => refusal ?? outcome);
}

export function removeAllCoupons(carts: CartService, ctx: CartRequestContext): Promise<ChangeOutcome> {
  return carts.change(ctx, {}, ({ current }) => {
    const { points: _points, ...rest } = current.document;
    return { document: { ...rest, coupons: [] } };
  });
}
