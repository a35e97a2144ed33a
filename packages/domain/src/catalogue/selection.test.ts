import { describe, expect, it } from 'vitest';
import { isValidFrequency, validatePurchaseSelection, type PurchaseSelection, type SelectableProduct } from './selection.ts';

const product: SelectableProduct = {
  id: 10,
  is_in_stock: true,
  variations: [
    { id: 11, is_in_stock: true },
    { id: 12, is_in_stock: false },
  ],
};
const base: PurchaseSelection = {
  productId: 10,
  mode: 'one-time',
  variationId: 11,
  quantity: 1,
  interval: null,
  jars: null,
  discountPercent: null,
};

describe('validatePurchaseSelection', () => {
  it.each([
    ['valid one-time', product, base, null],
    ['missing product id', { ...product, id: 0 }, base, 'product_unavailable'],
    ['missing selection id', product, { ...base, productId: null }, 'product_unavailable'],
    ['no variation chosen', product, { ...base, variationId: null }, 'variation_required'],
    ['unknown variation', product, { ...base, variationId: 99 }, 'variation_not_found'],
    ['variation out of stock', product, { ...base, variationId: 12 }, 'variation_out_of_stock'],
    ['product out of stock', { id: 10, is_in_stock: false, variations: [] }, { ...base, variationId: null }, 'product_out_of_stock'],
    ['subscription without interval', product, { ...base, mode: 'subscription' as const }, 'invalid_frequency'],
    ['subscription interval 13', product, { ...base, mode: 'subscription' as const, interval: 13 }, 'invalid_frequency'],
    ['valid subscription', product, { ...base, mode: 'subscription' as const, interval: 4, jars: 2, discountPercent: 20 }, null],
  ])('%s', (_name, p, selection, code) => {
    const result = validatePurchaseSelection(p, selection);
    expect(result).toEqual(code === null ? { ok: true } : { ok: false, code });
  });
});

describe('isValidFrequency', () => {
  it.each([
    [null, false],
    [1, false],
    [2, true],
    [12, true],
    [13, false],
    [2.5, false],
  ])('%s → %s', (value, expected) => {
    expect(isValidFrequency(value)).toBe(expected);
  });
});
