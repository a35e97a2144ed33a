import type { PurchaseFilter } from './product-query.ts';
/**
 * The product list's state as URL query params and as a Store API query
 * (storefront §2 "Product list", §9 filters; account §7, §9). Pure, so the
 * server can import it to render the same state the URL asks for.
 *
 * Page URL params (defaults are left out):
 *   q=<search>  sort=name|release|price|category|popular  pcat=<category slug>
 *   ptype=variable-subscription|variable  psize=25g|40g|200g|250g  pg=<page>  view=table|grid
 * (WordPress reserves `s`, `category`, `type`, `page`, `order`…, so the bundle
 * can also run on a WordPress page without clashing with its query vars.)
 */
export const LIST_SORTS = ['popular', 'name', 'release', 'price', 'category'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const LIST_TYPES = ['variable-subscription', 'variable'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/**
 * The type filter's values are the spec's (WooCommerce's product types), but a shopper
 * reads its labels, "Subscription" and "One-time", as how a product can be bought: so
 * the list asks the Store API's `purchase` filter, which means exactly that.
 */
export const PURCHASE_OF_LIST_TYPE: Record<ListType, PurchaseFilter> = {
  'variable-subscription': 'subscription',
  variable: 'one_time',
};

export const LIST_SIZES = ['25g', '40g', '200g', '250g'] as const;
export type ListSize = (typeof LIST_SIZES)[number];

export const LIST_VIEWS = ['table', 'grid'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** The size attribute's taxonomy for the attribute filter. */
export const SIZE_TAXONOMY = 'pa_size';

/** Account §4 "Entity search": fewer than 2 characters returns the full list. */
export const MIN_SEARCH_LENGTH = 2;
/** Account §9: per_page 10 with a query, 50 without. */
export const PER_PAGE_WITH_SEARCH = 10;
export const PER_PAGE_WITHOUT_SEARCH = 50;

export interface ListQuery {
  search: string;
  sort: ListSort;
  category: string | null;
  type: ListType | null;
  size: ListSize | null;
  page: number;
  view: ListView;
}

export const DEFAULT_LIST_QUERY: ListQuery = {
  search: '',
  sort: 'popular',
  category: null,
  type: null,
  size: null,
  page: 1,
  view: 'table',
};

export const URL_PARAM = {
  search: 'q',
  sort: 'sort',
  category: 'pcat',
  type: 'ptype',
  size: 'psize',
  page: 'pg',
  view: 'view',
} as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The search actually sent: trimmed, and only from 2 characters on. */
export function effectiveSearch(search: string): string | null {
  const trimmed = search.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : null;
}

/** Rows per page with and without a search; a page may choose its own (the storefront shop shows fewer). */
export interface ListPageSize {
  withSearch: number;
  withoutSearch: number;
}

export const DEFAULT_PAGE_SIZE: ListPageSize = { withSearch: PER_PAGE_WITH_SEARCH, withoutSearch: PER_PAGE_WITHOUT_SEARCH };

export function perPageFor(query: Pick<ListQuery, 'search'>, pageSize: ListPageSize = DEFAULT_PAGE_SIZE): number {
  return effectiveSearch(query.search) ? pageSize.withSearch : pageSize.withoutSearch;
}

/** Reads the list state from page URL params; anything unknown falls back to the default. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const page = Number.parseInt(params.get(URL_PARAM.page) ?? '', 10);
  const category = params.get(URL_PARAM.category)?.trim().toLowerCase() ?? '';
  return {
    search: (params.get(URL_PARAM.search) ?? '').slice(0, 200),
    sort: oneOf(LIST_SORTS, params.get(URL_PARAM.sort)) ?? DEFAULT_LIST_QUERY.sort,
    category: /^[a-z0-9-]{1,100}$/.test(category) ? category : null,
    type: oneOf(LIST_TYPES, params.get(URL_PARAM.type)),
    size: oneOf(LIST_SIZES, params.get(URL_PARAM.size)?.toLowerCase() ?? null),
    // A page number past 2^53 is no page at all (and the island's props refuse it): the first page.
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    view: oneOf(LIST_VIEWS, params.get(URL_PARAM.view)) ?? DEFAULT_LIST_QUERY.view,
  };
}

/** The page URL params for a list state, defaults omitted (so the plain URL is the default list). */
export function listQueryToUrlParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim() !== '') params.set(URL_PARAM.search, query.search.trim());
  if (query.sort !== DEFAULT_LIST_QUERY.sort) params.set(URL_PARAM.sort, query.sort);
  if (query.category) params.set(URL_PARAM.category, query.category);
  if (query.type) params.set(URL_PARAM.type, query.type);
  if (query.size) params.set(URL_PARAM.size, query.size);
  if (query.page > 1) params.set(URL_PARAM.page, String(query.page));
  if (query.view !== DEFAULT_LIST_QUERY.view) params.set(URL_PARAM.view, query.view);
  return params;
}

/** Store API ordering per sort option; 'category' orders by title and is then grouped on the page. */
export const SORT_ORDER: Record<ListSort, { orderby: 'title' | 'date' | 'price' | 'popularity'; order: 'asc' | 'desc' }> = {
  name: { orderby: 'title', order: 'asc' },
  release: { orderby: 'date', order: 'desc' },
  price: { orderby: 'price', order: 'asc' },
  popular: { orderby: 'popularity', order: 'desc' },
  category: { orderby: 'title', order: 'asc' },
};

/**
 * The same query as a plain object shaped like contracts' ProductQuery input,
 * for a server that queries its catalogue directly (no HTTP round trip).
 */
export interface StoreQueryInput {
  page: number;
  per_page: number;
  orderby: 'title' | 'date' | 'price' | 'popularity';
  order: 'asc' | 'desc';
  lang: 'en' | 'lt';
  search?: string;
  category?: string;
  purchase?: PurchaseFilter;
  attributes?: Array<{ attribute: string; slug: string[] }>;
}

export function toStoreQueryInput(query: ListQuery, lang: 'en' | 'lt', pageSize: ListPageSize = DEFAULT_PAGE_SIZE): StoreQueryInput {
  const input: StoreQueryInput = {
    page: query.page,
    per_page: perPageFor(query, pageSize),
    ...SORT_ORDER[query.sort],
    lang,
  };
  const search = effectiveSearch(query.search);
  if (search) input.search = search;
  if (query.category) input.category = query.category;
  if (query.type) input.purchase = PURCHASE_OF_LIST_TYPE[query.type];
  if (query.size) input.attributes = [{ attribute: SIZE_TAXONOMY, slug: [query.size] }];
  return input;
}

/** GET /products query string, with WooCommerce's bracket syntax for attribute filters. */
export function toStoreQueryParams(query: ListQuery, lang: 'en' | 'lt', pageSize: ListPageSize = DEFAULT_PAGE_SIZE): URLSearchParams {
  const input = toStoreQueryInput(query, lang, pageSize);
  const params = new URLSearchParams();
  params.set('page', String(input.page));
  params.set('per_page', String(input.per_page));
  params.set('orderby', input.orderby);
  params.set('order', input.order);
  if (input.search) params.set('search', input.search);
  if (input.category) params.set('category', input.category);
  if (input.purchase) params.set('purchase', input.purchase);
  input.attributes?.forEach((filter, index) => {
    params.set(`attributes[${index}][attribute]`, filter.attribute);
    params.set(`attributes[${index}][slug]`, filter.slug.join(','));
  });
  params.set('lang', input.lang);
  return params;
}

/** 'category' sort: group the page by first category name (then by name), in the shop's language. */
export function sortByCategory<T extends { name: string; categories: ReadonlyArray<{ name: string }> }>(
  products: readonly T[],
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...products].sort(
    (a, b) => collator.compare(a.categories[0]?.name ?? '\uffff', b.categories[0]?.name ?? '\uffff') || collator.compare(a.name, b.name),
  );
}
