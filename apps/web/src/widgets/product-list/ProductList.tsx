import type { StoreProduct } from '@soul/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { useCanBuy, useVendorNotApproved } from '../../cart/use-can-buy.ts';
import { QueryErrorPanel } from '../../catalogue/QueryErrorPanel.tsx';
import { localeOfLanguage } from '../../i18n/locale.ts';
import { useModalStore } from '../../overlays/modal-store.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { ListToolbar } from './ListToolbar.tsx';
import { Pagination } from './Pagination.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { ProductTable } from './ProductTable.tsx';
import type { ProductListProps } from './props.ts';
import { sortByCategory } from '@soul/contracts/product-list-query';
import type { SelectedRow } from './selected-row.ts';
import { onAddSelected } from './selection.ts';
import { useListUrlState } from './use-list-url.ts';
import { useProducts } from './use-products.ts';

/**
 * The product list island (storefront §2 "Product list", account §2): table
 * or grid, checkbox selection with 'Add Selected', sort, filters, search,
 * paging, quick view and the product picker.
 */
export function ProductList({ initialQuery, initialProducts, total, totalPages, categories, pageSize }: ProductListProps) {
  const { t, i18n } = useTranslation('catalogue');
  const env = useWidgetEnv();
  const { language } = env;
  const canBuy = useCanBuy();
  const vendorNotApproved = useVendorNotApproved();
  const noBuyId = useId();
  const [adding, setAdding] = useState(false);
  const openModal = useModalStore((state) => state.open);
  const [query, setQuery] = useListUrlState(initialQuery);
  const result = useProducts(query, initialQuery, { products: initialProducts, total, totalPages }, pageSize);
  // Selection survives paging and filtering: it is keyed by product id and keeps the product.
  const [selected, setSelected] = useState<ReadonlyMap<number, StoreProduct>>(new Map());
  const [units, setUnits] = useState<Readonly<Record<number, number>>>({});

  const page = result.data;
  const products = page ? (query.sort === 'category' ? sortByCategory(page.products, localeOfLanguage(language)) : page.products) : [];

  const toggle = (product: StoreProduct) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(product.id)) next.delete(product.id);
      else next.set(product.id, product);
      return next;
    });
  const setUnitsOf = (product: StoreProduct, value: number) => {
    setUnits((current) => ({ ...current, [product.id]: value }));
    // Changing a row's units means the shopper wants it: it is selected, so 'Add Selected' is on.
    setSelected((current) => (current.has(product.id) ? current : new Map(current).set(product.id, product)));
  };
  const [addingOne, setAddingOne] = useState<ReadonlySet<number>>(new Set());
  async function addOne(product: StoreProduct) {
    setAddingOne((current) => new Set(current).add(product.id));
    try {
      await onAddSelected([{ product, quantity: units[product.id] ?? 1 }], { env, i18n });
    } finally {
      setAddingOne((current) => {
        const next = new Set(current);
        next.delete(product.id);
        return next;
      });
    }
  }
  const allSelected = products.length > 0 && products.every((product) => selected.has(product.id));
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const product of products) {
        if (allSelected) next.delete(product.id);
        else next.set(product.id, product);
      }
      return next;
    });
  const rows: SelectedRow[] = [...selected.values()].map((product) => ({ product, quantity: units[product.id] ?? 1 }));

  async function addSelected() {
    setAdding(true);
    try {
      const result = await onAddSelected(rows, { env, i18n });
      if (result.failed === 0 && result.added > 0) setSelected(new Map());
    } finally {
      setAdding(false);
    }
  }

  const viewProps = {
    products,
    allSelected,
    onToggleAll: toggleAll,
    controlsOf: (product: StoreProduct) => ({
      selected: selected.has(product.id),
      onToggle: toggle,
      units: units[product.id] ?? 1,
      onUnits: setUnitsOf,
      onAdd: (chosen: StoreProduct) => void addOne(chosen),
      adding: addingOne.has(product.id),
      canBuy,
    }),
  };

  return (
    <div className="flex flex-col gap-5">
      <ListToolbar query={query} onChange={setQuery} categories={categories} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-ink-muted" aria-live="polite">
          {result.isFetching ? <Spinner className="text-brand-700" /> : null}
          {page ? t('list.results', { count: page.total }) : null}
          {rows.length > 0 ? <span className="font-semibold text-ink"> · {t('list.selectedCount', { count: rows.length })}</span> : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              openModal('product-picker', {
                onSelect: (product) => setSelected((current) => new Map(current).set(product.id, product)),
              })
            }
          >
            {t('list.findProduct')}
          </Button>
          {rows.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Map())}>
              {t('list.clearSelection')}
            </Button>
          ) : null}
          <Button
            size="sm"
            disabled={rows.length === 0 || !canBuy}
            loading={adding}
            aria-describedby={canBuy ? undefined : noBuyId}
            onClick={() => void addSelected()}
          >
            {rows.length > 0 ? t('list.addSelectedCount', { count: rows.length }) : t('list.addSelected')}
          </Button>
        </div>
      </div>
      {canBuy ? null : (
        <p id={noBuyId} className="text-sm text-ink-soft">
          {t(vendorNotApproved ? 'list.vendorNotApproved' : 'list.noBuyPermission')}
        </p>
      )}

      {result.isError && !page ? <QueryErrorPanel message={result.error.message} /> : null}
      {page && products.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface p-10 text-center text-ink-muted">
          {t('list.empty')}
        </p>
      ) : null}
      {products.length > 0 ? (
        <div
          aria-busy={result.isFetching}
          className={cx('min-w-0', result.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity')}
        >
          {query.view === 'grid' ? <ProductGrid {...viewProps} /> : <ProductTable {...viewProps} />}
        </div>
      ) : null}

      {page ? <Pagination query={query} totalPages={page.totalPages} onPage={(p) => setQuery({ ...query, page: p })} /> : null}
    </div>
  );
}
