import type { CartDocument, CartLine } from '@soul/domain/cart-document/document';
import { chosenPlanOption, lineKindOf } from '@soul/domain/cart-document/line-rules';
import {
  priceCart,
  shippingRatesFor,
  type PricedCart,
  type PricingCoupon,
  type PricingLine,
  type ShippingRate,
} from '@soul/domain/cart/index';
import { unitPrice } from '@soul/domain/products/product-prices';
import type { CatalogueProduct } from '@soul/domain/products/product';
import { SHIPPING_TAX_RATE, taxRateOf } from '@soul/domain/cart/tax-rates';
import { grantedPercent } from '@soul/domain/promotions/promo-offer';
import { isPointsCoupon } from '@soul/domain/points/points-discount';
import { withGroupPrices, type GroupPricing } from '@soul/domain/vendors/group-pricing';

/** A cart line with its catalogue products, ready to price and to show. */
export interface ResolvedLine {
  line: CartLine;
  product: CatalogueProduct;
  parent: CatalogueProduct | null;
  pricing: PricingLine;
}

export interface PricedCartState {
  resolved: ResolvedLine[];
  /** Lines whose product is gone (unpublished, deleted): left out of prices, named in `errors`. */
  unavailable: CartLine[];
  /** Lines bought with promo data the server does not (or no longer) honour: priced without it, named in `errors`. */
  expiredPromos: CartLine[];
  priced: PricedCart;
  shippingRates: ShippingRate[];
  selectedRate: ShippingRate | null;
  hasCalculatedShipping: boolean;
  /** Some line has a parcel to deliver; a cart of only virtual products (downloads) has no rates and no shipping cost. */
  needsShipping: boolean;
}

/**
 * Prices a cart document against the current catalogue and coupons. Shipping
 * is calculated once the shopper has given a country (update-customer); the
 * parcel locker's free threshold depends on the items total after coupons,
 * so the cart is priced once without shipping to find the rates.
 */
export function priceDocument(
  document: CartDocument,
  catalogue: Map<number, CatalogueProduct>,
  coupons: Map<string, PricingCoupon>,
  now: Date,
  /** The customer group of an approved vendor (issue 20): every product is priced at its terms. */
  group: GroupPricing | null = null,
): PricedCartState {
  const resolved: ResolvedLine[] = [];
  const unavailable: CartLine[] = [];
  const products = group ? groupPriced(catalogue, group) : catalogue;
  for (const line of document.lines) {
    const product = products.get(line.productId);
    const parent = product?.parentId ? (products.get(product.parentId) ?? null) : null;
    const bundleLine = line.bundledBy ? document.lines.find((l) => l.key === line.bundledBy) : undefined;
    const bundle = bundleLine ? products.get(bundleLine.productId) : undefined;
    if (!product || (product.parentId && !parent) || (line.bundledBy && !bundle)) {
      unavailable.push(line);
      continue;
    }
    resolved.push({ line, product, parent, pricing: pricingLine(line, product, parent, bundle, now) });
  }
  const expiredPromos = resolved
    .filter((r) => r.pricing.kind === 'promo' && r.pricing.promoDiscountPercent === undefined)
    .map((r) => r.line);
  const appliedCoupons = document.coupons.map((code) => coupons.get(code)).filter((c): c is PricingCoupon => c !== undefined);
  const lines = resolved.map((r) => r.pricing);
  const points = document.points ?? 0;
  const withoutShipping = priceCart({ lines, coupons: appliedCoupons, shipping: null, now, points });

  const needsShipping = resolved.some((r) => !r.product.virtual);
  const country = document.shippingAddress.country.trim().toUpperCase();
  if (!country || !needsShipping) {
    return {
      resolved,
      unavailable,
      expiredPromos,
      priced: withoutShipping,
      shippingRates: [],
      selectedRate: null,
      // WooCommerce: nothing to ship is "calculated" once an address is known (no rates, no cost).
      hasCalculatedShipping: country !== '' && resolved.length > 0,
      needsShipping,
    };
  }
  // Points pay for goods, but never cost the shopper free delivery: the threshold is judged before them.
  const pointsCoupon = withoutShipping.coupons.find((c) => isPointsCoupon(c.code));
  const pointsGross = pointsCoupon ? pointsCoupon.totalDiscount + pointsCoupon.totalDiscountTax : 0;
  const itemsTotalGross = withoutShipping.lines.reduce((sum, l) => sum + l.totalGross, 0) + pointsGross;
  const rates = shippingRatesFor(document.shippingAddress.postcode || null, country, itemsTotalGross);
  const selectedRate = rates.find((r) => r.rateId === document.shippingRateId) ?? rates[0] ?? null;
  const priced = selectedRate
    ? priceCart({ lines, coupons: appliedCoupons, shipping: { price: selectedRate.price, taxRatePercent: SHIPPING_TAX_RATE }, now, points })
    : withoutShipping;
  return { resolved, unavailable, expiredPromos, priced, shippingRates: rates, selectedRate, hasCalculatedShipping: true, needsShipping };
}

/** The products at a group's terms (a read-only view: the catalogue's own objects are never changed). */
function groupPriced(products: Map<number, CatalogueProduct>, group: GroupPricing): Map<number, CatalogueProduct> {
  const priced = new Map<number, CatalogueProduct>();
  for (const [id, product] of products) priced.set(id, withGroupPrices(product, group));
  return priced;
}

function pricingLine(
  line: CartLine,
  product: CatalogueProduct,
  parent: CatalogueProduct | null,
  bundle: CatalogueProduct | undefined,
  now: Date,
): PricingLine {
  const kind = lineKindOf(product, parent, line.data, line.bundledBy !== null);
  const base: PricingLine = {
    key: line.key,
    kind,
    productId: product.id,
    parentProductId: parent?.id ?? 0,
    quantity: line.quantity,
    unitPrice: unitPrice(product),
    regularUnitPrice: product.regularPriceCents,
    taxRatePercent: taxRateOf(product.taxClass),
  };
  if (kind === 'subscription') {
    return { ...base, subscriptionDiscountPercent: chosenPlanOption(product, parent, line.data)?.discount_percent ?? 0 };
  }
  if (kind === 'bundled_item') {
    const item = bundle?.bundleItems.find((i) => i.id === line.bundledItemId);
    return { ...base, bulkDiscountPercent: item?.bulkDiscountPercent ?? 0 };
  }
  // A promotion line gets only the rate the server granted when it was added
  // (promotions/promo-offer.ts), while that grant runs; a rate sent by the
  // browser is never read. Without a grant it is left undefined: the
  // catalogue price, and a notice that the discount has expired.
  if (kind === 'promo') {
    const percent = grantedPercent(line.promo, line.quantity, now);
    return percent === null ? base : { ...base, promoDiscountPercent: percent };
  }
  return base;
}
