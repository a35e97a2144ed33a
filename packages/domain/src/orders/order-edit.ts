import { prorate } from '../money/prorate.ts';
import { splitIncludedTax } from '../cart/tax.ts';
import type { SoldLine, StoredOrderLine } from './order-line.ts';

/**
 * Editing a placed order (account §4): quantities change, lines go, products
 * are added. Amounts are recomputed proportionally from what the line was
 * sold at — the customer keeps the price, the plan discount and the coupon
 * share they bought with — never from today's catalogue. A bundle's items
 * follow the bundle. Everything here is integer cents.
 */

/** What an edit needs of a stored line: its sale and where it sits (names and SKUs are not touched). */
export type OrderLineAmounts = SoldLine & Pick<StoredOrderLine, 'id' | 'parentLineId'>;

export interface OrderBeingEdited {
  lines: readonly OrderLineAmounts[];
  itemsSubtotal: number;
  itemsSubtotalTax: number;
  discountTotal: number;
  discountTax: number;
  total: number;
  totalTax: number;
  coupons: readonly { code: string; discount: number; discountTax: number }[];
}

/** A product to add, priced by the caller from the catalogue (VAT included, per unit). */
export interface NewOrderLine {
  productId: number;
  variationId: number;
  name: string;
  sku: string;
  quantity: number;
  unitGross: number;
  taxRatePercent: number;
}

export interface OrderEditRequest {
  /** The top-level lines the order keeps, with their new quantities (0 removes). Lines not listed are removed. */
  keep: readonly { id: number; quantity: number }[];
  add: readonly NewOrderLine[];
}

export interface LineChange {
  id: number;
  quantity: number;
  subtotal: number;
  subtotalTax: number;
  total: number;
  totalTax: number;
}

export type AddedLine = NewOrderLine & Omit<LineChange, 'id' | 'quantity'>;

export interface OrderEditPlan {
  changed: LineChange[];
  removed: number[];
  added: AddedLine[];
  /** Units per stock-keeping id (the variation, else the product): positive = take from stock, negative = give back. */
  stock: { productId: number; delta: number }[];
  totals: Pick<OrderBeingEdited, 'itemsSubtotal' | 'itemsSubtotalTax' | 'discountTotal' | 'discountTax' | 'total' | 'totalTax'>;
  coupons: { code: string; discount: number; discountTax: number }[];
  /** What the customer owes more (positive) or gets back (negative), VAT included. */
  difference: number;
}

export type OrderEditProblem = 'unknown_line' | 'bundle_item' | 'duplicate_line' | 'nothing_changed';

export type OrderEditOutcome =
  | { kind: 'edit'; plan: OrderEditPlan }
  /** Every quantity is zero: the order is cancelled instead (the spec's warning says so). */
  | { kind: 'cancel' }
  | { kind: 'refused'; problem: OrderEditProblem };

/** A line's amounts at another quantity: each VAT-inclusive amount scaled, then split at the line's own rate. */
export function scaleLine(
  line: Omit<OrderLineAmounts, 'id' | 'productId' | 'variationId' | 'parentLineId'>,
  quantity: number,
): Omit<LineChange, 'id'> {
  if (quantity === line.quantity) {
    return { quantity, subtotal: line.subtotal, subtotalTax: line.subtotalTax, total: line.total, totalTax: line.totalTax };
  }
  const scale = (gross: number) => Math.round((gross * quantity) / line.quantity);
  const before = splitIncludedTax(scale(line.subtotal + line.subtotalTax), line.taxRatePercent);
  const after = splitIncludedTax(scale(line.total + line.totalTax), line.taxRatePercent);
  return { quantity, subtotal: before.net, subtotalTax: before.tax, total: after.net, totalTax: after.tax };
}

const stockIdOf = (line: { productId: number; variationId: number }) => (line.variationId > 0 ? line.variationId : line.productId);

/** The most units of one line (the quantity stepper's limit, account §5). */
export const MAX_LINE_QUANTITY = 999;

/**
 * A product added that the order already has, in the same size, on a kept
 * line of its own (not a bundle): that line gets the units, at the price it
 * was sold at, instead of a second line of the same thing.
 */
function foldIntoKeptLines(order: OrderBeingEdited, request: OrderEditRequest): OrderEditRequest {
  const keep = request.keep.map((k) => ({ ...k }));
  const add: NewOrderLine[] = [];
  const hasItems = (id: number) => order.lines.some((line) => line.parentLineId === id);
  for (const line of request.add) {
    const same = order.lines.find(
      (stored) =>
        stored.parentLineId === null &&
        stored.productId === line.productId &&
        stored.variationId === line.variationId &&
        !hasItems(stored.id),
    );
    const kept = same ? keep.find((k) => k.id === same.id && k.quantity > 0) : undefined;
    if (kept) kept.quantity = Math.min(MAX_LINE_QUANTITY, kept.quantity + line.quantity);
    else add.push(line);
  }
  return { keep, add };
}

export function planOrderEdit(order: OrderBeingEdited, asked: OrderEditRequest): OrderEditOutcome {
  const request = foldIntoKeptLines(order, asked);
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  const seen = new Set<number>();
  for (const { id } of request.keep) {
    const line = byId.get(id);
    if (!line) return { kind: 'refused', problem: 'unknown_line' };
    if (line.parentLineId !== null) return { kind: 'refused', problem: 'bundle_item' };
    if (seen.has(id)) return { kind: 'refused', problem: 'duplicate_line' };
    seen.add(id);
  }
  const wanted = new Map(request.keep.map((k) => [k.id, k.quantity]));
  const topLevel = order.lines.filter((line) => line.parentLineId === null);
  const newQuantity = (line: OrderLineAmounts): number => {
    if (line.parentLineId === null) return wanted.get(line.id) ?? 0;
    // A bundle's item: its units per bundle times the bundle's new count.
    const bundle = byId.get(line.parentLineId);
    if (!bundle || bundle.quantity === 0) return 0;
    return Math.round(((wanted.get(bundle.id) ?? 0) * line.quantity) / bundle.quantity);
  };

  const added = request.add.filter((line) => line.quantity > 0).map(priceNewLine);
  if (topLevel.every((line) => newQuantity(line) === 0) && added.length === 0) return { kind: 'cancel' };

  const changed: LineChange[] = [];
  const removed: number[] = [];
  const stock = new Map<number, number>();
  const moveStock = (productId: number, delta: number) => stock.set(productId, (stock.get(productId) ?? 0) + delta);
  const delta = { subtotal: 0, subtotalTax: 0, total: 0, totalTax: 0 };
  const account = (before: Omit<LineChange, 'id' | 'quantity'>, after: Omit<LineChange, 'id' | 'quantity'>) => {
    delta.subtotal += after.subtotal - before.subtotal;
    delta.subtotalTax += after.subtotalTax - before.subtotalTax;
    delta.total += after.total - before.total;
    delta.totalTax += after.totalTax - before.totalTax;
  };

  for (const line of order.lines) {
    const quantity = newQuantity(line);
    if (quantity === line.quantity) continue;
    moveStock(stockIdOf(line), quantity - line.quantity);
    if (quantity === 0) {
      removed.push(line.id);
      account(line, { subtotal: 0, subtotalTax: 0, total: 0, totalTax: 0 });
    } else {
      const scaled = scaleLine(line, quantity);
      changed.push({ id: line.id, ...scaled });
      account(line, scaled);
    }
  }
  for (const line of added) {
    moveStock(stockIdOf(line), line.quantity);
    account({ subtotal: 0, subtotalTax: 0, total: 0, totalTax: 0 }, line);
  }
  if (changed.length === 0 && removed.length === 0 && added.length === 0) return { kind: 'refused', problem: 'nothing_changed' };

  const totals = {
    itemsSubtotal: order.itemsSubtotal + delta.subtotal,
    itemsSubtotalTax: order.itemsSubtotalTax + delta.subtotalTax,
    discountTotal: order.discountTotal + (delta.subtotal - delta.total),
    discountTax: order.discountTax + (delta.subtotalTax - delta.totalTax),
    total: order.total + delta.total + delta.totalTax,
    totalTax: order.totalTax + delta.totalTax,
  };
  return {
    kind: 'edit',
    plan: {
      changed,
      removed,
      added,
      stock: [...stock.entries()]
        .filter(([, d]) => d !== 0)
        .sort(([a], [b]) => a - b)
        .map(([productId, d]) => ({ productId, delta: d })),
      totals,
      coupons: spreadCoupons(order.coupons, totals.discountTotal, totals.discountTax),
      difference: totals.total - order.total,
    },
  };
}

/** A new line at the catalogue's price: no coupon applies to what is added after checkout. */
function priceNewLine(line: NewOrderLine): AddedLine {
  const { net, tax } = splitIncludedTax(line.unitGross * line.quantity, line.taxRatePercent);
  return { ...line, subtotal: net, subtotalTax: tax, total: net, totalTax: tax };
}

/** The coupons keep their shares of the (smaller or larger) discount, so their sums stay the order's. */
function spreadCoupons(coupons: OrderBeingEdited['coupons'], discount: number, discountTax: number): OrderEditPlan['coupons'] {
  if (coupons.length === 0) return [];
  const nets = prorate(
    discount,
    coupons.map((c) => c.discount),
  );
  const taxes = prorate(
    discountTax,
    coupons.map((c) => c.discountTax),
  );
  return coupons.map((c, i) => ({ code: c.code, discount: nets[i] ?? 0, discountTax: taxes[i] ?? 0 }));
}
