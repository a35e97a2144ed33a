import { storeProductSchema, type StoreProduct } from '@soul/contracts';
import productsEn from '../../dev/fixtures/products.en.json';
import productsLt from '../../dev/fixtures/products.lt.json';
import categoriesEn from '../../dev/fixtures/categories.en.json';

/** The dev fixtures, checked against the contracts' (classic zod) schema. */
export const PRODUCTS_EN: StoreProduct[] = productsEn.map((p) => storeProductSchema.parse(p));
export const PRODUCTS_LT: StoreProduct[] = productsLt.map((p) => storeProductSchema.parse(p));
export const CATEGORIES_EN = categoriesEn;

export function fixture(slug: string, language: 'en' | 'lt' = 'en'): StoreProduct {
  const product = (language === 'lt' ? PRODUCTS_LT : PRODUCTS_EN).find((p) => p.slug === slug);
  if (!product) throw new Error(`No fixture ${slug}`);
  return product;
}
