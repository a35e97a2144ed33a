import { ORDER_LIST_DAYS, ORDER_SORTS, type ORDER_STATUSES, type OrderStatus } from '@soul/contracts';

/**
 * The orders list's state (account §2 "Orders", §9 filters and sorts) as page
 * URL params, and as the GET /orders query. Page params avoid WordPress's
 * reserved query vars (`order`, `page`, `s`), so the island also runs on a
 * WordPress page:  status=  days=  sort=  dir=asc  q=  pg=  by= (placed by)
 */
/**
 * The status filter offers every status an order can have (GET /orders
 * accepts any of the contracts' ORDER_STATUSES), in the order an order goes
 * through them. The type check below fails when a status is missing.
 */
export const ORDER_LIST_STATUSES = [
  'pending',
  'waiting_for_payment',
  'on-hold',
  'processing',
  'shipped',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] as const satisfies readonly OrderStatus[];
export const LIST_STATUSES_COMPLETE: Exclude<(typeof ORDER_STATUSES)[number], (typeof ORDER_LIST_STATUSES)[number]> extends never
  ? true
  : false = true;

export type OrderFilterStatus = (typeof ORDER_LIST_STATUSES)[number];
export type OrderListDays = (typeof ORDER_LIST_DAYS)[number];
export type OrderSort = (typeof ORDER_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export interface OrderFilters {
  status: OrderFilterStatus | null;
  days: OrderListDays | null;
  sort: OrderSort;
  direction: SortDirection;
  search: string;
  page: number;
  /** Only the orders this account placed (a director's or administrator's filter, issue 20). */
  placedBy: number | null;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  status: null,
  days: null,
  sort: 'date',
  direction: 'desc',
  search: '',
  page: 1,
  placedBy: null,
};

/** Orders per page of the list. */
export const ORDERS_PER_PAGE = 10;

/** Account §4 "Entity search": fewer than 2 characters returns the full list. */
export const MIN_SEARCH_LENGTH = 2;

/** The search actually sent: trimmed, and only from 2 characters. */
export function effectiveOrderSearch(search: string): string | null {
  const trimmed = search.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : null;
}

function oneOf<T extends string | number>(
  values: readonly T[],
  raw: string | null,
  convert: (raw: string) => T | string | number = (value) => value,
): T | null {
  if (raw === null) return null;
  const value = convert(raw);
  return values.find((candidate) => candidate === value) ?? null;
}

export function parseOrderFilters(search: string): OrderFilters {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('pg') ?? '', 10);
  return {
    status: oneOf(ORDER_LIST_STATUSES, params.get('status')),
    days: oneOf(ORDER_LIST_DAYS, params.get('days'), Number),
    sort: oneOf(ORDER_SORTS, params.get('sort')) ?? DEFAULT_ORDER_FILTERS.sort,
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    search: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    placedBy: /^\d{1,9}$/.test(params.get('by') ?? '') ? Number(params.get('by')) : null,
  };
}

/** The page URL's query for a state, defaults left out (the plain URL is the default list). */
export function orderFiltersToSearch(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.days) params.set('days', String(filters.days));
  if (filters.sort !== DEFAULT_ORDER_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.direction !== DEFAULT_ORDER_FILTERS.direction) params.set('dir', filters.direction);
  if (filters.search.trim() !== '') params.set('q', filters.search.trim());
  if (filters.page > 1) params.set('pg', String(filters.page));
  if (filters.placedBy) params.set('by', String(filters.placedBy));
  return params.toString();
}

/** GET /orders query (contracts' orderListQuerySchema): status, days, orderby, order, search, page, per_page, placed_by. */
export function orderListParams(filters: OrderFilters, perPage = ORDERS_PER_PAGE): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.days) params.set('days', String(filters.days));
  params.set('orderby', filters.sort);
  params.set('order', filters.direction);
  const search = effectiveOrderSearch(filters.search);
  if (search) params.set('search', search);
  params.set('page', String(filters.page));
  params.set('per_page', String(perPage));
  if (filters.placedBy) params.set('placed_by', String(filters.placedBy));
  return params;
}
