import { useLocation, useSearch } from 'wouter';
import { orderFiltersToSearch, parseOrderFilters, type OrderFilters } from './order-filters.ts';

export type FiltersUpdate = (next: OrderFilters, history?: 'push' | 'replace') => void;

/**
 * The orders list's filters live in the URL query: Back and Forward restore
 * them and a link shares them. Filter choices push a history entry; typing
 * in the search box replaces it.
 */
export function useOrderFilters(path = '/orders'): [OrderFilters, FiltersUpdate] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = parseOrderFilters(search);
  const update: FiltersUpdate = (next, history = 'push') => {
    const query = orderFiltersToSearch(next);
    navigate(query ? `${path}?${query}` : path, { replace: history === 'replace' });
  };
  return [filters, update];
}
