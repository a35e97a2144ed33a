import { useListContext, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';

/** Loading, failed or empty, or the list itself. */
export function ListState({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { isPending, error, data } = useListContext();
  if (isPending) return <p className="mt-6 text-ink-muted">{translate('loading')}</p>;
  if (error)
    return (
      <p role="alert" className="mt-6">
        {translate('list.failed')}
      </p>
    );
  if (!data || data.length === 0) return <p className="mt-6 text-ink-muted">{translate('list.empty')}</p>;
  return <>{children}</>;
}
