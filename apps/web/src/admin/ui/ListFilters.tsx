import { useListContext, useTranslate } from 'ra-core';
import { useEffect, useId, useState } from 'react';

const SEARCH_DELAY_MS = 400;

/** A list's status filter ("All" and each status) and search box, both kept in the URL by ra-core. */
export function ListFilters({ statuses, statusLabel }: { statuses: readonly string[]; statusLabel: (status: string) => string }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const statusId = useId();
  const searchId = useId();
  const current = filterValues as { status?: string; search?: string };
  const [search, setSearch] = useState(current.search ?? '');
  useEffect(() => {
    if ((current.search ?? '') === search) return;
    const timer = setTimeout(() => setFilters({ ...current, search: search || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, current, setFilters]);
  return (
    <div className="mt-6 flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor={statusId} className="block text-sm font-semibold">
          {translate('list.status')}
        </label>
        <select
          id={statusId}
          value={current.status ?? ''}
          onChange={(event) => setFilters({ ...current, status: event.target.value || undefined })}
          className="mt-1 h-10 rounded-lg border border-line-strong bg-surface px-3"
        >
          <option value="">{translate('list.all')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold">
          {translate('list.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="mt-1 h-10 w-72 rounded-lg border border-line-strong bg-surface px-3"
        />
      </div>
    </div>
  );
}
