import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { fetchProducts } from '../../api/catalogue.ts';
import { useCatalogueApiOptions } from '../../api/use-catalogue-api.ts';
import { QueryFailed } from '../ui/QueryFailed.tsx';
import { ProductList } from '../../widgets/product-list/ProductList.tsx';
import { parseListQuery, toStoreQueryParams, type ListPageSize } from '@soul/contracts/product-list-query';
import { useAccount } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';
import { Loading } from '../ui/Loading.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';

/** Account §9: 10 products a page with a search, 50 without. */
export const ACCOUNT_PRODUCT_PAGE_SIZE: ListPageSize = { withSearch: 10, withoutSearch: 50 };

/**
 * Products for quick re-ordering (account §2): the storefront's product list
 * widget (table/grid, selection with Add Selected to the real cart, sort,
 * filters, search, quick view, picker). Its first page is read here from the
 * Store API; from then on the widget keeps its state in the URL itself.
 */
export default function ProductsPage() {
  const { t } = useAccountT();
  const { language, props } = useAccount();
  const api = useCatalogueApiOptions();
  // The list state the page was opened with; the widget owns it afterwards.
  const search = useSearch();
  const [initialQuery] = useState(() => parseListQuery(new URLSearchParams(search)));
  const params = toStoreQueryParams(initialQuery, language, ACCOUNT_PRODUCT_PAGE_SIZE).toString();
  // The same key as the widget's own query, so it starts from this answer without a second request.
  const first = useQuery({
    queryKey: ['products', params],
    queryFn: ({ signal }) => fetchProducts(new URLSearchParams(params), api, signal),
  });

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('sections.products')} />
      <p className="text-ink-soft">{t('products.intro')}</p>
      {first.isPending ? <Loading /> : null}
      {first.isError ? <QueryFailed error={first.error} onRetry={() => void first.refetch()} /> : null}
      {first.data ? (
        <ProductList
          initialQuery={initialQuery}
          initialProducts={first.data.products}
          total={first.data.total}
          totalPages={first.data.totalPages}
          categories={props.productCategories}
          pageSize={ACCOUNT_PRODUCT_PAGE_SIZE}
        />
      ) : null}
    </div>
  );
}
