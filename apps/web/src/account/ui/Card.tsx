import { useId, type ReactNode } from 'react';
import { cx } from '../../ui/cx.ts';

/** A white panel of the account area; with a title it is a labelled region. */
export function Card({ title, actions, children, className }: { title?: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cx('min-w-0 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-6', className)}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? (
            <h3 id={headingId} className="font-display text-lg font-semibold text-ink">
              {title}
            </h3>
          ) : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
