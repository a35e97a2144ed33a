import { useEffect, useId, useState } from 'react';
import { Select } from '../../ui/Select.tsx';
import { ORDER_LIST_DAYS, ORDER_SORTS } from '@soul/contracts';
import { INPUT_CLASS, LABEL_CLASS } from '../forms/Field.tsx';
import { useAccountT } from '../texts.ts';
import type { FiltersUpdate } from './use-order-filters.ts';
import { ORDER_LIST_STATUSES, type OrderFilters, type SortDirection } from './order-filters.ts';

const SEARCH_DEBOUNCE_MS = 300;

function pick<T extends string | number>(values: readonly T[], raw: string): T | null {
  return values.find((value) => String(value) === raw) ?? null;
}

/** Search, status, period, sort and direction of the orders list (account §2, §9). */
export function OrderFiltersBar({
  filters,
  onChange,
  people,
}: {
  filters: OrderFilters;
  onChange: FiltersUpdate;
  /** Whose orders the reader may pick (a company's people, issue 20); no "placed by" filter without them. */
  people?: readonly { id: number; name: string }[];
}) {
  const { t } = useAccountT();
  const searchId = useId();
  const hintId = useId();
  const [search, setSearch] = useState(filters.search);
  // Back/Forward may change the search from outside: take it over while rendering (React's "adjust state when a prop changes").
  const [outsideSearch, setOutsideSearch] = useState(filters.search);
  if (filters.search !== outsideSearch) {
    setOutsideSearch(filters.search);
    setSearch(filters.search);
  }

  useEffect(() => {
    if (search === filters.search) return;
    const timer = window.setTimeout(() => onChange({ ...filters, search, page: 1 }, 'replace'), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters, onChange]);

  return (
    <div
      role="search"
      aria-label={t('orders.filtersLabel')}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className={LABEL_CLASS}>
          {t('orders.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          aria-describedby={hintId}
          placeholder={t('orders.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
          className={INPUT_CLASS}
        />
        <p id={hintId} className="text-xs text-ink-muted">
          {t('orders.searchHint')}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Select
          size="sm"
          label={t('orders.statusLabel')}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ ...filters, status: pick(ORDER_LIST_STATUSES, event.target.value), page: 1 })}
          options={[
            { value: '', label: t('orders.allStatuses') },
            ...ORDER_LIST_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) })),
          ]}
        />
        <Select
          size="sm"
          label={t('orders.periodLabel')}
          value={filters.days ? String(filters.days) : ''}
          onChange={(event) => onChange({ ...filters, days: pick(ORDER_LIST_DAYS, event.target.value), page: 1 })}
          options={[
            { value: '', label: t('orders.allTime') },
            ...ORDER_LIST_DAYS.map((days) => ({ value: String(days), label: t('orders.lastDays', { count: days }) })),
          ]}
        />
        <Select
          size="sm"
          label={t('orders.sortLabel')}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: pick(ORDER_SORTS, event.target.value) ?? 'date', page: 1 })}
          options={ORDER_SORTS.map((sort) => ({ value: sort, label: t(`orders.sort.${sort}`) }))}
        />
        <Select
          size="sm"
          label={t('orders.directionLabel')}
          value={filters.direction}
          onChange={(event) =>
            onChange({ ...filters, direction: event.target.value === 'asc' ? 'asc' : ('desc' satisfies SortDirection), page: 1 })
          }
          options={[
            { value: 'desc', label: t('orders.direction.desc') },
            { value: 'asc', label: t('orders.direction.asc') },
          ]}
        />
        {people && people.length > 0 ? (
          <Select
            size="sm"
            label={t('company.placedBy.label')}
            value={filters.placedBy ? String(filters.placedBy) : ''}
            onChange={(event) => onChange({ ...filters, placedBy: event.target.value ? Number(event.target.value) : null, page: 1 })}
            options={[
              { value: '', label: t('company.placedBy.everyone') },
              ...people.map((person) => ({ value: String(person.id), label: person.name })),
            ]}
          />
        ) : null}
      </div>
    </div>
  );
}
