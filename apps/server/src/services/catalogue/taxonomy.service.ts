import type { CollectionDataQuery, Language, ProductQuery } from '@soul/contracts';
import type { AttributeInfo, TaxonomyKind, TaxonomyRepository, TaxonomyTerm } from '@soul/domain/products/taxonomy-port';
import type { CatalogueService } from '../catalogue.service.ts';
import { productOrderingKey } from '../product-query-key.ts';

/** What GET /products/collection-data found; null where it was not asked for (WooCommerce's nulls). */
export interface CollectionFigures {
  priceRange: { min: number; max: number } | null;
  attributeCounts: { term: number; count: number }[] | null;
  ratingCounts: { rating: number; count: number }[] | null;
  stockStatusCounts: { status: string; count: number }[] | null;
  taxonomyCounts: { term: number; count: number }[] | null;
}

/** WooCommerce's taxonomy names for ours (calculate_taxonomy_counts). */
const TAXONOMY_NAMES: Readonly<Record<string, TaxonomyKind>> = { product_cat: 'categories', product_tag: 'tags', product_brand: 'brands' };

/**
 * The catalogue's taxonomies (categories, tags, brands, attributes) and the
 * collection data of a listing. Everything is catalogue data: cached through
 * `catalogue.derive`, so the catalogue-change notification drops it.
 */
export class TaxonomyService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly repository: TaxonomyRepository,
  ) {}

  terms(kind: TaxonomyKind, language: Language): Promise<TaxonomyTerm[]> {
    return this.catalogue.derive(`terms|${kind}|${language}`, () => this.repository.terms(kind, language));
  }

  attributes(language: Language): Promise<AttributeInfo[]> {
    return this.catalogue.derive(`attributes|${language}`, () => this.repository.attributes(language));
  }

  /** An attribute's terms; null when the attribute does not exist (or the id cannot). */
  attributeTerms(attributeId: number, language: Language): Promise<TaxonomyTerm[] | null> {
    return this.catalogue.derive(`attribute-terms|${attributeId}|${language}`, () => this.repository.attributeTerms(attributeId, language));
  }

  /**
   * WooCommerce's ProductCollectionData: each figure over the listing the
   * query selects, minus the filter it is about (the price range ignores
   * min/max_price, stock counts ignore stock_status, rating counts ignore
   * rating, an "or" attribute count ignores that attribute's own filter).
   */
  collectionData(query: CollectionDataQuery, language: Language): Promise<CollectionFigures> {
    return this.catalogue.derive(`collection-data|${language}|${productOrderingKey(query)}`, async () => {
      const ids = (q: ProductQuery) => this.catalogue.listingIds(q, language);
      const attributeTaxonomies = await this.attributeTaxonomies(language);
      return {
        priceRange: query.calculate_price_range
          ? await this.repository.priceRange(await ids({ ...query, min_price: undefined, max_price: undefined }))
          : null,
        stockStatusCounts: query.calculate_stock_status_counts
          ? await this.repository.stockStatusCounts(await ids({ ...query, stock_status: undefined }))
          : null,
        ratingCounts: query.calculate_rating_counts ? await this.repository.ratingCounts(await ids({ ...query, rating: undefined })) : null,
        attributeCounts: query.calculate_attribute_counts.length ? await this.attributeCounts(query, attributeTaxonomies, ids) : null,
        taxonomyCounts: query.calculate_taxonomy_counts.length
          ? await this.taxonomyCounts(query, attributeTaxonomies, ids, language)
          : null,
      };
    });
  }

  /** The attribute taxonomies that exist, by name and by id (WooCommerce accepts either). */
  private async attributeTaxonomies(language: Language): Promise<Map<string, string>> {
    const known = await this.attributes(language);
    const byKey = new Map<string, string>();
    for (const attribute of known) {
      byKey.set(attribute.taxonomy, attribute.taxonomy);
      byKey.set(String(attribute.id), attribute.taxonomy);
    }
    return byKey;
  }

  private async attributeCounts(
    query: CollectionDataQuery,
    known: Map<string, string>,
    ids: (q: ProductQuery) => Promise<Int32Array>,
  ): Promise<{ term: number; count: number }[]> {
    const or = new Set<string>();
    const and = new Set<string>();
    for (const wanted of query.calculate_attribute_counts) {
      const taxonomy = known.get((wanted.taxonomy ?? '').trim().toLowerCase());
      if (taxonomy) (wanted.query_type === 'and' ? and : or).add(taxonomy);
    }
    const counts: { term: number; count: number }[] = [];
    for (const taxonomy of or) {
      const others = query.attributes?.filter((filter) => filter.attribute.toLowerCase() !== taxonomy);
      counts.push(...(await this.repository.attributeCounts(await ids({ ...query, attributes: others }), [taxonomy])));
    }
    if (and.size) counts.push(...(await this.repository.attributeCounts(await ids(query), [...and])));
    return counts;
  }

  private async taxonomyCounts(
    query: CollectionDataQuery,
    known: Map<string, string>,
    ids: (q: ProductQuery) => Promise<Int32Array>,
    language: Language,
  ): Promise<{ term: number; count: number }[]> {
    const listing = await ids(query);
    const counts: { term: number; count: number }[] = [];
    for (const name of new Set(query.calculate_taxonomy_counts.map((n) => n.toLowerCase()))) {
      const kind = TAXONOMY_NAMES[name];
      const attribute = name.startsWith('pa_') ? known.get(name) : undefined;
      if (kind) counts.push(...(await this.repository.termCounts(listing, kind, language)));
      else if (attribute) counts.push(...(await this.repository.attributeCounts(listing, [attribute])));
    }
    return counts;
  }
}
