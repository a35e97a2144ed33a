import type { CatalogueProduct } from './product.ts';

/** Builds a catalogue product for tests: a plain in-stock simple product unless overridden. */
export function aProduct(overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id: 1,
    type: 'simple',
    parentId: null,
    sku: 'SKU-1',
    catalogVisibility: 'visible',
    featured: false,
    regularPriceCents: 2000,
    salePriceCents: null,
    taxClass: 'standard',
    manageStock: true,
    stockQuantity: 50,
    stockStatus: 'instock',
    minQuantity: 1,
    maxQuantity: null,
    soldIndividually: false,
    menuOrder: 0,
    totalSales: 0,
    averageRating: '0',
    reviewCount: 0,
    oneTimeTwinId: null,
    subscriptionPlan: null,
    upsellIds: [],
    createdAt: new Date('2026-01-01T00:00:00Z'),
    text: { name: 'Test', slug: 'test', shortDescription: '', description: '' },
    alternateSlugs: {},
    categories: [],
    tags: [],
    images: [],
    attributes: [],
    variations: [],
    bundleItems: [],
    ...overrides,
  };
}
