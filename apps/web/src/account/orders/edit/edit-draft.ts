import type { AccountOrder, AccountOrderLine, OrderLineEdit, StoreProduct, UpdateOrderBody } from '@soul/contracts';
import { splitIncludedTax } from '@soul/domain/cart/tax';
import { TAX_RATES, taxRateOf } from '@soul/domain/cart/tax-rates';
import { includedTax } from '@soul/domain/money/percent';
import { MAX_LINE_QUANTITY, scaleLine } from '@soul/domain/orders/order-edit';
import { inOtherSize, isSameItem, newAddedLine, type AddedLine } from './added-line.ts';

/**
 * An order being edited (account §4), kept apart from the order itself: the
 * quantities the customer typed, the lines they removed (by line id) and the
 * products they added. Nothing reaches the server before Save, so Cancel
 * throws all of it away. The amounts shown meanwhile are a preview worked
 * out with the server's own rules (domain/orders/order-edit `scaleLine`,
 * domain/cart/tax `splitIncludedTax`); what the order really costs always
 * comes back from the server on Save.
 */
export interface OrderEditDraft {
  quantities: Readonly<Record<number, number>>;
  removed: readonly number[];
  /** Products picked with Add product: new lines once saved. */
  added: readonly AddedLine[];
}

export const EMPTY_DRAFT: OrderEditDraft = { quantities: {}, removed: [], added: [] };

/**
 * The VAT rates the shop charges (domain/cart/tax-rates). An order line does
 * not carry its rate on the wire, so it is read back from the line's own split.
 */
const SHOP_TAX_RATES = Object.values(TAX_RATES);

/**
 * The rate an added product is estimated at: the standard rate (every demo
 * product has it). The Store API's product carries no tax class, so for a
 * reduced- or zero-rate product the previewed net/VAT split of the new line
 * is wrong until the server prices it on Save; its gross, and so the order
 * total, is right either way.
 */
export const NEW_LINE_TAX_RATE = taxRateOf('standard');

const cents = (value: string) => Number.parseInt(value, 10);

/** Lines the customer edits: not bundle items (they follow their bundle). */
export function topLevelLines(order: AccountOrder): AccountOrderLine[] {
  return order.line_items.filter((line) => line.parent_id === null);
}

export function bundleItemsOf(order: AccountOrder, lineId: number): AccountOrderLine[] {
  return order.line_items.filter((line) => line.parent_id === lineId);
}

export function isRemoved(draft: OrderEditDraft, lineId: number): boolean {
  return draft.removed.includes(lineId);
}

/** The quantity a line has in the draft (its own when untouched). */
export function draftQuantity(draft: OrderEditDraft, line: AccountOrderLine): number {
  return draft.quantities[line.id] ?? line.quantity;
}

/** What Save asks for a top-level line: 0 when it is removed. */
function wantedQuantity(draft: OrderEditDraft, line: AccountOrderLine): number {
  return isRemoved(draft, line.id) ? 0 : draftQuantity(draft, line);
}

const clampQuantity = (quantity: number, min: number) => Math.min(MAX_LINE_QUANTITY, Math.max(min, Math.trunc(quantity)));

export function withQuantity(draft: OrderEditDraft, lineId: number, quantity: number): OrderEditDraft {
  return { ...draft, quantities: { ...draft.quantities, [lineId]: clampQuantity(quantity, 0) } };
}

export function withRemoved(draft: OrderEditDraft, lineId: number): OrderEditDraft {
  return isRemoved(draft, lineId) ? draft : { ...draft, removed: [...draft.removed, lineId] };
}

// ── added products ────────────────────────────────────────────────────────

/**
 * The stored line a pick adds units to: the same product in the same size,
 * kept (not removed, not at 0) and not a bundle. The server's plan folds an
 * added product into such a line the same way (domain `planOrderEdit`).
 */
function keptLineOf(
  order: AccountOrder,
  draft: OrderEditDraft,
  item: Pick<AddedLine, 'product_id' | 'variation_id'>,
): AccountOrderLine | undefined {
  return topLevelLines(order).find(
    (line) =>
      line.product_id === item.product_id &&
      line.variation_id === item.variation_id &&
      bundleItemsOf(order, line.id).length === 0 &&
      !isRemoved(draft, line.id) &&
      draftQuantity(draft, line) > 0,
  );
}

/**
 * Adds a picked product (added-line `newAddedLine`): one more unit on the
 * order's own line of that product and size, else a new line of one unit;
 * picking it again adds one more unit to the same new line. A product the
 * server would refuse leaves the draft as it is (check `addProblem` first).
 */
export function withAddedProduct(order: AccountOrder, draft: OrderEditDraft, product: StoreProduct): OrderEditDraft {
  const line = newAddedLine(product);
  if (!line) return draft;
  const kept = keptLineOf(order, draft, line);
  if (kept) return withQuantity(draft, kept.id, draftQuantity(draft, kept) + 1);
  const existing = draft.added.find((added) => isSameItem(added, line));
  if (existing) return withAddedQuantity(draft, existing.key, existing.quantity + 1);
  return { ...draft, added: [...draft.added, { ...line, key: freeKey(draft, line.key) }] };
}

/** A key no line of the draft has (a line moved to another size keeps the key of its first pick). */
function freeKey(draft: OrderEditDraft, wanted: string): string {
  const taken = new Set(draft.added.map((line) => line.key));
  let key = wanted;
  for (let n = 2; taken.has(key); n += 1) key = `${wanted}#${n}`;
  return key;
}

/** A new line's quantity: 1 to 999 (to drop it, remove it). */
export function withAddedQuantity(draft: OrderEditDraft, key: string, quantity: number): OrderEditDraft {
  return { ...draft, added: draft.added.map((line) => (line.key === key ? { ...line, quantity: clampQuantity(quantity, 1) } : line)) };
}

/**
 * A new line in another size. When the order or the draft already holds that
 * product in that size, the units join that line instead (the order's own
 * line first, as the server would).
 */
export function withAddedSize(order: AccountOrder, draft: OrderEditDraft, key: string, variationId: number): OrderEditDraft {
  const line = draft.added.find((added) => added.key === key);
  if (!line) return draft;
  const resized = inOtherSize(line, variationId);
  if (resized === line) return draft;
  const kept = keptLineOf(order, draft, resized);
  if (kept) return withQuantity(withoutAdded(draft, key), kept.id, draftQuantity(draft, kept) + line.quantity);
  const twin = draft.added.find((added) => added.key !== key && isSameItem(added, resized));
  const merged = twin ? { ...resized, quantity: clampQuantity(resized.quantity + twin.quantity, 1) } : resized;
  return { ...draft, added: draft.added.flatMap((added) => (added === twin ? [] : added.key === key ? [merged] : [added])) };
}

export function withoutAdded(draft: OrderEditDraft, key: string): OrderEditDraft {
  return { ...draft, added: draft.added.filter((line) => line.key !== key) };
}

// ── state ─────────────────────────────────────────────────────────────────

/** True when Save would change something. */
export function isChanged(order: AccountOrder, draft: OrderEditDraft): boolean {
  return draft.added.length > 0 || topLevelLines(order).some((line) => wantedQuantity(draft, line) !== line.quantity);
}

/** A line kept at quantity 0 (account §4: warn that all-zero cancels the order). */
export function hasZeroQuantity(order: AccountOrder, draft: OrderEditDraft): boolean {
  return topLevelLines(order).some((line) => !isRemoved(draft, line.id) && draftQuantity(draft, line) === 0);
}

/** Nothing would be left: the server cancels the order instead of saving it (domain planOrderEdit). */
export function cancelsOrder(order: AccountOrder, draft: OrderEditDraft): boolean {
  return draft.added.length === 0 && topLevelLines(order).every((line) => wantedQuantity(draft, line) === 0);
}

// ── amounts ───────────────────────────────────────────────────────────────

export interface LineAmounts {
  quantity: number;
  subtotal: number;
  subtotal_tax: number;
  total: number;
  total_tax: number;
}

export function amountsOf(line: AccountOrderLine): LineAmounts {
  return {
    quantity: line.quantity,
    subtotal: cents(line.subtotal),
    subtotal_tax: cents(line.subtotal_tax),
    total: cents(line.total),
    total_tax: cents(line.total_tax),
  };
}

/**
 * A line's VAT rate, read back from its stored split: the shop's rates first
 * (one of them always fits a line the shop priced), else the whole percent
 * that fits both splits and is closest to what the amounts say.
 */
export function lineTaxRate(line: AccountOrderLine): number {
  const splits = [
    { net: cents(line.subtotal), tax: cents(line.subtotal_tax) },
    { net: cents(line.total), tax: cents(line.total_tax) },
  ];
  const fits = (rate: number) => splits.every(({ net, tax }) => includedTax(net + tax, rate) === tax);
  const known = SHOP_TAX_RATES.find(fits);
  if (known !== undefined) return known;
  const measured = splits.find(({ net }) => net > 0);
  const estimate = measured ? (measured.tax * 100) / measured.net : 0;
  let best: number | null = null;
  for (let rate = 0; rate <= 100; rate += 1) {
    if (fits(rate) && (best === null || Math.abs(rate - estimate) < Math.abs(best - estimate))) best = rate;
  }
  return best ?? Math.round(estimate);
}

/**
 * A stored line at another quantity, exactly as the server saves it: each
 * VAT-inclusive amount scaled and split again at the line's rate
 * (domain/orders/order-edit `scaleLine`). 0 is a removed line.
 */
export function scaledAmounts(line: AccountOrderLine, quantity: number): LineAmounts {
  if (quantity <= 0 || line.quantity <= 0) return { quantity: 0, subtotal: 0, subtotal_tax: 0, total: 0, total_tax: 0 };
  const stored = amountsOf(line);
  const scaled = scaleLine(
    {
      quantity: line.quantity,
      subtotal: stored.subtotal,
      subtotalTax: stored.subtotal_tax,
      total: stored.total,
      totalTax: stored.total_tax,
      taxRatePercent: lineTaxRate(line),
    },
    quantity,
  );
  return { quantity, subtotal: scaled.subtotal, subtotal_tax: scaled.subtotalTax, total: scaled.total, total_tax: scaled.totalTax };
}

/** A bundle item's units when its bundle has `bundleQuantity` (its units per bundle × bundles, as the server rounds them). */
export function bundleItemQuantity(item: AccountOrderLine, bundle: AccountOrderLine, bundleQuantity: number): number {
  if (bundle.quantity <= 0) return 0;
  return Math.round((bundleQuantity * item.quantity) / bundle.quantity);
}

/** A new line's estimate: the unit price × quantity, VAT split at the standard rate, no coupon (domain `priceNewLine`). */
export function addedAmounts(line: AddedLine): LineAmounts {
  const { net, tax } = splitIncludedTax(line.unitGross * line.quantity, NEW_LINE_TAX_RATE);
  return { quantity: line.quantity, subtotal: net, subtotal_tax: tax, total: net, total_tax: tax };
}

/** A row of the lines table while editing: a kept top-level line with its bundle items, each at its previewed amounts. */
export interface PreviewLine {
  line: AccountOrderLine;
  amounts: LineAmounts;
  /** The quantity differs from the stored one: the amounts are a preview. */
  changed: boolean;
  items: { line: AccountOrderLine; amounts: LineAmounts }[];
}

/** The lines the order keeps (removed ones left out), previewed with the draft. */
export function previewLines(order: AccountOrder, draft: OrderEditDraft): PreviewLine[] {
  return topLevelLines(order)
    .filter((line) => !isRemoved(draft, line.id))
    .map((line) => {
      const quantity = draftQuantity(draft, line);
      const changed = quantity !== line.quantity;
      const items = bundleItemsOf(order, line.id).map((item) => ({
        line: item,
        amounts: changed ? scaledAmounts(item, bundleItemQuantity(item, line, quantity)) : amountsOf(item),
      }));
      return { line, amounts: changed ? scaledAmounts(line, quantity) : amountsOf(line), changed, items };
    });
}

export interface OrderTotals {
  subtotal: number;
  total_shipping: number;
  total_tax: number;
  total_discount: number;
  total: number;
}

export function totalsOf(order: AccountOrder): OrderTotals {
  return {
    subtotal: cents(order.subtotal),
    total_shipping: cents(order.total_shipping),
    total_tax: cents(order.total_tax),
    total_discount: cents(order.total_discount),
    total: cents(order.total),
  };
}

/**
 * The order's totals with the draft applied, as the server's plan moves them:
 * each changed line and bundle item, and each new line, moves the totals by
 * the difference of its amounts; shipping stays. Order subtotal, discount and
 * total include VAT; lines carry net amounts with their tax beside them.
 */
export function previewTotals(order: AccountOrder, draft: OrderEditDraft): OrderTotals {
  const delta = { subtotal: 0, subtotalTax: 0, total: 0, totalTax: 0 };
  const account = (before: LineAmounts, after: LineAmounts) => {
    delta.subtotal += after.subtotal - before.subtotal;
    delta.subtotalTax += after.subtotal_tax - before.subtotal_tax;
    delta.total += after.total - before.total;
    delta.totalTax += after.total_tax - before.total_tax;
  };
  const none: LineAmounts = { quantity: 0, subtotal: 0, subtotal_tax: 0, total: 0, total_tax: 0 };
  for (const line of topLevelLines(order)) {
    const quantity = wantedQuantity(draft, line);
    if (quantity === line.quantity) continue;
    account(amountsOf(line), scaledAmounts(line, quantity));
    for (const item of bundleItemsOf(order, line.id)) {
      const itemQuantity = bundleItemQuantity(item, line, quantity);
      if (itemQuantity !== item.quantity) account(amountsOf(item), scaledAmounts(item, itemQuantity));
    }
  }
  for (const line of draft.added) account(none, addedAmounts(line));

  const totals = totalsOf(order);
  const subtotal = delta.subtotal + delta.subtotalTax;
  const total = delta.total + delta.totalTax;
  return {
    subtotal: totals.subtotal + subtotal,
    total_shipping: totals.total_shipping,
    total_tax: totals.total_tax + delta.totalTax,
    total_discount: totals.total_discount + (subtotal - total),
    total: totals.total + total,
  };
}

// ── the request ───────────────────────────────────────────────────────────

/** The lines after editing, as the wire wants them: kept top-level lines (removed ones left out), then the new ones with id null. */
export function editedLines(order: AccountOrder, draft: OrderEditDraft): OrderLineEdit[] {
  const kept = topLevelLines(order)
    .filter((line) => !isRemoved(draft, line.id))
    .map((line) => ({ id: line.id, product_id: line.product_id, variation_id: line.variation_id, quantity: draftQuantity(draft, line) }));
  const added = draft.added.map((line) => ({
    id: null,
    product_id: line.product_id,
    variation_id: line.variation_id,
    quantity: line.quantity,
  }));
  return [...kept, ...added];
}

/** POST /update-order: id, the whole edited list of lines (new ones included), and the order as the page holds it. */
export function updateOrderBody(order: AccountOrder, draft: OrderEditDraft): UpdateOrderBody {
  return { id: order.id, line_items: editedLines(order, draft), data: { order } };
}
