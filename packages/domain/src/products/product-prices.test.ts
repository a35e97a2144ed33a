import { describe, expect, it } from 'vitest';
import { aProduct } from './product.fixture.ts';
import { bundledItemPrice, isInStock, isMonthly, isOnSale, priceSummary, quantityLimits, unitPrice } from './product-prices.ts';

describe('unit price and sale', () => {
  it.each([
    { regular: 2000, sale: null, price: 2000, onSale: false },
    { regular: 2000, sale: 1500, price: 1500, onSale: true },
    { regular: 2000, sale: 2000, price: 2000, onSale: false },
    { regular: 2000, sale: 2500, price: 2000, onSale: false },
    { regular: 2000, sale: 0, price: 0, onSale: true },
  ])('regular $regular, sale $sale → $price', ({ regular, sale, price, onSale }) => {
    const p = aProduct({ regularPriceCents: regular, salePriceCents: sale });
    expect(unitPrice(p)).toBe(price);
    expect(isOnSale(p)).toBe(onSale);
  });
});

describe('priceSummary', () => {
  it('gives a variable product its cheapest variation and a range', () => {
    const p = aProduct({
      type: 'variable',
      variations: [
        aProduct({ id: 2, type: 'variation', regularPriceCents: 3000 }),
        aProduct({ id: 3, type: 'variation', regularPriceCents: 1800, salePriceCents: 1500 }),
      ],
    });
    expect(priceSummary(p)).toEqual({ price: 1500, regularPrice: 1800, salePrice: 1500, range: { min: 1500, max: 3000 }, onSale: true });
  });

  it('has no range when all variations cost the same', () => {
    const p = aProduct({
      type: 'variable-subscription',
      variations: [aProduct({ id: 2, type: 'variation' }), aProduct({ id: 3, type: 'variation' })],
    });
    expect(priceSummary(p).range).toBeNull();
  });

  it('prices a bundle as its base plus each item after its bulk discount', () => {
    const item = (id: number, price: number, quantity: number, bulk: number) => ({
      id,
      quantity,
      bulkDiscountPercent: bulk,
      isRemovable: false,
      isIndented: true,
      isThumbnailHidden: false,
      product: aProduct({ id, regularPriceCents: price }),
    });
    const bundle = aProduct({ type: 'bundle', regularPriceCents: 0, bundleItems: [item(2, 1999, 1, 15), item(3, 2499, 2, 15)] });
    // 1999 − round(299.85) = 1699; 4998 − round(749.7) = 4248
    expect(bundledItemPrice(bundle.bundleItems[0]!)).toBe(1699);
    expect(priceSummary(bundle)).toMatchObject({ price: 5947, regularPrice: 6997, onSale: true });
  });
});

describe('stock and limits', () => {
  it('a variable product is in stock while one variation is', () => {
    const p = aProduct({
      type: 'variable',
      variations: [aProduct({ id: 2, stockStatus: 'outofstock' }), aProduct({ id: 3 })],
    });
    expect(isInStock(p)).toBe(true);
    expect(isInStock(aProduct({ type: 'variable', variations: [aProduct({ id: 2, stockStatus: 'outofstock' })] }))).toBe(false);
  });

  it('a bundle is out of stock when an item cannot be supplied', () => {
    const bundle = aProduct({
      type: 'bundle',
      bundleItems: [
        {
          id: 1,
          quantity: 2,
          bulkDiscountPercent: 0,
          isRemovable: false,
          isIndented: true,
          isThumbnailHidden: false,
          product: aProduct({ stockQuantity: 1 }),
        },
      ],
    });
    expect(isInStock(bundle)).toBe(false);
  });

  it.each([
    { overrides: {}, expected: { minimum: 1, maximum: 50 } },
    { overrides: { manageStock: false, stockQuantity: null }, expected: { minimum: 1, maximum: 999 } },
    { overrides: { maxQuantity: 6, stockQuantity: 100 }, expected: { minimum: 1, maximum: 6 } },
    { overrides: { soldIndividually: true }, expected: { minimum: 1, maximum: 1 } },
    { overrides: { minQuantity: 2, stockQuantity: 3 }, expected: { minimum: 2, maximum: 3 } },
    { overrides: { stockQuantity: 0, stockStatus: 'outofstock' as const }, expected: { minimum: 1, maximum: 0 } },
  ])('limits for $overrides', ({ overrides, expected }) => {
    expect(quantityLimits(aProduct(overrides))).toEqual(expected);
  });

  it('recognises monthly products by tag in either language', () => {
    expect(isMonthly(aProduct({ tags: [{ id: 1, groupId: 1, slug: 'kas-menesi', name: 'Kas mėnesį' }] }))).toBe(true);
    expect(isMonthly(aProduct())).toBe(false);
  });
});
