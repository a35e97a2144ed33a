import { useId, type ReactNode, type Ref } from 'react';
import { cx } from '../../ui/cx.ts';

/**
 * A white panel of the account area; with a title it is a labelled region.
 * With `headingRef` the heading can take focus from code (tabIndex -1), for
 * when the control that had focus inside the panel goes away.
 */
export function Card({
  title,
  actions,
  children,
  className,
  headingRef,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cx('min-w-0 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-6', className)}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? (
            <h3
              id={headingId}
              ref={headingRef}
              tabIndex={headingRef ? -1 : undefined}
              className="font-display text-lg font-semibold text-ink outline-none"
            >
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
