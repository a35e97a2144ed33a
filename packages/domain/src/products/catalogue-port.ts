import type { Language, ProductQuery } from '@soul/contracts';
import type { CatalogueProduct, CatalogueTerm } from './product.ts';

/** What the catalogue service needs from storage; packages/db implements it. */
export interface CatalogueRepository {
  /** Ids matching a Store API product query, in order, for one page; plus the total count. */
  findProductIds(query: ProductQuery, language: Language): Promise<{ ids: number[]; total: number }>;
  /** Full products (with variations, bundle items, terms, images) in the order of `ids`; unknown ids are skipped. */
  loadProducts(ids: readonly number[], language: Language): Promise<CatalogueProduct[]>;
  /** The id of a product by its slug in `language`, falling back to the other language. */
  findProductIdBySlug(slug: string, language: Language): Promise<number | null>;
  listCategories(language: Language): Promise<CategoryWithCount[]>;
}

export interface CategoryWithCount extends CatalogueTerm {
  description: string;
  count: number;
  /** Slug of the same category in the other language. */
  alternateSlug: string | null;
}
