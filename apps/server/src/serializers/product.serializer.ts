import type { BundledItem, Language, OneTimePurchase, StoreProduct, VariationDetail } from '@soul/contracts';
import {
  bundledItemPrice,
  isInStock,
  isMonthly,
  isOnSale,
  priceSummary,
  quantityLimits,
  unitPrice,
} from '@soul/domain/products/product-prices';
import type { CatalogueProduct, CatalogueTerm } from '@soul/domain/products/product';
import { priorPriceCents } from '@soul/domain/products/prior-price';
import type { Translate } from '../i18n.ts';
import { currencyFields } from './currency.ts';
import { serializeImage } from './image.serializer.ts';
import { links } from '../links.ts';
import { priceHtml } from './price-html.ts';
import { productMeasures } from './product-measures.ts';

export interface SerializeContext {
  language: Language;
  siteUrl: string;
  t: Translate;
}

const money = (cents: number) => String(cents);
const priorMoney = (product: CatalogueProduct) => {
  const prior = priorPriceCents(product);
  return prior === null ? null : money(prior);
};

/** Domain product → WooCommerce Store API product, plus the shop's `extensions` (storefront §3). */
export function serializeProduct(product: CatalogueProduct, twin: CatalogueProduct | null, ctx: SerializeContext): StoreProduct {
  const { language, siteUrl, t } = ctx;
  const price = priceSummary(product);
  const inStock = isInStock(product);
  const limits = quantityLimits(product);
  const isVariable = product.type === 'variable' || product.type === 'variable-subscription';
  const permalink = siteUrl + permalinkPath(product, language);
  const lowStock =
    product.manageStock && product.stockQuantity !== null && product.stockQuantity > 0 && product.stockQuantity <= 5
      ? product.stockQuantity
      : null;

  return {
    id: product.id,
    name: product.text.name,
    slug: product.text.slug,
    parent: product.parentId ?? 0,
    type: product.type,
    variation: product.type === 'variation' ? variationLabel(product) : '',
    permalink,
    sku: product.sku,
    short_description: product.text.shortDescription,
    description: product.text.description,
    on_sale: price.onSale,
    prices: {
      price: money(price.price),
      regular_price: money(price.regularPrice),
      sale_price: money(price.salePrice),
      price_range: price.range ? { min_amount: money(price.range.min), max_amount: money(price.range.max) } : null,
      ...currencyFields(language),
    },
    price_html: priceHtml(language, price),
    average_rating: product.averageRating,
    review_count: product.reviewCount,
    images: product.images.map((image) => serializeImage(image, siteUrl)),
    categories: product.categories.map((term) => serializeTerm(term, siteUrl + links.category(language, term.slug))),
    tags: product.tags.map((term) => serializeTerm(term, siteUrl + links.tag(language, term.slug))),
    brands: product.brands.map((term) => serializeTerm(term, siteUrl + links.shop(language))),
    attributes: product.attributes.map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      taxonomy: attribute.taxonomy,
      has_variations: attribute.hasVariations,
      terms: attribute.terms.map((term) => ({
        id: term.id,
        name: term.name,
        slug: term.slug,
        ...(term.isDefault ? { default: true } : {}),
      })),
    })),
    variations: product.variations.map((v) => ({
      id: v.id,
      attributes: v.attributes.map((a) => ({ name: a.name, value: a.terms[0]?.slug ?? null })),
    })),
    grouped_products: [],
    has_options: isVariable,
    is_purchasable: true,
    is_in_stock: inStock,
    is_on_backorder: product.stockStatus === 'onbackorder',
    stock_quantity: product.manageStock ? product.stockQuantity : null,
    stock_status: inStock ? (product.stockStatus === 'onbackorder' ? 'onbackorder' : 'instock') : 'outofstock',
    low_stock_remaining: lowStock,
    stock_availability: stockAvailability(product, inStock, lowStock, t),
    sold_individually: product.soldIndividually,
    is_password_protected: false,
    ...productMeasures(product, language, t),
    add_to_cart: {
      text: isVariable ? t('addToCart.selectOptions') : inStock ? t('addToCart.add') : t('addToCart.readMore'),
      description: t(isVariable ? 'addToCart.describeOptions' : 'addToCart.describe', { name: product.text.name }),
      url: isVariable || !inStock ? permalink : `${permalink}?add-to-cart=${product.id}`,
      single_text: t('addToCart.add'),
      minimum: limits.minimum,
      maximum: Math.max(limits.minimum, limits.maximum),
      multiple_of: 1,
    },
    extensions: {
      soul: { lowest_price_30_days: priorMoney(product) },
      one_time_purchase: twin ? serializeOneTimeTwin(twin, ctx) : null,
      bundle_price: product.type === 'bundle' ? { min: money(price.price), incl_tax: true } : null,
      bundles:
        product.type === 'bundle' ? { bundled_items: product.bundleItems.map((item) => serializeBundledItem(product, item, ctx)) } : null,
      subscriptions: product.subscriptionPlan ? { plan: product.subscriptionPlan, monthly: isMonthly(product) } : null,
      variations: product.variations.map((v) => serializeVariation(v, product, ctx)),
      upsell_ids: product.upsellIds,
    },
    _links: productLinks(product, siteUrl),
  };
}

/**
 * WordPress's `_links` of a Store API product, as WooCommerce's ProductLinksTrait
 * makes them: itself, the listing, a variation's parent, and listings a client
 * may embed (its upsells, ten related products).
 */
function productLinks(product: CatalogueProduct, siteUrl: string): StoreProduct['_links'] {
  const href = (path: string) => [{ href: `${siteUrl}${links.storeApi}${path}` }];
  const embeddable = (path: string) => [{ href: `${siteUrl}${links.storeApi}${path}`, embeddable: true }];
  return {
    self: href(`/products/${product.id}`),
    collection: href('/products'),
    ...(product.parentId !== null ? { up: href(`/products/${product.parentId}`) } : {}),
    ...(product.upsellIds.length ? { upsells: embeddable(`/products?include=${product.upsellIds.join(',')}`) } : {}),
    related: embeddable(`/products?related=${product.id}&per_page=10`),
  };
}

function permalinkPath(product: CatalogueProduct, language: Language): string {
  return links.product(language, product.text.slug);
}

function serializeTerm(term: CatalogueTerm, link: string) {
  return { id: term.id, name: term.name, slug: term.slug, link };
}

function variationLabel(variation: CatalogueProduct): string {
  return variation.attributes.map((a) => `${a.name}: ${a.terms.map((t) => t.name).join(', ')}`).join(', ');
}

function stockAvailability(product: CatalogueProduct, inStock: boolean, lowStock: number | null, t: Translate) {
  if (!inStock) return { text: t('stock.outOfStock'), class: 'out-of-stock' };
  if (product.stockStatus === 'onbackorder') return { text: t('stock.onBackorder'), class: 'available-on-backorder' };
  if (lowStock !== null) return { text: t('stock.left', { count: lowStock }), class: 'in-stock' };
  return { text: t('stock.inStock'), class: 'in-stock' };
}

/** Storefront §3 "Variation": id, parent_id, attributes {slug, option, name, value}, stock and prices. */
export function serializeVariation(variation: CatalogueProduct, parent: CatalogueProduct, ctx: SerializeContext): VariationDetail {
  const price = unitPrice(variation);
  const onSale = isOnSale(variation);
  const defaultTermIds = new Set(parent.attributes.flatMap((a) => a.terms.filter((t) => t.isDefault).map((t) => t.id)));
  return {
    id: variation.id,
    parent_id: parent.id,
    type: 'variation',
    attributes: variation.attributes.flatMap((a) =>
      a.terms.map((term) => ({ slug: a.taxonomy, option: term.name, name: a.name, value: term.slug })),
    ),
    is_in_stock: variation.stockStatus !== 'outofstock',
    stock_quantity: variation.manageStock ? variation.stockQuantity : null,
    default_variation: variation.attributes.some((a) => a.terms.some((t) => defaultTermIds.has(t.id))),
    on_sale: onSale,
    price: money(price),
    regular_price: money(variation.regularPriceCents),
    sale_price: money(price),
    price_html: priceHtml(ctx.language, { price, regularPrice: variation.regularPriceCents, range: null, onSale }),
    sku: variation.sku,
    lowest_price_30_days: priorMoney(variation),
  };
}

function serializeOneTimeTwin(twin: CatalogueProduct, ctx: SerializeContext): OneTimePurchase {
  const price = priceSummary(twin);
  return {
    id: twin.id,
    price_html: priceHtml(ctx.language, price),
    price: money(price.price),
    regular_price: money(price.regularPrice),
    sale_price: money(price.salePrice),
    on_sale: price.onSale,
    is_in_stock: isInStock(twin),
    variations: twin.variations.map((v) => serializeVariation(v, twin, ctx)),
    lowest_price_30_days: priorMoney(twin),
  };
}

function serializeBundledItem(bundle: CatalogueProduct, item: CatalogueProduct['bundleItems'][number], ctx: SerializeContext): BundledItem {
  const price = bundledItemPrice(item);
  const image = item.product.images[0];
  return {
    bundled_item_id: item.id,
    product_id: item.product.id,
    quantity: item.quantity,
    thumbnail_url: image ? serializeImage(image, ctx.siteUrl).thumbnail : '',
    title: item.product.text.name,
    product_name: item.product.text.name,
    price: money(price),
    price_html: priceHtml(ctx.language, {
      price,
      regularPrice: item.product.regularPriceCents * item.quantity,
      range: null,
      onSale: price < item.product.regularPriceCents * item.quantity,
    }),
    bulk_discount: item.bulkDiscountPercent,
    bundled_by: bundle.id,
    bundled_item_data: {
      is_removable: item.isRemovable,
      is_indented: item.isIndented,
      is_thumbnail_hidden: item.isThumbnailHidden,
    },
  };
}
