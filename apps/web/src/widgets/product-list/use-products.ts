import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchProducts, type ProductPage } from '../../api/catalogue.ts';
import { useCatalogueApiOptions } from '../../api/use-catalogue-api.ts';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { DEFAULT_PAGE_SIZE, toStoreQueryParams, type ListPageSize, type ListQuery } from '@soul/contracts/product-list-query';

/**
 * The list page for a query. The server's page is the initial data of the
 * server's query only; other queries fetch, keeping the previous rows on
 * screen meanwhile (no flash of an empty table).
 */
export function useProducts(
  query: ListQuery,
  initialQuery: ListQuery,
  initialPage: ProductPage,
  pageSize: ListPageSize = DEFAULT_PAGE_SIZE,
) {
  const { language } = useWidgetEnv();
  const api = useCatalogueApiOptions();
  const params = toStoreQueryParams(query, language, pageSize).toString();
  const isInitial = params === toStoreQueryParams(initialQuery, language, pageSize).toString();
  return useQuery({
    queryKey: ['products', params],
    queryFn: ({ signal }) => fetchProducts(new URLSearchParams(params), api, signal),
    initialData: isInitial ? initialPage : undefined,
    placeholderData: keepPreviousData,
  });
}
