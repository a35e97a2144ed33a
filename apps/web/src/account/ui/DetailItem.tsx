import type { ReactNode } from 'react';
import { LABEL_CLASS } from '../forms/Field.tsx';

/** One labelled fact of a detail page (order number, status, amount …), inside a <dl>. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className={LABEL_CLASS}>{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}
