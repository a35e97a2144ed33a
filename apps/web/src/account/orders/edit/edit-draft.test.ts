import type { AccountOrder, StoreProduct } from '@soul/contracts';
import { splitIncludedTax } from '@soul/domain/cart/tax';
import { planOrderEdit, type OrderBeingEdited } from '@soul/domain/orders/order-edit';
import { describe, expect, it } from 'vitest';
import { fixture, PRODUCTS_EN } from '../../../test/fixtures.ts';
import { line, order } from '../../test-support.tsx';
import {
  addedAmounts,
  cancelsOrder,
  EMPTY_DRAFT,
  hasZeroQuantity,
  isChanged,
  lineTaxRate,
  previewLines,
  previewTotals,
  scaledAmounts,
  updateOrderBody,
  withAddedProduct,
  withAddedQuantity,
  withAddedSize,
  withoutAdded,
  withQuantity,
  withRemoved,
} from './edit-draft.ts';

// A bundle (line 201) with two items (202, 203) and a plain line (101).
const bundleOrder = order({
  total: '10399',
  subtotal: '10000',
  total_tax: '1805',
  line_items: [
    line({ id: 101, quantity: 2, subtotal: '3306', subtotal_tax: '694', total: '3306', total_tax: '694' }),
    line({ id: 201, product_id: 30, name: 'Gut Bundle', quantity: 3, subtotal: '0', subtotal_tax: '0', total: '0', total_tax: '0' }),
    line({
      id: 202,
      product_id: 31,
      name: 'Probiotic',
      quantity: 3,
      subtotal: '2479',
      subtotal_tax: '521',
      total: '2479',
      total_tax: '521',
      parent_id: 201,
    }),
    line({
      id: 203,
      product_id: 32,
      name: 'Fibre',
      quantity: 6,
      subtotal: '2479',
      subtotal_tax: '521',
      total: '2479',
      total_tax: '521',
      parent_id: 201,
    }),
  ],
});

/** Daily Detox Greens: a simple product, in stock. */
const SIMPLE = PRODUCTS_EN.find((product) => product.type === 'simple' && product.is_in_stock)!;

/** A line priced as checkout prices it: VAT-inclusive amounts split at the line's rate. */
function soldLine(id: number, quantity: number, subtotalGross: number, totalGross: number, rate: number, parent_id: number | null = null) {
  const before = splitIncludedTax(subtotalGross, rate);
  const after = splitIncludedTax(totalGross, rate);
  return line({
    id,
    product_id: id + 1000,
    name: `Product ${id}`,
    quantity,
    subtotal: String(before.net),
    subtotal_tax: String(before.tax),
    total: String(after.net),
    total_tax: String(after.tax),
    parent_id,
  });
}

/** The order as the server's planner sees it, built from the wire order (the rates known to the test). */
function asServerSees(wire: AccountOrder, rates: Record<number, number>): OrderBeingEdited {
  const n = (value: string) => Number.parseInt(value, 10);
  const lines = wire.line_items.map((l) => ({
    id: l.id,
    productId: l.product_id,
    variationId: l.variation_id,
    quantity: l.quantity,
    subtotal: n(l.subtotal),
    subtotalTax: n(l.subtotal_tax),
    total: n(l.total),
    totalTax: n(l.total_tax),
    taxRatePercent: rates[l.id] ?? 21,
    parentLineId: l.parent_id,
  }));
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return {
    lines,
    itemsSubtotal: sum((l) => l.subtotal),
    itemsSubtotalTax: sum((l) => l.subtotalTax),
    discountTotal: sum((l) => l.subtotal - l.total),
    discountTax: sum((l) => l.subtotalTax - l.totalTax),
    total: n(wire.total),
    totalTax: n(wire.total_tax),
    coupons: [],
  };
}

/** A wire order whose totals agree with its lines (shipping 399, of it 69 VAT). */
function consistentOrder(lines: ReturnType<typeof soldLine>[]): AccountOrder {
  const n = (value: string) => Number.parseInt(value, 10);
  const sum = (pick: (l: ReturnType<typeof soldLine>) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const subtotal = sum((l) => n(l.subtotal) + n(l.subtotal_tax));
  const total = sum((l) => n(l.total) + n(l.total_tax));
  return order({
    subtotal: String(subtotal),
    total_discount: String(subtotal - total),
    total_tax: String(sum((l) => n(l.total_tax)) + 69),
    total: String(total + 399),
    line_items: lines,
  });
}

describe('order edit draft (account §4)', () => {
  it('reads a line’s VAT rate back from its split', () => {
    expect(lineTaxRate(soldLine(1, 2, 4000, 3600, 21))).toBe(21);
    expect(lineTaxRate(soldLine(1, 1, 1099, 999, 9))).toBe(9);
    expect(lineTaxRate(soldLine(1, 1, 500, 500, 0))).toBe(0);
    expect(lineTaxRate(soldLine(1, 3, 12345, 11000, 5))).toBe(5);
    // Too small to tell 20 from 21: the shop's own rate wins.
    expect(lineTaxRate(soldLine(1, 1, 100, 100, 21))).toBe(21);
  });

  it('recomputes a changed line exactly as the server saves it (VAT-inclusive amounts scaled, then split)', () => {
    expect(scaledAmounts(line({ quantity: 2, subtotal: '3306', subtotal_tax: '694', total: '2975', total_tax: '625' }), 3)).toEqual({
      quantity: 3,
      subtotal: 4959,
      subtotal_tax: 1041,
      // 3600 × 3 / 2 = 5400 gross, of it 937 VAT at 21 % (not 625 × 1.5 = 938).
      total: 4463,
      total_tax: 937,
    });
  });

  it('previews lines and totals equal to the server’s plan, for any quantities (bundle items follow their bundle)', () => {
    const wire = consistentOrder([
      soldLine(101, 2, 3998, 3598, 21),
      soldLine(102, 3, 2997, 2997, 9),
      soldLine(201, 3, 0, 0, 21),
      soldLine(202, 3, 3000, 2701, 21, 201),
      soldLine(203, 7, 1403, 1263, 9, 201),
      soldLine(104, 1, 1999, 1799, 21),
    ]);
    const server = asServerSees(wire, { 102: 9, 203: 9 });
    let compared = 0;
    for (const a of [0, 1, 2, 5, 17]) {
      for (const b of [0, 1, 4]) {
        for (const c of [0, 1, 2, 4, 9]) {
          const draft = withQuantity(withQuantity(withQuantity(EMPTY_DRAFT, 101, a), 102, b), 201, c);
          const outcome = planOrderEdit(server, {
            keep: [
              { id: 101, quantity: a },
              { id: 102, quantity: b },
              { id: 201, quantity: c },
              { id: 104, quantity: 1 },
            ],
            add: [],
          });
          if (outcome.kind !== 'edit') continue;
          const { plan } = outcome;
          // Every changed line (bundle items included) shows what the server writes.
          const shown = previewLines(wire, draft).flatMap((row) => [
            { id: row.line.id, amounts: row.amounts },
            ...row.items.map((item) => ({ id: item.line.id, amounts: item.amounts })),
          ]);
          for (const change of plan.changed) {
            expect(shown.find((row) => row.id === change.id)?.amounts, `line ${change.id} at ${a}/${b}/${c}`).toEqual({
              quantity: change.quantity,
              subtotal: change.subtotal,
              subtotal_tax: change.subtotalTax,
              total: change.total,
              total_tax: change.totalTax,
            });
          }
          expect(previewTotals(wire, draft), `totals at ${a}/${b}/${c}`).toEqual({
            subtotal: plan.totals.itemsSubtotal + plan.totals.itemsSubtotalTax,
            total_shipping: 399,
            total_tax: plan.totals.totalTax,
            total_discount: plan.totals.discountTotal + plan.totals.discountTax,
            total: plan.totals.total,
          });
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(60);
  });

  it('prices an added product like the server’s new line: catalogue price × quantity, VAT split at 21 %, no coupon', () => {
    const wire = consistentOrder([soldLine(101, 2, 3998, 3598, 21)]);
    const product = { ...SIMPLE, id: 77, prices: { ...SIMPLE.prices, price: '2499' } } satisfies StoreProduct;
    const draft = withAddedQuantity(withAddedProduct(bundleOrder, EMPTY_DRAFT, product), '77:0', 3);
    expect(addedAmounts(draft.added[0]!)).toEqual({ quantity: 3, subtotal: 6196, subtotal_tax: 1301, total: 6196, total_tax: 1301 });
    const outcome = planOrderEdit(asServerSees(wire, {}), {
      keep: [{ id: 101, quantity: 2 }],
      add: [{ productId: 77, variationId: 0, name: 'x', sku: '', quantity: 3, unitGross: 2499, taxRatePercent: 21 }],
    });
    if (outcome.kind !== 'edit') throw new Error('expected an edit');
    expect(previewTotals(wire, draft).total).toBe(outcome.plan.totals.total);
    expect(previewTotals(wire, draft).total_tax).toBe(outcome.plan.totals.totalTax);
  });

  it('adds a product once, counts it up when picked again, and leaves out what the server would refuse', () => {
    const product = SIMPLE;
    const once = withAddedProduct(bundleOrder, EMPTY_DRAFT, product);
    const key = `${product.id}:0`;
    expect(once.added).toEqual([
      {
        key,
        product_id: product.id,
        variation_id: 0,
        name: product.name,
        sku: product.sku,
        unitGross: Number(product.prices.price),
        quantity: 1,
        sizes: [],
      },
    ]);
    expect(withAddedProduct(bundleOrder, once, product).added).toHaveLength(1);
    expect(withAddedProduct(bundleOrder, once, product).added[0]?.quantity).toBe(2);
    expect(withAddedQuantity(once, key, 0).added[0]?.quantity).toBe(1);
    expect(withoutAdded(once, key)).toEqual(EMPTY_DRAFT);
    expect(withAddedProduct(bundleOrder, EMPTY_DRAFT, fixture('energy-starter-bundle'))).toEqual(EMPTY_DRAFT);
  });

  it('adds units to the order’s own line of the same product and size instead of a second line; not to a bundle or a removed line', () => {
    const product = fixture('skin-collagen');
    const small = line({ id: 301, product_id: product.id, variation_id: 10601, quantity: 2 });
    const withSmall = order({ line_items: [...bundleOrder.line_items, small] });
    const picked = withAddedProduct(withSmall, EMPTY_DRAFT, product);
    expect(picked.added).toEqual([]);
    expect(picked.quantities[301]).toBe(3);
    // Picked in another size, then moved to the size the order has: it joins that line.
    const biggerPick = withAddedProduct(
      order({ line_items: [line({ id: 302, product_id: product.id, variation_id: 10600, quantity: 1 })] }),
      EMPTY_DRAFT,
      product,
    );
    const joined = withAddedSize(
      order({ line_items: [line({ id: 302, product_id: product.id, variation_id: 10600, quantity: 1 })] }),
      biggerPick,
      `${product.id}:10601`,
      10600,
    );
    expect(joined.added).toEqual([]);
    expect(joined.quantities[302]).toBe(2);
    // A removed line takes nothing: the pick is a new line.
    expect(withAddedProduct(withSmall, withRemoved(EMPTY_DRAFT, 301), product).added).toHaveLength(1);
  });

  it('changes the size of a new line; the same product in the same size twice becomes one line', () => {
    const product = fixture('skin-collagen');
    const small = `${product.id}:10601`;
    const one = withAddedProduct(bundleOrder, EMPTY_DRAFT, product);
    expect(one.added.map((line) => line.key)).toEqual([small]);
    const resized = withAddedSize(bundleOrder, one, small, 10600);
    // The line keeps its key (its row and focus stay); its size, SKU and price follow the choice.
    expect(resized.added.map((line) => [line.key, line.variation_id, line.unitGross])).toEqual([[small, 10600, 3499]]);
    // Picked again: a new line in the first size, under a key of its own; moved to the big size, it takes in the other.
    const two = withAddedQuantity(withAddedProduct(bundleOrder, resized, product), `${small}#2`, 2);
    expect(two.added.map((line) => [line.key, line.variation_id])).toEqual([
      [small, 10600],
      [`${small}#2`, 10601],
    ]);
    expect(withAddedSize(bundleOrder, two, `${small}#2`, 10600).added.map((line) => [line.key, line.quantity])).toEqual([
      [`${small}#2`, 3],
    ]);
    expect(updateOrderBody(bundleOrder, two).line_items.filter((line) => line.id === null)).toEqual([
      { id: null, product_id: product.id, variation_id: 10600, quantity: 1 },
      { id: null, product_id: product.id, variation_id: 10601, quantity: 2 },
    ]);
  });

  it('knows when the order changed, when a line is at zero and when nothing would be left', () => {
    expect(isChanged(bundleOrder, EMPTY_DRAFT)).toBe(false);
    expect(isChanged(bundleOrder, withQuantity(EMPTY_DRAFT, 101, 2))).toBe(false);
    expect(isChanged(bundleOrder, withQuantity(EMPTY_DRAFT, 101, 0))).toBe(true);
    expect(hasZeroQuantity(bundleOrder, withQuantity(EMPTY_DRAFT, 101, 0))).toBe(true);
    expect(isChanged(bundleOrder, withRemoved(EMPTY_DRAFT, 201))).toBe(true);
    expect(hasZeroQuantity(bundleOrder, withRemoved(EMPTY_DRAFT, 201))).toBe(false);
    expect(isChanged(bundleOrder, withAddedProduct(bundleOrder, EMPTY_DRAFT, SIMPLE))).toBe(true);

    const nothingLeft = withRemoved(withQuantity(EMPTY_DRAFT, 101, 0), 201);
    expect(cancelsOrder(bundleOrder, nothingLeft)).toBe(true);
    expect(cancelsOrder(bundleOrder, withQuantity(EMPTY_DRAFT, 101, 0))).toBe(false);
    expect(cancelsOrder(bundleOrder, withAddedProduct(bundleOrder, nothingLeft, SIMPLE))).toBe(false);
  });

  it('keeps quantities between 0 and 999', () => {
    expect(withQuantity(EMPTY_DRAFT, 101, 5000).quantities[101]).toBe(999);
    expect(withQuantity(EMPTY_DRAFT, 101, -3).quantities[101]).toBe(0);
  });

  it('builds the update-order body: every top-level line after editing, bundle items and removed lines left out, new lines with id null', () => {
    const draft = withRemoved(withQuantity(EMPTY_DRAFT, 201, 2), 101);
    expect(updateOrderBody(bundleOrder, draft)).toEqual({
      id: 12,
      line_items: [{ id: 201, product_id: 30, variation_id: 0, quantity: 2 }],
      data: { order: bundleOrder },
    });
    const product = SIMPLE;
    expect(
      updateOrderBody(bundleOrder, withAddedQuantity(withAddedProduct(bundleOrder, draft, product), `${product.id}:0`, 2)).line_items,
    ).toEqual([
      { id: 201, product_id: 30, variation_id: 0, quantity: 2 },
      { id: null, product_id: product.id, variation_id: 0, quantity: 2 },
    ]);
  });
});
