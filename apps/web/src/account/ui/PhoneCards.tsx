import type { ReactNode } from 'react';
import { cx } from '../../ui/cx.ts';

/**
 * What the account's tables become on a phone (below 640 px): one card per
 * row, its most important values in the card's head and the rest as
 * labelled facts, so nothing hides behind sideways scrolling.
 */
export function PhoneCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {children}
    </ul>
  );
}

/** One row as a card: `head` (the row's link with its headline value) over the rest. */
export function PhoneCard({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
      <div className="flex items-start justify-between gap-3">{head}</div>
      {children}
    </li>
  );
}

/** A card's facts, two to a row. */
export function CardFacts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">{children}</dl>;
}

/** One labelled value; `end` aligns it to the card's right edge, `wide` gives it the whole row. */
export function CardFact({
  label,
  children,
  end = false,
  wide = false,
  valueClassName = 'text-ink-soft',
}: {
  label: string;
  children: ReactNode;
  end?: boolean;
  wide?: boolean;
  valueClassName?: string;
}) {
  return (
    <div className={cx('flex flex-col gap-0.5', end && 'text-right', wide && 'col-span-2')}>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
