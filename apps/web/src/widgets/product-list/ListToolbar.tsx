import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { cx } from '../../ui/cx.ts';
import { Select } from '../../ui/Select.tsx';
import type { CategoryOption } from './props.ts';
import {
  LIST_SIZES,
  LIST_SORTS,
  LIST_TYPES,
  type ListQuery,
  type ListSize,
  type ListSort,
  type ListType,
  type ListView,
} from '@soul/contracts/product-list-query';
import type { QueryUpdate } from './use-list-url.ts';
import { LayoutGrid, List, Search } from 'lucide-react';

const SEARCH_DEBOUNCE_MS = 300;

function asSort(value: string): ListSort {
  return LIST_SORTS.find((sort) => sort === value) ?? 'popular';
}
function asType(value: string): ListType | null {
  return LIST_TYPES.find((type) => type === value) ?? null;
}
function asSize(value: string): ListSize | null {
  return LIST_SIZES.find((size) => size === value) ?? null;
}

/** Search box, sort menu, filter dropdowns and the table/grid switch. */
export function ListToolbar({ query, onChange, categories }: { query: ListQuery; onChange: QueryUpdate; categories: CategoryOption[] }) {
  const { t } = useTranslation('catalogue');
  const searchId = useId();
  const hintId = useId();
  const [search, setSearch] = useState(query.search);
  // Back/Forward (or a cleared filter) may change the search from outside: take it over while rendering.
  const [outsideSearch, setOutsideSearch] = useState(query.search);
  if (query.search !== outsideSearch) {
    setOutsideSearch(query.search);
    setSearch(query.search);
  }

  useEffect(() => {
    if (search === query.search) return;
    const timer = window.setTimeout(() => onChange({ ...query, search, page: 1 }, 'replace'), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, query, onChange]);

  const hasFilters = query.category !== null || query.type !== null || query.size !== null || query.search !== '';
  const viewButton = (view: ListView, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={query.view === view}
      onClick={() => onChange({ ...query, view }, 'replace')}
      className={cx(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors',
        query.view === view ? 'bg-brand-700 text-white' : 'text-ink-soft hover:bg-brand-50',
      )}
    >
      {icon}
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
          {t('list.searchLabel')}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted" aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={200}
            placeholder={t('list.searchPlaceholder')}
            aria-describedby={hintId}
            onChange={(event) => setSearch(event.target.value)}
            className="h-11 w-full rounded-xl border border-line-strong bg-canvas pr-3 pl-11 text-ink placeholder:text-ink-muted hover:border-brand-600"
          />
        </div>
        <p id={hintId} className="text-xs text-ink-muted">
          {t('list.searchHint')}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Select
          label={t('list.sortLabel')}
          value={query.sort}
          onChange={(event) => onChange({ ...query, sort: asSort(event.target.value), page: 1 })}
          options={LIST_SORTS.map((sort) => ({ value: sort, label: t(`list.sort.${sort}`) }))}
        />
        <Select
          label={t('list.categoryLabel')}
          value={query.category ?? ''}
          onChange={(event) => onChange({ ...query, category: event.target.value || null, page: 1 })}
          options={[{ value: '', label: t('list.allCategories') }, ...categories.map((c) => ({ value: c.slug, label: c.name }))]}
        />
        <Select
          label={t('list.typeLabel')}
          value={query.type ?? ''}
          onChange={(event) => onChange({ ...query, type: asType(event.target.value), page: 1 })}
          options={[
            { value: '', label: t('list.allTypes') },
            ...LIST_TYPES.map((type) => ({ value: type, label: t(`list.types.${type}`) })),
          ]}
        />
        <Select
          label={t('list.sizeLabel')}
          value={query.size ?? ''}
          onChange={(event) => onChange({ ...query, size: asSize(event.target.value), page: 1 })}
          options={[{ value: '', label: t('list.allSizes') }, ...LIST_SIZES.map((size) => ({ value: size, label: size.toUpperCase() }))]}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('list.viewLabel')} className="inline-flex gap-1 rounded-full bg-sand p-1">
          {viewButton('table', t('list.tableView'), <List className="size-4" aria-hidden="true" />)}
          {viewButton('grid', t('list.gridView'), <LayoutGrid className="size-4" aria-hidden="true" />)}
        </div>
        {hasFilters ? (
          <button
            type="button"
            onClick={() => onChange({ ...query, search: '', category: null, type: null, size: null, page: 1 })}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('list.clearFilters')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
