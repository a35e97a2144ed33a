import type { AccountOrder, AccountOrderLine, AddOrderItemBody, OrderLineEdit, UpdateOrderBody } from '@soul/contracts';

/**
 * An order being edited (account §4), kept apart from the order itself: the
 * quantities the customer typed and the lines they removed, by line id. The
 * amounts shown meanwhile are a preview worked out here in integer cents;
 * what the order really costs always comes back from the server on Save.
 */
export interface OrderDraft {
  quantities: Readonly<Record<number, number>>;
  removed: readonly number[];
}

export const EMPTY_DRAFT: OrderDraft = { quantities: {}, removed: [] };

/** The largest quantity of a line (account §9: 1 to 999; 0 here removes the line). */
export const MAX_LINE_QUANTITY = 999;

/** Lines the customer edits: not bundle items (they follow their bundle). */
export function topLevelLines(order: AccountOrder): AccountOrderLine[] {
  return order.line_items.filter((line) => line.parent_id === null);
}

export function bundleItemsOf(order: AccountOrder, lineId: number): AccountOrderLine[] {
  return order.line_items.filter((line) => line.parent_id === lineId);
}

export function isRemoved(draft: OrderDraft, lineId: number): boolean {
  return draft.removed.includes(lineId);
}

/** The quantity a line has in the draft (its own when untouched). */
export function draftQuantity(draft: OrderDraft, line: AccountOrderLine): number {
  return draft.quantities[line.id] ?? line.quantity;
}

export function withQuantity(draft: OrderDraft, lineId: number, quantity: number): OrderDraft {
  const clamped = Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(quantity)));
  return { ...draft, quantities: { ...draft.quantities, [lineId]: clamped } };
}

export function withRemoved(draft: OrderDraft, lineId: number): OrderDraft {
  return isRemoved(draft, lineId) ? draft : { ...draft, removed: [...draft.removed, lineId] };
}

/** True when Save would change something. */
export function isChanged(order: AccountOrder, draft: OrderDraft): boolean {
  return topLevelLines(order).some((line) => isRemoved(draft, line.id) || draftQuantity(draft, line) !== line.quantity);
}

/** A line kept at quantity 0 (account §4: warn that all-zero cancels the order). */
export function hasZeroQuantity(order: AccountOrder, draft: OrderDraft): boolean {
  return topLevelLines(order).some((line) => !isRemoved(draft, line.id) && draftQuantity(draft, line) === 0);
}

/** cents × new / old, rounded to a whole cent: integers only, never a float sum. */
export function scaleCents(cents: string, newQuantity: number, oldQuantity: number): number {
  const amount = Number.parseInt(cents, 10);
  if (oldQuantity <= 0 || newQuantity <= 0) return 0;
  return Math.round((amount * newQuantity) / oldQuantity);
}

export interface LineAmounts {
  quantity: number;
  subtotal: number;
  subtotal_tax: number;
  total: number;
  total_tax: number;
}

export function amountsOf(line: AccountOrderLine): LineAmounts {
  const cents = (value: string) => Number.parseInt(value, 10);
  return { quantity: line.quantity, subtotal: cents(line.subtotal), subtotal_tax: cents(line.subtotal_tax), total: cents(line.total), total_tax: cents(line.total_tax) };
}

/**
 * A line's amounts at another quantity, proportional to its stored ones
 * (account §4). A bundle item scales with its bundle: pass the bundle's new
 * and old quantities.
 */
export function scaledAmounts(line: AccountOrderLine, newQuantity: number, oldQuantity: number): LineAmounts {
  return {
    quantity: oldQuantity > 0 ? Math.round((line.quantity * newQuantity) / oldQuantity) : 0,
    subtotal: scaleCents(line.subtotal, newQuantity, oldQuantity),
    subtotal_tax: scaleCents(line.subtotal_tax, newQuantity, oldQuantity),
    total: scaleCents(line.total, newQuantity, oldQuantity),
    total_tax: scaleCents(line.total_tax, newQuantity, oldQuantity),
  };
}

export interface OrderTotals {
  subtotal: number;
  total_shipping: number;
  total_tax: number;
  total_discount: number;
  total: number;
}

export function totalsOf(order: AccountOrder): OrderTotals {
  const cents = (value: string) => Number.parseInt(value, 10);
  return {
    subtotal: cents(order.subtotal),
    total_shipping: cents(order.total_shipping),
    total_tax: cents(order.total_tax),
    total_discount: cents(order.total_discount),
    total: cents(order.total),
  };
}

/**
 * The order's totals with the draft applied: each changed line (with its
 * bundle items) moves the totals by the difference of its VAT-inclusive
 * amounts; shipping stays. Order subtotal and total include VAT, lines
 * carry net amounts with their tax beside them.
 */
export function previewTotals(order: AccountOrder, draft: OrderDraft): OrderTotals {
  const totals = totalsOf(order);
  let subtotalDelta = 0;
  let taxDelta = 0;
  let totalDelta = 0;
  for (const line of topLevelLines(order)) {
    const quantity = isRemoved(draft, line.id) ? 0 : draftQuantity(draft, line);
    if (quantity === line.quantity) continue;
    for (const part of [line, ...bundleItemsOf(order, line.id)]) {
      const before = amountsOf(part);
      const after = scaledAmounts(part, quantity, line.quantity);
      subtotalDelta += after.subtotal + after.subtotal_tax - (before.subtotal + before.subtotal_tax);
      taxDelta += after.total_tax - before.total_tax;
      totalDelta += after.total + after.total_tax - (before.total + before.total_tax);
    }
  }
  return {
    subtotal: totals.subtotal + subtotalDelta,
    total_shipping: totals.total_shipping,
    total_tax: totals.total_tax + taxDelta,
    total_discount: totals.total_discount + (subtotalDelta - totalDelta),
    total: totals.total + totalDelta,
  };
}

/** The top-level lines after editing, as the wire wants them (removed lines left out). */
export function editedLines(order: AccountOrder, draft: OrderDraft): OrderLineEdit[] {
  return topLevelLines(order)
    .filter((line) => !isRemoved(draft, line.id))
    .map((line) => ({ id: line.id, product_id: line.product_id, variation_id: line.variation_id, quantity: draftQuantity(draft, line) }));
}

/** POST /update-order: id, the whole edited list of top-level lines, and the order as the page holds it. */
export function updateOrderBody(order: AccountOrder, draft: OrderDraft): UpdateOrderBody {
  return { id: order.id, line_items: editedLines(order, draft), data: { order } };
}

/** POST /add-order-item: the current lines plus the new product at quantity 1 (account §7). */
export function addOrderItemBody(order: AccountOrder, draft: OrderDraft, productId: number): AddOrderItemBody {
  return {
    id: order.id,
    data: { order: { line_items: [...editedLines(order, draft), { id: null, product_id: productId, variation_id: 0, quantity: 1 }] } },
  };
}
