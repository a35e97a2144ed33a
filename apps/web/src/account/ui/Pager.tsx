import { cx } from '../../ui/cx.ts';
import { pageWindow } from '../../widgets/product-list/Pagination.tsx';
import { useAccountT } from '../texts.ts';

/**
 * Previous and Next at the ends: aria-disabled rather than disabled, so the
 * keyboard stays on Next when it leads to the last page.
 */
const EDGE =
  'text-brand-700 hover:bg-brand-50 aria-disabled:cursor-default aria-disabled:text-ink-muted aria-disabled:hover:bg-transparent';

/**
 * Paging of a list from its X-WP-Total headers: "21–30 of 42" and the page
 * buttons. The page lives in the URL (the caller's onPage), so Back works.
 */
export function Pager({
  page,
  perPage,
  total,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useAccountT();
  if (total === 0) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  // A page past the end (an old link) has no range; Previous goes to the last real page.
  const pastEnd = first > total;
  const button = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {pastEnd ? <span /> : <p className="text-sm text-ink-muted">{t('pager.range', { first, last, count: total })}</p>}
      {totalPages > 1 ? (
        <nav aria-label={label} className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            aria-disabled={page <= 1 || undefined}
            onClick={() => page > 1 && onPage(Math.min(page - 1, totalPages))}
            className={cx(button, EDGE)}
          >
            <span aria-hidden="true">←</span> {t('pager.previous')}
          </button>
          {pageWindow(page, totalPages).map((item, index) =>
            item === 'gap' ? (
              <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pager.goTo', { page: item })}
                onClick={() => onPage(item)}
                className={cx(button, item === page ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50')}
              >
                {item}
              </button>
            ),
          )}
          <button
            type="button"
            aria-disabled={page >= totalPages || undefined}
            onClick={() => page < totalPages && onPage(page + 1)}
            className={cx(button, EDGE)}
          >
            {t('pager.next')} <span aria-hidden="true">→</span>
          </button>
        </nav>
      ) : null}
    </div>
  );
}
