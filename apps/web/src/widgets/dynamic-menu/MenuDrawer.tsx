import type { MenuNode, MenuWidgetProps } from '@soul/contracts/menus';
import { X } from 'lucide-react';
import { ChevronDownIcon } from '../../ui/first-load-icons.tsx';
import { useId, useRef, useState } from 'react';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDialog } from '../../ui/use-dialog.ts';
import { MenuLink } from './MenuLink.tsx';
import type { MenuData } from './use-menu-data.ts';
import { useMenuTexts } from './use-menu-texts.ts';

interface MenuDrawerProps {
  open: boolean;
  opener: HTMLElement | null;
  onClose: () => void;
  data: MenuData;
  props: MenuWidgetProps;
  onRetry: () => void;
}

const ROW = 'flex min-h-12 w-full items-center justify-between gap-3 px-5 py-3 text-left hover:bg-sand';

/**
 * The phone and touch menu (below 1024 px or on a coarse pointer): a
 * slide-over on the shop's dialog (useDialog, as the cart drawer: the page
 * inert, Escape and the backdrop close, focus returns to the menu button)
 * with the same menu data, each top-level section a disclosure, then the
 * language switch and the account link.
 */
export function MenuDrawer({ open, opener, onClose, data, props, onRetry }: MenuDrawerProps) {
  const { t } = useMenuTexts();
  const { language } = useWidgetEnv();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialog = useDialog({ open, onClose, initialFocus: () => closeRef.current, returnFocus: () => opener, lockScroll: true });
  const newTab = t('newTab');

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      data-soul-menu-drawer=""
      className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-full max-w-none bg-surface p-0 text-ink shadow-[var(--shadow-pop)] sm:w-[380px] sm:rounded-r-[var(--radius-card)]"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
          <h2 id={titleId} className="font-display text-xl font-semibold">
            {t('drawerTitle')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
          >
            <span className="sr-only">{t('close')}</span>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {open ? (
          <div className="flex-1 overflow-y-auto">
            {data.status === 'ready' ? (
              <ul className="divide-y divide-line border-b border-line">
                {data.nodes.map((node) => (
                  <Section key={node.id} node={node} newTabText={newTab} viewAll={t('viewAll', { title: node.title })} />
                ))}
              </ul>
            ) : data.status === 'error' ? (
              <p role="alert" className="flex flex-wrap items-center gap-3 px-5 py-4 text-sm">
                {data.message || t('unableToLoad')}
                <button
                  type="button"
                  onClick={onRetry}
                  className="min-h-11 rounded-full border border-line px-4 font-semibold hover:bg-sand"
                >
                  {t('retry')}
                </button>
              </p>
            ) : (
              <p role="status" className="flex items-center gap-2 px-5 py-4 text-sm text-ink-soft">
                <Spinner />
                {t('loading')}
              </p>
            )}
            {props.bottomLink ? (
              <MenuLink
                href={props.bottomLink.url}
                newTab={props.bottomLink.isExternal}
                newTabText={newTab}
                className={`${ROW} font-semibold text-brand-800`}
              >
                {props.bottomLink.label}
                <span aria-hidden="true">→</span>
              </MenuLink>
            ) : null}
            <a href={props.accountUrl} className={`${ROW} border-t border-line font-medium`}>
              {t('account')}
            </a>
            <nav aria-label={t('language')} className="flex gap-2 border-t border-line px-5 py-4">
              {(['en', 'lt'] as const).map((lang) => (
                <a
                  key={lang}
                  href={props.alternates[lang]}
                  hrefLang={lang}
                  lang={lang}
                  aria-current={lang === language ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
                    lang === language ? 'bg-ink text-white' : 'border border-line hover:bg-sand'
                  }`}
                >
                  {lang === 'en' ? 'English' : 'Lietuvių'}
                </a>
              ))}
            </nav>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}

function Section({ node, newTabText, viewAll }: { node: MenuNode; newTabText: string; viewAll: string }) {
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setExpanded((e) => !e)}
        className={`${ROW} font-semibold`}
      >
        {node.title}
        <ChevronDownIcon className={`size-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <ul id={regionId} hidden={!expanded} className="pb-2">
        {node.children.map((child) => (
          <li key={child.id}>
            <MenuLink
              href={child.url}
              newTab={child.target === '_blank'}
              newTabText={newTabText}
              className="block min-h-11 px-8 py-2.5 hover:bg-sand"
            >
              {child.title}
            </MenuLink>
          </li>
        ))}
        <li>
          <MenuLink
            href={node.url}
            newTab={node.target === '_blank'}
            newTabText={newTabText}
            className="block min-h-11 px-8 py-2.5 text-sm font-semibold text-brand-800 hover:bg-sand"
          >
            {viewAll}
          </MenuLink>
        </li>
      </ul>
    </li>
  );
}
