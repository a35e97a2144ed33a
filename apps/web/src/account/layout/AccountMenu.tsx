import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { cx } from '../../ui/cx.ts';
import { useAccount } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';
import { sectionOfLocation, sectionPath } from './sections.ts';
import { AddReviewMenuItem } from './AddReviewMenuItem.tsx';
import { ChevronDown } from 'lucide-react';

/**
 * The account menu (account §2): the sections the server lists, in its
 * order, the current one marked. Below 640 px (account §9) it folds into a
 * disclosure button that names the current section.
 */
export function AccountMenu() {
  const { t } = useAccountT();
  const { props } = useAccount();
  const [location] = useLocation();
  // The menu is open at the location it was opened at: a choice (a new location) folds it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const current = sectionOfLocation(location, props.sections);

  return (
    <nav
      aria-label={t('menu.label')}
      className="min-w-0"
      onKeyDown={(event) => {
        // Escape folds the open menu (a disclosure, APG) and the keyboard goes back to its button.
        if (event.key !== 'Escape' || !open) return;
        setOpenAt(null);
        toggleRef.current?.focus();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : location)}
        className="flex h-11 w-full items-center justify-between gap-2 rounded-xl border border-line-strong bg-surface px-4 font-semibold text-ink sm:hidden"
      >
        <span>
          <span className="sr-only">{t('menu.toggle')}: </span>
          {current ? t(`sections.${current}`) : t('menu.toggle')}
        </span>
        <ChevronDown className={cx('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <ul
        id={listId}
        className={cx(
          'mt-2 flex-col gap-1 rounded-xl border border-line bg-surface p-2 sm:mt-0 sm:flex sm:flex-row sm:flex-wrap sm:border-0 sm:bg-transparent sm:p-0 md:flex-col md:flex-nowrap',
          open ? 'flex' : 'hidden',
        )}
      >
        {props.sections.map((section) => {
          const active = section === current;
          return (
            <li key={section}>
              <Link
                href={sectionPath(section)}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'flex min-h-11 items-center rounded-xl px-4 text-[0.95rem] font-semibold transition-colors',
                  active ? 'bg-brand-700 text-white' : 'text-ink-soft hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                {t(`sections.${section}`)}
              </Link>
            </li>
          );
        })}
        <AddReviewMenuItem user={props.user} />
      </ul>
    </nav>
  );
}
