import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { ListFilters } from './ListFilters.tsx';
import { ListState } from './ListState.tsx';
import { Pagination } from './Pagination.tsx';

export interface ListColumn {
  /** A key in the `admin` catalog. */
  label: string;
  className?: string;
}

/**
 * One back-office list screen: its title, the status filter and search, the table's head from
 * `columns`, the rows the screen renders, the loading/empty/error states and paging. Every
 * list screen reads the same way, and a new one only names its columns and writes its row.
 * Render it inside the screen's `ListContextProvider`.
 */
export function ListScreen(props: {
  id: string;
  title: string;
  statuses: readonly string[];
  statusLabel: (status: string) => string;
  columns: readonly ListColumn[];
  children: ReactNode;
}) {
  const translate = useTranslate();
  const titleId = `${props.id}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="font-display text-3xl font-semibold">
        {translate(props.title)}
      </h1>
      <ListFilters statuses={props.statuses} statusLabel={props.statusLabel} />
      <ListState>
        <table className="mt-6 w-full border-collapse rounded-xl bg-surface text-left align-top text-sm shadow-sm">
          <thead className="border-b border-line text-ink-muted">
            <tr>
              {props.columns.map((column) => (
                <th key={column.label} scope="col" className={column.className ?? 'p-3'}>
                  {translate(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{props.children}</tbody>
        </table>
      </ListState>
      <Pagination />
    </section>
  );
}
