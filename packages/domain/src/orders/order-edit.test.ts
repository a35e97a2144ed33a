import { describe, expect, it } from 'vitest';
import { splitIncludedTax } from '../cart/tax.ts';
import { planOrderEdit, scaleLine, type OrderBeingEdited, type OrderLineAmounts, type OrderEditPlan } from './order-edit.ts';

/** A line sold at `gross` (VAT included) for `quantity`, of which coupons took `couponGross`. */
function line(id: number, quantity: number, gross: number, couponGross = 0, extra: Partial<OrderLineAmounts> = {}): OrderLineAmounts {
  const rate = extra.taxRatePercent ?? 21;
  const before = splitIncludedTax(gross, rate);
  const after = splitIncludedTax(gross - couponGross, rate);
  return {
    id,
    productId: 100 + id,
    variationId: 0,
    quantity,
    subtotal: before.net,
    subtotalTax: before.tax,
    total: after.net,
    totalTax: after.tax,
    taxRatePercent: rate,
    parentLineId: null,
    ...extra,
  };
}

function order(lines: OrderLineAmounts[], shippingGross = 299, coupons: OrderBeingEdited['coupons'] = []): OrderBeingEdited {
  const sum = (pick: (l: OrderLineAmounts) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const shipping = splitIncludedTax(shippingGross, 21);
  return {
    lines,
    itemsSubtotal: sum((l) => l.subtotal),
    itemsSubtotalTax: sum((l) => l.subtotalTax),
    discountTotal: sum((l) => l.subtotal - l.total),
    discountTax: sum((l) => l.subtotalTax - l.totalTax),
    total: sum((l) => l.total + l.totalTax) + shippingGross,
    totalTax: sum((l) => l.totalTax) + shipping.tax,
    coupons,
  };
}

function planOf(outcome: ReturnType<typeof planOrderEdit>): OrderEditPlan {
  if (outcome.kind !== 'edit') throw new Error(`expected an edit, got ${JSON.stringify(outcome)}`);
  return outcome.plan;
}

describe('scaleLine', () => {
  it('keeps the unit price and the VAT rate: 2 × 18.00 → 3 × 18.00', () => {
    expect(scaleLine(line(1, 2, 3600), 3)).toEqual({ quantity: 3, ...toAmounts(5400, 5400) });
  });
  it('keeps the coupon share per unit: 2 units of 20.00 with 4.00 off → 1 unit with 2.00 off', () => {
    expect(scaleLine(line(1, 2, 4000, 400), 1)).toEqual({ quantity: 1, ...toAmounts(2000, 1800) });
  });
  it('rounds each amount once and splits VAT at the line’s own rate (9 %)', () => {
    const scaled = scaleLine(line(1, 3, 1000, 0, { taxRatePercent: 9 }), 2);
    expect(scaled.subtotal + scaled.subtotalTax).toBe(667);
    expect(scaled.subtotalTax).toBe(splitIncludedTax(667, 9).tax);
  });
  it('changes nothing at the same quantity, even for amounts that would round differently', () => {
    const odd = line(1, 3, 1001, 7);
    expect(scaleLine(odd, 3)).toEqual({
      quantity: 3,
      subtotal: odd.subtotal,
      subtotalTax: odd.subtotalTax,
      total: odd.total,
      totalTax: odd.totalTax,
    });
  });
});

function toAmounts(grossBefore: number, grossAfter: number) {
  const before = splitIncludedTax(grossBefore, 21);
  const after = splitIncludedTax(grossAfter, 21);
  return { subtotal: before.net, subtotalTax: before.tax, total: after.net, totalTax: after.tax };
}

describe('planOrderEdit', () => {
  const a = line(1, 2, 3600);
  const b = line(2, 1, 1500);

  it('recomputes the order from the changed lines; shipping stays; the difference is what is owed', () => {
    const plan = planOf(
      planOrderEdit(order([a, b]), {
        keep: [
          { id: 1, quantity: 3 },
          { id: 2, quantity: 1 },
        ],
        add: [],
      }),
    );
    expect(plan.changed).toEqual([{ id: 1, quantity: 3, ...toAmounts(5400, 5400) }]);
    expect(plan.removed).toEqual([]);
    expect(plan.totals.total).toBe(5400 + 1500 + 299);
    expect(plan.difference).toBe(1800);
    expect(plan.stock).toEqual([{ productId: 101, delta: 1 }]);
  });

  it('removes lines left out or set to zero, gives their stock back, and the totals still add up', () => {
    const before = order([a, b, line(3, 4, 2000)]);
    const plan = planOf(
      planOrderEdit(before, {
        keep: [
          { id: 1, quantity: 0 },
          { id: 3, quantity: 1 },
        ],
        add: [],
      }),
    );
    expect(plan.removed.sort()).toEqual([1, 2]);
    expect(plan.stock).toEqual([
      { productId: 101, delta: -2 },
      { productId: 102, delta: -1 },
      { productId: 103, delta: -3 },
    ]);
    expect(plan.totals.total).toBe(500 + 299);
    expect(plan.totals.itemsSubtotal + plan.totals.itemsSubtotalTax).toBe(500);
    expect(plan.difference).toBe(500 + 299 - before.total);
  });

  it('cancels when every quantity becomes zero and nothing is added', () => {
    expect(
      planOrderEdit(order([a, b]), {
        keep: [
          { id: 1, quantity: 0 },
          { id: 2, quantity: 0 },
        ],
        add: [],
      }),
    ).toEqual({ kind: 'cancel' });
    expect(planOrderEdit(order([a, b]), { keep: [], add: [] })).toEqual({ kind: 'cancel' });
  });

  it('adds a product at its catalogue price without a coupon, taking its stock', () => {
    const plan = planOf(
      planOrderEdit(order([a]), {
        keep: [{ id: 1, quantity: 2 }],
        add: [
          { productId: 50, variationId: 51, name: 'Magnesium – 60 caps', sku: 'MG-60', quantity: 2, unitGross: 1299, taxRatePercent: 21 },
        ],
      }),
    );
    expect(plan.added).toMatchObject([{ productId: 50, variationId: 51, quantity: 2, ...toAmounts(2598, 2598) }]);
    expect(plan.stock).toEqual([{ productId: 51, delta: 2 }]);
    expect(plan.difference).toBe(2598);
  });

  it('moves a bundle’s items with the bundle (units per bundle kept) and refuses editing an item alone', () => {
    const bundle = line(10, 2, 0, 0, { productId: 900 });
    const itemA = line(11, 2, 2400, 0, { parentLineId: 10, productId: 901 });
    const itemB = line(12, 4, 1600, 0, { parentLineId: 10, productId: 902 });
    const before = order([bundle, itemA, itemB]);
    const plan = planOf(planOrderEdit(before, { keep: [{ id: 10, quantity: 1 }], add: [] }));
    expect(plan.changed.map((c) => [c.id, c.quantity])).toEqual([
      [10, 1],
      [11, 1],
      [12, 2],
    ]);
    expect(plan.totals.total).toBe(1200 + 800 + 299);
    expect(planOrderEdit(before, { keep: [{ id: 11, quantity: 1 }], add: [] })).toEqual({ kind: 'refused', problem: 'bundle_item' });
  });

  it('keeps the coupons’ shares of the discount, summing to the order’s discount exactly', () => {
    const withCoupon = [line(1, 3, 3000, 300), line(2, 1, 1000, 100)];
    const before = order(withCoupon, 299, [
      { code: 'save5', discount: 250, discountTax: 52 },
      { code: 'welcome10', discount: 80, discountTax: 18 },
    ]);
    const plan = planOf(
      planOrderEdit(before, {
        keep: [
          { id: 1, quantity: 1 },
          { id: 2, quantity: 1 },
        ],
        add: [],
      }),
    );
    expect(plan.coupons.reduce((s, c) => s + c.discount, 0)).toBe(plan.totals.discountTotal);
    expect(plan.coupons.reduce((s, c) => s + c.discountTax, 0)).toBe(plan.totals.discountTax);
    expect(plan.totals.total).toBe(900 + 900 + 299);
  });

  it('refuses unknown, repeated or unchanged lines', () => {
    const current = order([a, b]);
    expect(planOrderEdit(current, { keep: [{ id: 99, quantity: 1 }], add: [] })).toEqual({ kind: 'refused', problem: 'unknown_line' });
    expect(
      planOrderEdit(current, {
        keep: [
          { id: 1, quantity: 1 },
          { id: 1, quantity: 2 },
        ],
        add: [],
      }),
    ).toEqual({ kind: 'refused', problem: 'duplicate_line' });
    expect(
      planOrderEdit(current, {
        keep: [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
        add: [],
      }),
    ).toEqual({ kind: 'refused', problem: 'nothing_changed' });
  });

  it('keeps net + tax = total for any edit (random orders)', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 300; run++) {
      const lines = Array.from({ length: 1 + random(4) }, (_, i) => {
        const quantity = 1 + random(5);
        const gross = quantity * (100 + random(5000));
        return line(i + 1, quantity, gross, random(Math.floor(gross / 4) + 1), { taxRatePercent: [21, 9, 0][random(3)] });
      });
      const before = order(lines);
      const outcome = planOrderEdit(before, { keep: lines.map((l) => ({ id: l.id, quantity: random(6) })), add: [] });
      if (outcome.kind !== 'edit') continue;
      const after = lines
        .map((l) => outcome.plan.changed.find((c) => c.id === l.id) ?? (outcome.plan.removed.includes(l.id) ? null : l))
        .filter((l) => l !== null);
      const itemsGross = after.reduce((s, l) => s + l.total + l.totalTax, 0);
      expect(outcome.plan.totals.total).toBe(itemsGross + 299);
      expect(outcome.plan.totals.itemsSubtotal).toBe(after.reduce((s, l) => s + l.subtotal, 0));
      expect(outcome.plan.totals.discountTotal).toBe(after.reduce((s, l) => s + l.subtotal - l.total, 0));
    }
  });
});
