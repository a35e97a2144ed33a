import type { CollectionData, Language, StoreAttribute, StoreTerm, StoreTermWithPage } from '@soul/contracts';
import type { AttributeInfo, TaxonomyTerm } from '@soul/domain/products/taxonomy-port';
import { links } from '../links.ts';
import type { CollectionFigures } from '../services/catalogue/taxonomy.service.ts';
import { currencyFields } from './currency.ts';

/** WooCommerce's TermSchema: our terms are all top-level (parent 0). */
export function serializeTerm(term: TaxonomyTerm): StoreTerm {
  return { id: term.id, name: term.name, slug: term.slug, description: term.description, parent: 0, count: term.count };
}

/**
 * ProductCategorySchema / ProductBrandSchema: the term, its image (none
 * here: null, as WooCommerce answers without a thumbnail), the reviews of its
 * products and its page.
 */
export function serializeTermWithPage(term: TaxonomyTerm, permalink: string): StoreTermWithPage {
  return { ...serializeTerm(term), image: null, review_count: term.reviewCount, permalink };
}

export function categoryPermalink(term: TaxonomyTerm, language: Language, siteUrl: string): string {
  return siteUrl + links.category(language, term.slug);
}

/** The shop sells one brand and has no brand pages: a brand's page is the whole shop. */
export function brandPermalink(language: Language, siteUrl: string): string {
  return siteUrl + links.shop(language);
}

/** ProductAttributeSchema: our attributes are select lists sorted by their terms' own order, without archives. */
export function serializeAttribute(attribute: AttributeInfo): StoreAttribute {
  return {
    id: attribute.id,
    name: attribute.name,
    taxonomy: attribute.taxonomy,
    type: 'select',
    order: 'menu_order',
    has_archives: false,
    count: attribute.termCount,
  };
}

/** ProductCollectionDataSchema: prices as minor-unit strings with the currency fields. */
export function serializeCollectionData(figures: CollectionFigures, language: Language): CollectionData {
  return {
    price_range: figures.priceRange
      ? { ...currencyFields(language), min_price: String(figures.priceRange.min), max_price: String(figures.priceRange.max) }
      : null,
    attribute_counts: figures.attributeCounts,
    rating_counts: figures.ratingCounts,
    stock_status_counts: figures.stockStatusCounts,
    taxonomy_counts: figures.taxonomyCounts,
  };
}
