import type { Language } from '@soul/contracts';
import type { CatalogueRepository } from '@soul/domain/products/catalogue-port';
import type { CatalogueProduct } from '@soul/domain/products/product';
import { aProduct } from '@soul/domain/products/product.fixture';
import { describe, expect, it } from 'vitest';
import { CatalogueService } from './catalogue.service.ts';

/** A catalogue of a simple product (7), a variable product (20) with variation 21, and a bundle (30) holding 7. */
function catalogue() {
  const simple = aProduct({ id: 7, stockQuantity: 10 });
  const variation = aProduct({ id: 21, type: 'variation', parentId: 20, stockQuantity: 5 });
  const products = new Map<number, CatalogueProduct>([
    [7, simple],
    [20, aProduct({ id: 20, type: 'variable', stockQuantity: null, variations: [variation] })],
    [21, variation],
    [
      30,
      aProduct({
        id: 30,
        type: 'bundle',
        bundleItems: [
          { id: 1, quantity: 1, bulkDiscountPercent: 10, isRemovable: false, isIndented: true, isThumbnailHidden: false, product: simple },
        ],
      }),
    ],
  ]);
  const loads: number[][] = [];
  const repository: CatalogueRepository = {
    listOrderedIds: async () => new Int32Array(0),
    loadProducts: async (ids: readonly number[], _language: Language) => {
      loads.push([...ids]);
      return ids.flatMap((id) => (products.has(id) ? [products.get(id) as CatalogueProduct] : []));
    },
    findProductIdBySlug: async () => null,
    listCategories: async () => [],
    lastModified: async () => null,
  };
  return { service: new CatalogueService(repository), loads };
}

describe('CatalogueService.applyStockChange', () => {
  it('updates held products in place, the product and those embedding it, without reloading', async () => {
    const { service, loads } = catalogue();
    await service.domainProducts([7, 21, 30], 'en');
    const loaded = loads.length;
    service.applyStockChange({ id: 7, stock_quantity: 3, stock_status: 'instock', total_sales: 12, affects: [30] });
    service.applyStockChange({ id: 21, stock_quantity: 0, stock_status: 'outofstock', total_sales: 5, affects: [20] });
    const products = await service.domainProducts([7, 21, 30], 'en');
    expect(loads.length).toBe(loaded);
    expect(products.get(7)).toMatchObject({ stockQuantity: 3, totalSales: 12 });
    expect(products.get(30)?.bundleItems[0]?.product.stockQuantity).toBe(3);
    expect(products.get(21)).toMatchObject({ stockQuantity: 0, stockStatus: 'outofstock' });
    expect(products.get(20)?.variations[0]).toMatchObject({ stockQuantity: 0, stockStatus: 'outofstock' });
    expect(service.peekDomainProduct(7, 'en')?.stockQuantity).toBe(3);
  });

  it('moves the generation on, so answers built from the old stock are not reused', async () => {
    const { service } = catalogue();
    const before = service.generation;
    service.applyStockChange({ id: 7, stock_quantity: 1, stock_status: 'instock', total_sales: 1, affects: [] });
    expect(service.generation).toBe(before + 1);
  });
});
