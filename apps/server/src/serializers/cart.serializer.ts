import type { Cart, CartCoupon, CartItem, Language } from '@soul/contracts';
import { itemsCount, type CartDocument } from '@soul/domain/cart-document/document';
import { displayName } from '@soul/domain/cart-document/operations';
import { chosenPlanOption, lineLimits } from '@soul/domain/cart-document/line-rules';
import { splitIncludedTax, type PricedLine } from '@soul/domain/cart/index';
import type { Translate } from '../i18n.ts';
import type { PricedCartState, ResolvedLine } from '../services/cart/cart-pricing.ts';
import { SHIPPING_TAX_RATE } from '@soul/domain/cart/tax-rates';
import { currencyFields } from './currency.ts';
import { linePrices } from './cart-line-prices.ts';
import { serializeImage } from './image.serializer.ts';
import { links } from '../links.ts';

export interface CartSerializeContext {
  language: Language;
  siteUrl: string;
  t: Translate;
  couponDescriptions: Map<string, string>;
  /** Extra problems to report in `errors` (e.g. coupons the cart just dropped). */
  errors: { code: string; message: string }[];
}

const money = (cents: number) => String(cents);

/** A VAT-inclusive rate as WooCommerce's price (before tax) and taxes, split as priceCart splits shipping. */
function rateMoney(gross: number): { price: string; taxes: string } {
  const split = splitIncludedTax(gross, SHIPPING_TAX_RATE);
  return { price: money(split.net), taxes: money(split.tax) };
}

/** The cart in WooCommerce Store API shape (reference §3), with the shop's extensions. */
export function serializeCart(document: CartDocument, state: PricedCartState, ctx: CartSerializeContext): Cart {
  const currency = currencyFields(ctx.language);
  const pricedByKey = new Map(state.priced.lines.map((line) => [line.key, line]));
  const items = state.resolved.map((resolved) => serializeItem(resolved, pricedByKey.get(resolved.line.key), state, ctx));
  const totals = state.priced.totals;
  // WooCommerce's rate `price` is the cost before tax and `taxes` the tax on it; the shop's rates
  // include VAT, so they are split exactly as the totals split the chosen one (price + taxes = what is paid).
  const rates = state.shippingRates.map((rate) => ({
    rate_id: rate.rateId,
    name: ctx.t(rate.methodId === 'parcel_locker' ? 'cart.parcelLocker' : 'cart.courier'),
    description: ctx.t(rate.methodId === 'parcel_locker' ? 'cart.parcelLockerDescription' : 'cart.courierDescription'),
    delivery_time: ctx.t('cart.deliveryTime'),
    ...rateMoney(rate.price),
    instance_id: Number(rate.rateId.split(':')[1] ?? 0),
    method_id: rate.methodId,
    meta_data: [],
    selected: rate.rateId === state.selectedRate?.rateId,
    ...currency,
  }));
  const coupons: CartCoupon[] = state.priced.coupons.map((coupon) => ({
    code: coupon.code,
    discount_type: coupon.discountType,
    description: ctx.couponDescriptions.get(coupon.code) ?? '',
    totals: { total_discount: money(coupon.totalDiscount), total_discount_tax: money(coupon.totalDiscountTax), ...currency },
  }));
  const unavailableErrors = state.unavailable.map((line) => ({
    code: 'woocommerce_rest_cart_item_error',
    message: ctx.t('cart.itemUnavailable', { name: `#${line.productId}` }),
  }));

  return {
    items,
    coupons,
    fees: [],
    totals: {
      total_items: money(totals.totalItems),
      total_items_tax: money(totals.totalItemsTax),
      total_fees: money(totals.totalFees),
      total_fees_tax: money(totals.totalFeesTax),
      total_discount: money(totals.totalDiscount),
      total_discount_tax: money(totals.totalDiscountTax),
      total_shipping: totals.totalShipping === null ? null : money(totals.totalShipping),
      total_shipping_tax: totals.totalShippingTax === null ? null : money(totals.totalShippingTax),
      total_price: money(totals.totalPrice),
      total_tax: money(totals.totalTax),
      tax_lines: totals.taxLines.map((line) => ({ name: ctx.t('cart.vat'), price: money(line.amount), rate: `${line.ratePercent}%` })),
      ...currency,
    },
    shipping_address: document.shippingAddress,
    billing_address: document.billingAddress,
    needs_payment: totals.totalPrice > 0,
    needs_shipping: state.needsShipping,
    payment_requirements: ['products'],
    has_calculated_shipping: state.hasCalculatedShipping,
    // WooCommerce lists no package when nothing is shipped (a cart of downloads).
    shipping_rates:
      state.hasCalculatedShipping && state.needsShipping
        ? [
            {
              package_id: 0,
              name: ctx.t('cart.shipment', { number: 1 }),
              destination: {
                address_1: document.shippingAddress.address_1,
                address_2: document.shippingAddress.address_2,
                city: document.shippingAddress.city,
                state: document.shippingAddress.state,
                postcode: document.shippingAddress.postcode,
                country: document.shippingAddress.country,
              },
              items: items.map((item) => ({ key: item.key, name: item.name, quantity: item.quantity })),
              shipping_rates: rates,
            },
          ]
        : [],
    items_count: itemsCount({ ...document, lines: state.resolved.map((r) => r.line) }),
    items_weight: 0,
    cross_sells: [],
    errors: [...unavailableErrors, ...ctx.errors],
    payment_methods: [],
    extensions: {},
  };
}

function serializeItem(
  resolved: ResolvedLine,
  priced: PricedLine | undefined,
  state: PricedCartState,
  ctx: CartSerializeContext,
): CartItem {
  const { line, product, parent } = resolved;
  const owner = parent ?? product;
  const currency = currencyFields(ctx.language);
  const isChild = line.bundledBy !== null;
  const limits = lineLimits(product);
  // A cart line shows one thumbnail: the variation's own image, else the product's main one.
  const images = (product.images.length ? product.images : owner.images)
    .slice(0, 1)
    .map((image) => serializeImage(image, ctx.siteUrl, '48px'));
  const option = chosenPlanOption(product, parent, line.data);
  const isSubscription = resolved.pricing.kind === 'subscription';
  const children = state.resolved.filter((r) => r.line.bundledBy === line.key);
  const bundleItem = isChild ? findBundleItem(state, line.bundledBy, line.bundledItemId) : null;
  const pricedChildren = children.map((c) => state.priced.lines.find((p) => p.key === c.line.key)?.subtotalGross ?? 0);

  return {
    key: line.key,
    id: product.id,
    type: product.type,
    quantity: line.quantity,
    quantity_limits: isChild
      ? { minimum: line.quantity, maximum: line.quantity, multiple_of: 1, editable: false }
      : { minimum: limits.minimum, maximum: Math.max(limits.minimum, limits.maximum), multiple_of: 1, editable: !product.soldIndividually },
    name: displayName(product, parent),
    short_description: owner.text.shortDescription,
    description: owner.text.description,
    sku: product.sku,
    low_stock_remaining: product.manageStock && product.stockQuantity !== null && product.stockQuantity <= 5 ? product.stockQuantity : null,
    backorders_allowed: product.stockStatus === 'onbackorder',
    show_backorder_badge: product.stockStatus === 'onbackorder',
    sold_individually: product.soldIndividually,
    permalink: ctx.siteUrl + links.product(ctx.language, owner.text.slug),
    images,
    variation:
      product.type === 'variation'
        ? product.attributes.flatMap((attribute) =>
            attribute.terms.map((term) => ({
              raw_attribute: `attribute_${attribute.taxonomy}`,
              attribute: attribute.name,
              value: term.name,
            })),
          )
        : [],
    item_data: isSubscription && option ? [{ name: 'subscription', value: `${option.interval}`, display: '' }] : [],
    prices: {
      ...linePrices({
        subtotalGross: priced?.subtotalGross ?? resolved.pricing.unitPrice * line.quantity,
        quantity: line.quantity,
        regularUnitPrice: product.regularPriceCents,
        catalogueUnitPrice: resolved.pricing.unitPrice,
      }),
      price_range: null,
      ...currency,
    },
    totals: {
      line_subtotal: money(priced?.lineSubtotal ?? 0),
      line_subtotal_tax: money(priced?.lineSubtotalTax ?? 0),
      line_total: money(priced?.lineTotal ?? 0),
      line_total_tax: money(priced?.lineTotalTax ?? 0),
      ...currency,
    },
    catalog_visibility: owner.catalogVisibility,
    is_removable: !isChild,
    parent_item_key: line.bundledBy,
    extensions: {
      subscriptions:
        isSubscription && option
          ? { billing_period: 'month', billing_interval: option.interval, discount_percent: option.discount_percent }
          : null,
      upsell_ids: owner.upsellIds,
      bundles: {
        bundled_items: children.map((c) => c.line.key),
        bundled_by: line.bundledBy,
        bundled_item_data: bundleItem
          ? { is_removable: bundleItem.isRemovable, is_indented: bundleItem.isIndented, is_thumbnail_hidden: bundleItem.isThumbnailHidden }
          : null,
        bundle_price:
          product.type === 'bundle' && line.quantity > 0
            ? money(Math.round(((priced?.subtotalGross ?? 0) + pricedChildren.reduce((a, b) => a + b, 0)) / line.quantity))
            : null,
      },
      soul: {
        product_id: product.id,
        parent_id: parent?.id ?? 0,
        categories: owner.categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
        line_discount: priced?.lineDiscount
          ? { kind: priced.lineDiscount.kind, percent: priced.lineDiscount.percent, amount: money(priced.lineDiscount.amount) }
          : null,
        regular_line_total: money(priced?.regularLineTotal ?? product.regularPriceCents * line.quantity),
        stock_quantity: product.manageStock ? product.stockQuantity : null,
        item_data: line.data as Record<string, unknown>,
        promo_offer:
          line.promo && priced?.lineDiscount?.kind === 'promo'
            ? {
                promotion_id: line.promo.promotionId,
                option: line.promo.optionKey,
                discount_rate: line.promo.percent,
                expires_at: line.promo.expiresAt,
              }
            : null,
      },
    },
  };
}

function findBundleItem(state: PricedCartState, bundleKey: string | null, bundledItemId: number | null) {
  const bundle = state.resolved.find((r) => r.line.key === bundleKey)?.product;
  return bundle?.bundleItems.find((item) => item.id === bundledItemId) ?? null;
}
