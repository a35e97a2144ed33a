import type { TermsQuery } from '@soul/contracts';
import type { TaxonomyTerm } from '@soul/domain/products/taxonomy-port';

export interface TermSelection {
  terms: TaxonomyTerm[];
  /** Matching terms on every page (X-WP-Total). */
  total: number;
}

/**
 * WooCommerce's term listing (AbstractTermsRoute → WP_Term_Query) over a
 * taxonomy's terms, which are few and cached whole: include/exclude, search
 * in names and slugs, hide_empty, parent (our terms are all top-level),
 * order, then a page when `per_page` is set (0 = every term).
 */
export function selectTerms(all: readonly TaxonomyTerm[], query: TermsQuery): TermSelection {
  const search = query.search?.trim().toLowerCase() ?? '';
  const matching = all.filter(
    (term) =>
      (query.include.length === 0 || query.include.includes(term.id)) &&
      !query.exclude.includes(term.id) &&
      (search === '' || term.name.toLowerCase().includes(search) || term.slug.toLowerCase().includes(search)) &&
      (!query.hide_empty || term.count > 0) &&
      (query.parent === undefined || query.parent === 0),
  );
  const direction = query.order === 'desc' ? -1 : 1;
  const key = (term: TaxonomyTerm): string | number =>
    query.orderby === 'count'
      ? term.count
      : query.orderby === 'menu_order'
        ? term.menuOrder
        : query.orderby === 'slug'
          ? term.slug
          : term.name;
  const sorted = [...matching].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return (order || a.id - b.id) * direction;
  });
  const terms = query.per_page > 0 ? sorted.slice((query.page - 1) * query.per_page, query.page * query.per_page) : sorted;
  return { terms, total: matching.length };
}
