import type { CartItemData } from '@soul/contracts';
import type { CatalogueProduct } from '../products/product.ts';
import { isInStock } from '../products/product-prices.ts';
import type { CartDocument, CartLine } from './document.ts';
import { bundledLineKey, lineKey } from './keys.ts';
import type { VariationChoiceProblem } from './variation-choice.ts';
import { availableStock, chosenPlanOption, isSubscriptionProduct, isVariableType, lineLimits } from './line-rules.ts';

/** Expected failures of cart changes; the HTTP layer maps each to WooCommerce's code and status. */
export type CartProblem =
  | { code: 'invalid_product' }
  | { code: 'missing_variation' }
  | { code: 'not_purchasable' }
  | { code: 'out_of_stock'; name: string }
  | { code: 'partially_out_of_stock'; name: string; available: number }
  /** The units are there, but held for back-in-stock sign-ups (priority hold); `available` is what others may take. */
  | { code: 'stock_held'; name: string; available: number }
  | { code: 'invalid_quantity'; name: string; minimum: number; maximum: number }
  | { code: 'invalid_subscription_frequency' }
  | { code: 'invalid_key' }
  | { code: 'not_removable' }
  | VariationChoiceProblem;

export type CartChange = { ok: true; document: CartDocument; key: string } | { ok: false; problem: CartProblem };

export interface ProductToAdd {
  /** The product or variation bought (what `id` named). */
  product: CatalogueProduct;
  /** The variable parent of a variation, else null. */
  parent: CatalogueProduct | null;
  quantity: number;
  data: CartItemData;
}

/**
 * Adds a product (storefront §4 "Add to cart"; WooCommerce add-item rules):
 * the stock check comes before the clamp; a new line's quantity is clamped to
 * its limits; the same product with the same data adds to the existing line,
 * where going past the limits is an error. A bundle brings its items as lines
 * under it.
 */
export function addToCart(document: CartDocument, item: ProductToAdd): CartChange {
  const { product, parent } = item;
  if (isVariableType(product)) return fail({ code: 'missing_variation' });
  if (product.type === 'variation' && !parent) return fail({ code: 'invalid_product' });
  const name = displayName(product, parent);
  if (!isInStock(product)) return fail({ code: 'out_of_stock', name });

  const data = normaliseData(item.data, product, parent);
  if (isSubscriptionProduct(product, parent) && !chosenPlanOption(product, parent, data)) {
    return fail({ code: 'invalid_subscription_frequency' });
  }
  const limits = lineLimits(product);
  const requested = Math.max(item.quantity, limits.minimum);
  const available = availableStock(product);
  if (available !== null && requested > available) {
    return fail({ code: 'partially_out_of_stock', name, available });
  }

  const key = lineKey(product.id, data);
  const existing = document.lines.find((line) => line.key === key);
  let lines: CartLine[];
  if (existing) {
    const quantity = existing.quantity + requested;
    if (quantity > limits.maximum) return fail({ code: 'invalid_quantity', name, ...limits });
    lines = document.lines.map((line) => (line.key === key ? { ...line, quantity } : line));
  } else {
    const quantity = Math.min(Math.max(requested, limits.minimum), limits.maximum);
    lines = [...document.lines, { key, productId: product.id, quantity, data, bundledBy: null, bundledItemId: null }];
  }
  if (product.type === 'bundle') lines = withBundledLines(lines, key, product);
  return { ok: true, document: { ...document, lines }, key };
}

/** Sets a line's quantity; a bundle's items follow it. Bundled items cannot be changed alone. */
export function updateQuantity(
  document: CartDocument,
  key: string,
  quantity: number,
  product: CatalogueProduct,
  parent: CatalogueProduct | null,
): CartChange {
  const line = document.lines.find((l) => l.key === key);
  if (!line) return fail({ code: 'invalid_key' });
  const limits = lineLimits(product);
  const name = displayName(product, parent);
  if (line.bundledBy !== null) return fail({ code: 'invalid_quantity', name, minimum: line.quantity, maximum: line.quantity });
  if (!Number.isInteger(quantity) || quantity < limits.minimum || quantity > limits.maximum) {
    return fail({ code: 'invalid_quantity', name, ...limits });
  }
  let lines = document.lines.map((l) => (l.key === key ? { ...l, quantity } : l));
  if (product.type === 'bundle') lines = withBundledLines(lines, key, product);
  return { ok: true, document: { ...document, lines }, key };
}

/** Removes a line and, for a bundle, its items. A bundled item cannot be removed alone. */
export function removeLine(document: CartDocument, key: string): CartChange {
  const line = document.lines.find((l) => l.key === key);
  if (!line) return fail({ code: 'invalid_key' });
  if (line.bundledBy !== null) return fail({ code: 'not_removable' });
  const lines = document.lines.filter((l) => l.key !== key && l.bundledBy !== key);
  return { ok: true, document: { ...document, lines }, key };
}

export function emptyLines(document: CartDocument): CartDocument {
  return { ...document, lines: [] };
}

/** WooCommerce shows a variation by its parent's name. */
export function displayName(product: CatalogueProduct, parent: CatalogueProduct | null): string {
  return parent?.text.name ?? product.text.name;
}

/**
 * Keeps only the custom data that means something for this product: the plan
 * interval only on subscriptions (always with period month), promotion fields
 * as given (they are verified when priced), the main-product summary as given.
 */
function normaliseData(data: CartItemData, product: CatalogueProduct, parent: CatalogueProduct | null): CartItemData {
  const { subscription, ...rest } = data;
  if (!isSubscriptionProduct(product, parent)) return rest;
  const option = chosenPlanOption(product, parent, data);
  return option ? { ...rest, subscription: { interval: option.interval, period: 'month' } } : data;
}

/** Replaces a bundle's item lines with ones matching its current quantity. */
function withBundledLines(lines: CartLine[], bundleKey: string, bundle: CatalogueProduct): CartLine[] {
  const bundleLine = lines.find((line) => line.key === bundleKey);
  if (!bundleLine) return lines;
  const others = lines.filter((line) => line.bundledBy !== bundleKey);
  const at = others.findIndex((line) => line.key === bundleKey) + 1;
  const children: CartLine[] = bundle.bundleItems.map((item) => ({
    key: bundledLineKey(bundleKey, item.id),
    productId: item.product.id,
    quantity: item.quantity * bundleLine.quantity,
    data: {},
    bundledBy: bundleKey,
    bundledItemId: item.id,
  }));
  return [...others.slice(0, at), ...children, ...others.slice(at)];
}

function fail(problem: CartProblem): CartChange {
  return { ok: false, problem };
}
