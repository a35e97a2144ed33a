import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_QUERY,
  effectiveSearch,
  listQueryToUrlParams,
  parseListQuery,
  sortByCategory,
  toStoreQueryInput,
  toStoreQueryParams,
  type ListQuery,
} from './product-list-query.ts';

const q = (patch: Partial<ListQuery>): ListQuery => ({ ...DEFAULT_LIST_QUERY, ...patch });

describe('search rule (account §4: fewer than 2 characters → full list)', () => {
  it.each([
    ['', null],
    ['a', null],
    [' a ', null],
    ['gu', 'gu'],
    ['  gut  ', 'gut'],
  ])('%j → %j', (search, expected) => {
    expect(effectiveSearch(search)).toBe(expected);
  });

  it('sends search only from 2 characters, with per_page 10; else per_page 50', () => {
    expect(toStoreQueryParams(q({ search: 'g' }), 'en').has('search')).toBe(false);
    expect(toStoreQueryParams(q({ search: 'g' }), 'en').get('per_page')).toBe('50');
    const params = toStoreQueryParams(q({ search: 'gut' }), 'en');
    expect(params.get('search')).toBe('gut');
    expect(params.get('per_page')).toBe('10');
  });
});

describe('sort → Store API orderby/order', () => {
  it.each([
    ['name', 'title', 'asc'],
    ['release', 'date', 'desc'],
    ['price', 'price', 'asc'],
    ['popular', 'popularity', 'desc'],
    ['category', 'title', 'asc'],
  ] as const)('%s → %s %s', (sort, orderby, order) => {
    const params = toStoreQueryParams(q({ sort }), 'lt');
    expect(params.get('orderby')).toBe(orderby);
    expect(params.get('order')).toBe(order);
    expect(params.get('lang')).toBe('lt');
  });
});

describe('filters', () => {
  it('builds category, type (as how a product is bought) and the pa_size attribute filter', () => {
    const params = toStoreQueryParams(q({ category: 'gut', type: 'variable-subscription', size: '25g', page: 2 }), 'en');
    expect(params.toString()).toBe(
      'page=2&per_page=50&orderby=popularity&order=desc&category=gut&purchase=subscription&attributes%5B0%5D%5Battribute%5D=pa_size&attributes%5B0%5D%5Bslug%5D=25g&lang=en',
    );
  });

  it('gives the server the same query as a ProductQuery-shaped object', () => {
    expect(toStoreQueryInput(q({ size: '250g', search: 'ca' }), 'en')).toEqual({
      page: 1,
      per_page: 10,
      orderby: 'popularity',
      order: 'desc',
      lang: 'en',
      search: 'ca',
      attributes: [{ attribute: 'pa_size', slug: ['250g'] }],
    });
  });
});

describe('page URL params', () => {
  it('leaves defaults out', () => {
    expect(listQueryToUrlParams(DEFAULT_LIST_QUERY).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const query = q({ search: 'magnesium', sort: 'price', category: 'serenity', type: 'variable', size: '40g', page: 3, view: 'grid' });
    const params = listQueryToUrlParams(query);
    expect(params.toString()).toBe('q=magnesium&sort=price&pcat=serenity&ptype=variable&psize=40g&pg=3&view=grid');
    expect(parseListQuery(params)).toEqual(query);
  });

  it('ignores junk', () => {
    expect(parseListQuery(new URLSearchParams('sort=cheapest&ptype=bundle&psize=1kg&pg=-4&view=list&pcat=<script>'))).toEqual(
      DEFAULT_LIST_QUERY,
    );
  });

  it('reads a page number past 2^53 as the first page (the island cannot show it)', () => {
    expect(parseListQuery(new URLSearchParams('pg=99999999999999999999')).page).toBe(1);
    expect(parseListQuery(new URLSearchParams('pg=99999999999')).page).toBe(99999999999);
  });
});

describe('category sort within the page', () => {
  it('groups by first category name, then name, in the locale', () => {
    const p = (name: string, category: string) => ({ name, categories: [{ name: category }] });
    const sorted = sortByCategory([p('B', 'Žarnynas'), p('A', 'Oda'), p('C', 'Energija'), p('A', 'Žarnynas')], 'lt-LT');
    expect(sorted.map((x) => `${x.categories[0]?.name}/${x.name}`)).toEqual(['Energija/C', 'Oda/A', 'Žarnynas/A', 'Žarnynas/B']);
  });
});
