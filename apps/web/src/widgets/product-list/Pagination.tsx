import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { cx } from '../../ui/cx.ts';
import { listQueryToUrlParams, type ListQuery } from '@soul/contracts/product-list-query';

/** Page numbers to show: all up to 7 pages, else first, last and the neighbours of the current one. */
export function pageWindow(page: number, total: number): Array<number | 'gap'> {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) result.push('gap');
    result.push(p);
  });
  return result;
}

/** Real links (shareable, work without JS); clicks are handled in place. */
export function Pagination({ query, totalPages, onPage }: { query: ListQuery; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('catalogue');
  if (totalPages <= 1) return null;
  const href = (page: number) => {
    const params = listQueryToUrlParams({ ...query, page }).toString();
    return params ? `?${params}` : '?';
  };
  const link = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold';
  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onPage(page);
  };
  return (
    <nav aria-label={t('list.pagination')} className="flex flex-wrap items-center justify-center gap-1">
      {query.page > 1 ? (
        <a href={href(query.page - 1)} onClick={go(query.page - 1)} className={cx(link, 'text-brand-700 hover:bg-brand-50')}>
          ← {t('list.previous')}
        </a>
      ) : null}
      {pageWindow(query.page, totalPages).map((page, index) =>
        page === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-ink-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <a
            key={page}
            href={href(page)}
            onClick={go(page)}
            aria-current={page === query.page ? 'page' : undefined}
            aria-label={t('list.goToPage', { page })}
            className={cx(link, page === query.page ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50')}
          >
            {page}
          </a>
        ),
      )}
      {query.page < totalPages ? (
        <a href={href(query.page + 1)} onClick={go(query.page + 1)} className={cx(link, 'text-brand-700 hover:bg-brand-50')}>
          {t('list.next')} →
        </a>
      ) : null}
    </nav>
  );
}
