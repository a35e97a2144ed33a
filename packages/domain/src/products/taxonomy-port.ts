import type { Language } from '@soul/contracts';

/** The taxonomies the Store API lists (WooCommerce's product_cat, product_tag, product_brand). */
export type TaxonomyKind = 'categories' | 'tags' | 'brands';

/** A term in one language, with what its listing shows. */
export interface TaxonomyTerm {
  id: number;
  groupId: number;
  slug: string;
  name: string;
  description: string;
  menuOrder: number;
  /** Published products a shopper can find (hidden ones and variations not counted). */
  count: number;
  /** Reviews of those products. */
  reviewCount: number;
}

/** A global attribute (`pa_size`) in one language, with how many terms it has. */
export interface AttributeInfo {
  id: number;
  taxonomy: string;
  name: string;
  termCount: number;
}

/** What GET /products/collection-data counts, over a set of products (ids from the listing's filters). */
export interface CollectionAggregates {
  priceRange(ids: Int32Array): Promise<{ min: number; max: number } | null>;
  stockStatusCounts(ids: Int32Array): Promise<{ status: string; count: number }[]>;
  ratingCounts(ids: Int32Array): Promise<{ rating: number; count: number }[]>;
  /** Term id → products having it, for the attribute taxonomies named (`pa_size`). */
  attributeCounts(ids: Int32Array, taxonomies: readonly string[]): Promise<{ term: number; count: number }[]>;
  /** The same for categories, tags or brands, by the term rows of `language`. */
  termCounts(ids: Int32Array, kind: TaxonomyKind, language: Language): Promise<{ term: number; count: number }[]>;
}

export interface TaxonomyRepository extends CollectionAggregates {
  terms(kind: TaxonomyKind, language: Language): Promise<TaxonomyTerm[]>;
  attributes(language: Language): Promise<AttributeInfo[]>;
  /** An attribute's terms, null when there is no such attribute. */
  attributeTerms(attributeId: number, language: Language): Promise<TaxonomyTerm[] | null>;
}
