import type { PaymentFilter } from '@soul/contracts';
import { PAYMENT_FILTERS } from '@soul/contracts';

/** The payments list's state as page URL params (status=, pg=) and as the GET /payments query. */
export interface PaymentFilters {
  /** A status, or 'refunded' (contracts PAYMENT_FILTERS). */
  status: PaymentFilter | null;
  page: number;
}

export const PAYMENTS_PER_PAGE = 10;

export function parsePaymentFilters(search: string): PaymentFilters {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('pg') ?? '', 10);
  return {
    status: PAYMENT_FILTERS.find((status) => status === params.get('status')) ?? null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function paymentFiltersToSearch(filters: PaymentFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('pg', String(filters.page));
  return params.toString();
}

export function paymentListParams(filters: PaymentFilters, perPage = PAYMENTS_PER_PAGE): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  params.set('page', String(filters.page));
  params.set('per_page', String(perPage));
  return params;
}
