import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupUnitPrice, type GroupPricing } from './group-pricing.ts';
import { decide, vendorMayBuy, VENDOR_STATUSES } from './vendor.ts';
import { b2bPermissions } from '../accounts/permissions.ts';

const group = (discountPercent: number, prices: [number, number][] = []): GroupPricing => ({
  groupId: 1,
  discountPercent,
  prices: new Map(prices),
});

describe('group prices (issue 20)', () => {
  it('takes the price list’s price, else the group discount on the catalogue price', () => {
    expect(groupUnitPrice({ id: 1, regularPriceCents: 2000, salePriceCents: null }, group(20, [[1, 1300]]))).toBe(1300);
    expect(groupUnitPrice({ id: 2, regularPriceCents: 1000, salePriceCents: null }, group(20, [[1, 1300]]))).toBe(800);
    // The discount is on what a shopper pays now (a sale price when there is one).
    expect(groupUnitPrice({ id: 2, regularPriceCents: 1000, salePriceCents: 900 }, group(10))).toBe(810);
  });

  it('is never above the catalogue price and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
        (regular, sale, percent, listed) => {
          const price = groupUnitPrice(
            { id: 7, regularPriceCents: regular, salePriceCents: sale },
            group(percent, listed === null ? [] : [[7, listed]]),
          );
          const catalogue = sale !== null && sale < regular ? sale : regular;
          expect(price).toBeLessThanOrEqual(catalogue);
          expect(price).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('vendor decisions (account §4)', () => {
  it('moves along the transition map only', () => {
    expect(decide('pending', 'approve')).toBe('approved');
    expect(decide('pending', 'reject')).toBe('rejected');
    expect(decide('rejected', 'approve')).toBe('approved');
    expect(decide('approved', 'lock')).toBe('locked');
    expect(decide('locked', 'unlock')).toBe('approved');
    expect(decide('rejected', 'reject')).toBeNull();
    expect(decide('pending', 'lock')).toBeNull();
    expect(decide('approved', 'unlock')).toBeNull();
    expect(decide('locked', 'approve')).toBeNull();
  });

  it('lets only an approved vendor buy', () => {
    for (const status of VENDOR_STATUSES) {
      expect(vendorMayBuy(status)).toBe(status === 'approved');
      expect(b2bPermissions('vendor', {}, status).permission_buy).toBe(status === 'approved');
    }
    expect(b2bPermissions('vendor', {}, null).permission_buy).toBe(false);
    // Customers are not vendors: a status never reaches them.
    expect(b2bPermissions('customer', {}, null).permission_buy).toBe(true);
  });
});
