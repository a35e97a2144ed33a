import { describe, expect, it } from 'vitest';
import { couponDiscountTaxes, lineTaxes, splitIncludedTax, taxLinesByRate } from './tax.ts';

describe('splitIncludedTax', () => {
  it.each([
    [1210, 21, 1000, 210],
    [1999, 21, 1652, 347], // 346.93 → 347
    [299, 21, 247, 52], // 51.89 → 52
    [1, 21, 1, 0],
    [0, 21, 0, 0],
    [1090, 9, 1000, 90],
    [1999, 0, 1999, 0],
  ])('%i at %i %% → net %i + tax %i', (gross, rate, net, tax) => {
    expect(splitIncludedTax(gross, rate)).toEqual({ net, tax });
  });
});

describe('lineTaxes', () => {
  it('splits before and after coupons separately; each pair sums to its gross', () => {
    expect(lineTaxes(5097, 4587, 21)).toEqual({ lineSubtotal: 4212, lineSubtotalTax: 885, lineTotal: 3791, lineTotalTax: 796 });
  });
});

describe('couponDiscountTaxes', () => {
  it('spreads each line’s tax drop over the coupons by their discount on that line', () => {
    // line 0: drop 210 over discounts 600/400 → 126/84; line 1: drop 5 over 0/30 → 0/5
    expect(
      couponDiscountTaxes(
        [
          [600, 0],
          [400, 30],
        ],
        [210, 5],
      ),
    ).toEqual([126, 89]);
  });

  it('always sums to the total drop', () => {
    const discounts = [
      [333, 1, 0],
      [333, 7, 12],
      [334, 0, 5],
    ];
    const drops = [173, 1, 3];
    expect(couponDiscountTaxes(discounts, drops).reduce((a, b) => a + b, 0)).toBe(177);
  });
});

describe('taxLinesByRate', () => {
  it('groups by rate, ascending, leaving out rates with no tax', () => {
    expect(
      taxLinesByRate([
        { ratePercent: 21, amount: 100 },
        { ratePercent: 9, amount: 20 },
        { ratePercent: 21, amount: 52 },
        { ratePercent: 0, amount: 0 },
        { ratePercent: 5, amount: 0 },
      ]),
    ).toEqual([
      { ratePercent: 9, amount: 20 },
      { ratePercent: 21, amount: 152 },
    ]);
  });
});
