import { useRef, type ReactNode } from 'react';
import { useFocusOnNavigation } from '../layout/route-focus.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';

/**
 * A screen's heading: names the document (title) and takes focus after an
 * in-app navigation. `title` is plain text for the tab; `children` may add
 * markup beside it.
 */
export function PageHeading({
  title,
  children,
  documentTitle = title,
}: {
  title: string;
  children?: ReactNode;
  documentTitle?: string | null;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(ref);
  useDocumentTitle(documentTitle);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 ref={ref} tabIndex={-1} className="font-display text-2xl font-semibold text-ink outline-none sm:text-3xl">
        {title}
      </h2>
      {children}
    </div>
  );
}
