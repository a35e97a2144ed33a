import { useListContext, useTranslate } from 'ra-core';

/** Previous / next with "page n of m" and the total (X-WP-Total). */
export function Pagination() {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || !total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const button = 'h-10 rounded-lg border border-line-strong bg-surface px-4 font-semibold disabled:opacity-50';
  return (
    <nav aria-label={translate('list.pagination')} className="mt-6 flex flex-wrap items-center gap-4">
      <button type="button" className={button} disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {translate('list.previous')}
      </button>
      <p>{translate('list.pages', { page, pages })}</p>
      <button type="button" className={button} disabled={page >= pages} onClick={() => setPage(page + 1)}>
        {translate('list.next')}
      </button>
      <p className="text-ink-muted">{translate('list.total', { count: total })}</p>
    </nav>
  );
}
