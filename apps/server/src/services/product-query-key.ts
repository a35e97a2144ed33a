import type { ProductQuery } from '@soul/contracts';

/**
 * Parameters that never change a listing's answer: the language is keyed
 * on its own (it may also come from the path or Accept-Language), `context`
 * and `country` are accepted for WooCommerce clients but unused.
 */
const NOT_IN_ANSWER = new Set<string>(['lang', 'context', 'country']);

/** What picks a page out of the ordered listing: not part of the ordering itself. */
const PAGING = new Set<string>(['page', 'per_page', 'offset']);

/**
 * The cache key of a validated listing query: its values after validation
 * (defaults filled in, lists parsed, unknown parameters dropped) with the
 * keys sorted. So `?b=1&a=2`, `?a=2&b=1`, `?a=2&b=1&utm_source=x` and
 * `?include=1,2` / `?include[]=1&include[]=2` share one entry, and a client
 * cannot make new entries by adding or reordering parameters.
 */
export function productQueryKey(query: ProductQuery): string {
  return keyOf(query, (name) => !NOT_IN_ANSWER.has(name));
}

/** The key of the listing's whole ordering (every page of it): the query without its paging. */
export function productOrderingKey(query: ProductQuery): string {
  return keyOf(query, (name) => !NOT_IN_ANSWER.has(name) && !PAGING.has(name));
}

function keyOf(query: ProductQuery, wanted: (name: string) => boolean): string {
  // Unset visibility is 'visible' for a listing and 'any' with include or slug (product-list.sql.ts): one key either way.
  const visibility = query.catalog_visibility ?? (query.include?.length || query.slug?.length ? 'any' : 'visible');
  const entries = Object.entries({ ...query, catalog_visibility: visibility }).filter(
    ([name, value]) => value !== undefined && wanted(name),
  );
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
