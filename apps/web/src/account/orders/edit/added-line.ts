import type { StoreProduct, VariationDetail } from '@soul/contracts';
import { firstOption, isSubscriptionType, sortVariations } from '@soul/domain/catalogue/index';

/**
 * How a product picked with Add product becomes a new order line (account
 * §4): what the server will sell for it once, in which size, at what price.
 * The rules mirror order-edit.service `resolveNewLines` so the draft never
 * holds a line the server would refuse on Save.
 */

/** A size of a new line the editor may choose (a variation of the product sold). */
export interface AddedSize {
  variation_id: number;
  /** The variation's option as the shop names it ("250G"). */
  label: string;
  sku: string;
  /** One unit's price, VAT included, in cents. */
  unitGross: number;
  inStock: boolean;
}

/** A product added in the draft: a new line (id null on the wire) when the order is saved. */
export interface AddedLine {
  /**
   * The line's identity in the draft, kept when its size changes (so the row,
   * and the focus in it, stays): `product_id:variation_id` of the first pick.
   */
  key: string;
  /** The product sold once: the product itself, or a subscription product's one-time twin. */
  product_id: number;
  /** The chosen size; 0 for a product without sizes. */
  variation_id: number;
  name: string;
  sku: string;
  /** One unit's catalogue price, VAT included, in cents: an estimate; the server prices it on Save. */
  unitGross: number;
  quantity: number;
  /** The sizes to choose from (empty for a product without sizes). */
  sizes: readonly AddedSize[];
}

/** Why a picked product cannot be added to a placed order (the server would refuse it on Save). */
export type AddProblem = 'bundle' | 'subscriptionOnly' | 'outOfStock';

const cents = (value: string) => {
  const parsed = Number.parseInt(value, 10);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : 0;
};

/** The product a placed order can take for a pick: a subscription product sells as its one-time twin. */
interface Sellable {
  productId: number;
  unitGross: number;
  inStock: boolean;
  sizes: AddedSize[];
}

function sizesOf(variations: readonly VariationDetail[]): AddedSize[] {
  return sortVariations(variations).map((variation) => ({
    variation_id: variation.id,
    label: firstOption(variation),
    sku: variation.sku,
    unitGross: cents(variation.price),
    inStock: variation.is_in_stock,
  }));
}

function sellableOf(product: StoreProduct): Sellable | AddProblem {
  if (product.type === 'bundle') return 'bundle';
  if (isSubscriptionType(product.type)) {
    const twin = product.extensions.one_time_purchase;
    if (!twin) return 'subscriptionOnly';
    return { productId: twin.id, unitGross: cents(twin.price), inStock: twin.is_in_stock, sizes: sizesOf(twin.variations) };
  }
  const sizes = product.type === 'variable' ? sizesOf(product.extensions.variations ?? []) : [];
  return { productId: product.id, unitGross: cents(product.prices.price), inStock: product.is_in_stock, sizes };
}

function problemOf(sellable: Sellable | AddProblem): AddProblem | null {
  if (typeof sellable === 'string') return sellable;
  const available = sellable.sizes.length > 0 ? sellable.sizes.some((size) => size.inStock) : sellable.inStock;
  return available ? null : 'outOfStock';
}

export function addProblem(product: StoreProduct): AddProblem | null {
  return problemOf(sellableOf(product));
}

/** The same product in the same size: one line of the order. */
export const isSameItem = (a: AddedLine, b: AddedLine) => a.product_id === b.product_id && a.variation_id === b.variation_id;

/** A line in the given size (or without one): its SKU and price follow the size. */
function inSize<T extends Omit<AddedLine, 'variation_id' | 'sku' | 'unitGross'>>(
  line: T,
  size: AddedSize | null,
  fallback: { sku: string; unitGross: number },
): T & AddedLine {
  return {
    ...line,
    variation_id: size?.variation_id ?? 0,
    sku: size?.sku || fallback.sku,
    unitGross: size?.unitGross ?? fallback.unitGross,
  };
}

/**
 * A picked product as a new line of one unit, in its first size in stock
 * (the editor can choose another); null when the server would refuse it
 * (see `addProblem`).
 */
export function newAddedLine(product: StoreProduct): AddedLine | null {
  const sellable = sellableOf(product);
  if (typeof sellable === 'string' || problemOf(sellable)) return null;
  const size = sellable.sizes.find((candidate) => candidate.inStock) ?? null;
  const key = `${sellable.productId}:${size?.variation_id ?? 0}`;
  return inSize({ key, product_id: sellable.productId, name: product.name, quantity: 1, sizes: sellable.sizes }, size, {
    sku: product.sku,
    unitGross: sellable.unitGross,
  });
}

/** The line in another of its sizes; unchanged when the size is unknown or out of stock. */
export function inOtherSize(line: AddedLine, variationId: number): AddedLine {
  const size = line.sizes.find((candidate) => candidate.variation_id === variationId);
  if (!size?.inStock) return line;
  return inSize(line, size, line);
}

/** The size's label of a line ("250G"), or null without sizes. */
export function sizeLabelOf(line: AddedLine): string | null {
  return line.sizes.find((size) => size.variation_id === line.variation_id)?.label ?? null;
}
