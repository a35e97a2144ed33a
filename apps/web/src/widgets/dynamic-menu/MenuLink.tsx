import type { ReactNode } from 'react';

/** A menu link: a new tab (`_blank` or external) gets rel=noopener and says so to screen readers. */
export function MenuLink({
  href,
  newTab,
  newTabText,
  className,
  children,
  ...data
}: {
  href: string;
  newTab: boolean;
  newTabText: string;
  className?: string;
  children: ReactNode;
  'data-menu-col'?: number;
  'data-menu-index'?: number;
}) {
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...data}>
      {children}
      {/* The space outside the hidden text: a name is "Title (opens in a new tab)", never run together. */}
      {newTab ? (
        <>
          {' '}
          <span className="sr-only">{newTabText}</span>
        </>
      ) : null}
    </a>
  );
}
