import type { Language, ProductQuery } from '@soul/contracts';
import type { CatalogueProduct, CatalogueTerm } from './product.ts';

/** What the catalogue service needs from storage; packages/db implements it. */
export interface CatalogueRepository {
  /**
   * Every id matching a Store API product query's filters, in its order: the
   * whole listing, all pages at once (its length is X-WP-Total). Paging
   * fields are ignored: the caller keeps the ordering and cuts any page out
   * of it, so deep pages cost no more than the first.
   */
  listOrderedIds(query: ProductQuery, language: Language): Promise<Int32Array>;
  /** Full products (with variations, bundle items, terms, images) in the order of `ids`; unknown ids are skipped. */
  loadProducts(ids: readonly number[], language: Language): Promise<CatalogueProduct[]>;
  /** The id of a product by its slug in `language`, falling back to the other language. */
  findProductIdBySlug(slug: string, language: Language): Promise<number | null>;
  listCategories(language: Language): Promise<CategoryWithCount[]>;
  /** When any product or variation last changed (WooCommerce's products Last-Modified); null without products. */
  lastModified(): Promise<Date | null>;
}

export interface CategoryWithCount extends CatalogueTerm {
  description: string;
  count: number;
  /** Slug of the same category in the other language. */
  alternateSlug: string | null;
}
