import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_FILTERS, orderFiltersToSearch, orderListParams, parseOrderFilters } from './order-filters.ts';

describe('orders list filters', () => {
  it('asks GET /orders for status, days, sort, direction, page and per_page', () => {
    const params = orderListParams({ status: 'on-hold', days: 90, sort: 'total', direction: 'asc', search: '', page: 3, placedBy: null });
    expect(params.toString()).toBe('status=on-hold&days=90&orderby=total&order=asc&page=3&per_page=10');
  });

  it.each([
    ['', null],
    ['a', null],
    [' a ', null],
    ['ab', 'ab'],
    ['  gut ', 'gut'],
  ])('sends the search %j only from 2 characters (%j)', (search, sent) => {
    expect(orderListParams({ ...DEFAULT_ORDER_FILTERS, search }).get('search')).toBe(sent);
  });

  it('keeps the state in page URL params, defaults left out, and reads it back', () => {
    const filters = { status: 'shipped', days: 30, sort: 'status', direction: 'asc', search: 'gut', page: 2, placedBy: null } as const;
    const search = orderFiltersToSearch(filters);
    expect(search).toBe('status=shipped&days=30&sort=status&dir=asc&q=gut&pg=2');
    expect(parseOrderFilters(search)).toEqual(filters);
    expect(orderFiltersToSearch(DEFAULT_ORDER_FILTERS)).toBe('');
  });

  it('keeps the "placed by" person as by= and asks GET /orders for placed_by (issue 20)', () => {
    const filters = { ...DEFAULT_ORDER_FILTERS, placedBy: 41 };
    expect(orderFiltersToSearch(filters)).toBe('by=41');
    expect(parseOrderFilters('by=41')).toEqual(filters);
    expect(orderListParams(filters).get('placed_by')).toBe('41');
    expect(parseOrderFilters('by=x').placedBy).toBeNull();
  });

  it('ignores values the API would refuse', () => {
    expect(parseOrderFilters('status=lost&days=12&sort=colour&dir=up&pg=-4')).toEqual(DEFAULT_ORDER_FILTERS);
  });
});
