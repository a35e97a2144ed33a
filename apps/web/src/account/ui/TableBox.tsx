import type { ReactNode } from 'react';

/**
 * A table's own scroll box: on a phone the table scrolls sideways inside it,
 * never the page. Focusable and named so keyboard users can scroll it too.
 * `relative` makes it the containing block of screen-reader-only text in
 * the cells, which would otherwise widen the page from its absolute spot.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative min-w-0 max-w-full overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]"
    >
      {children}
    </div>
  );
}

// Cells keep 1 rem between columns at every width: the payments table's eight
// columns (Lithuanian headers, the "Iš dalies grąžinta" badge) must fit the
// account column beside the menu at 1280 px without scrolling.
export const TH =
  'px-2 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5';
export const TD = 'px-2 py-3 align-top first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5';
