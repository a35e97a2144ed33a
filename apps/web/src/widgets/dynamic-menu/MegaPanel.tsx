import type { MenuNode, MenuWidgetProps } from '@soul/contracts/menus';
import type { KeyboardEvent, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../ui/Spinner.tsx';
import { MenuLink } from './MenuLink.tsx';
import { nextMenuSpot } from './menu-keys.ts';
import type { MenuData } from './use-menu-data.ts';
import { useMenuTexts } from './use-menu-texts.ts';

interface MegaPanelProps {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  open: boolean;
  data: MenuData;
  props: MenuWidgetProps;
  /** Bumped when ArrowDown on the trigger asks for the first link. */
  focusFirst: number;
  onEscape: () => void;
  onRetry: () => void;
}

const LINK = 'rounded-md outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700';

function links(panel: HTMLElement | null, col?: number): HTMLElement[] {
  if (!panel) return [];
  const selector = col === undefined ? '[data-menu-col]' : `[data-menu-col="${col}"]`;
  return [...panel.querySelectorAll<HTMLElement>(selector)];
}

/**
 * The mega menu's panel under the "Shop" trigger: the menu's columns (1 to
 * 4), the optional banner and bottom link, 'Loading menu…' while loading,
 * the error text or 'Unable to load menu'. Arrow keys move between columns
 * and links (menu-keys.ts), Escape closes to the trigger, Tab moves on.
 */
export function MegaPanel({ id, panelRef, open, data, props, focusFirst, onEscape, onRetry }: MegaPanelProps) {
  const { t } = useMenuTexts();
  const nodes = data.status === 'ready' ? data.nodes : [];
  const bannerCol = nodes.length;
  const bottomCol = nodes.length + (props.banner ? 1 : 0);

  // Each ArrowDown on the trigger asks once (the links may arrive later, with the data); a later reopening does not move focus.
  const served = useRef(0);
  useEffect(() => {
    if (focusFirst <= served.current || !open) return;
    const first = links(panelRef.current)[0];
    if (!first) return;
    served.current = focusFirst;
    first.focus();
  }, [focusFirst, open, data.status, panelRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    const target = event.target as HTMLElement;
    const col = Number(target.dataset.menuCol);
    const index = Number(target.dataset.menuIndex);
    if (!Number.isInteger(col) || !Number.isInteger(index)) return;
    const all = links(panelRef.current);
    const lengths: number[] = [];
    for (const link of all) {
      const c = Number(link.dataset.menuCol);
      lengths[c] = (lengths[c] ?? 0) + 1;
    }
    const next = nextMenuSpot(
      event.key,
      { col, index },
      Array.from(lengths, (n) => n ?? 0),
    );
    if (!next) return;
    event.preventDefault();
    links(panelRef.current, next.col)[next.index]?.focus();
  };

  return (
    <div
      id={id}
      ref={panelRef}
      hidden={!open}
      onKeyDown={onKeyDown}
      data-soul-mega-menu=""
      className="fixed left-1/2 z-40 -translate-x-1/2 overflow-y-auto overscroll-contain rounded-b-[var(--radius-card)] border border-line bg-surface p-6 text-ink shadow-[var(--shadow-pop)]"
      style={{
        top: 'var(--soul-menu-top, 4.5rem)',
        width: 'calc(100vw - 2rem)',
        minWidth: props.settings.minWidth,
        maxWidth: props.settings.maxWidth,
        // A long menu on a short window scrolls inside the panel (a page scroll would close it).
        maxHeight: 'calc(100dvh - var(--soul-menu-top, 4.5rem) - 1rem)',
      }}
    >
      {data.status === 'ready' ? (
        <>
          <div className="flex gap-8">
            <div className="grid flex-1 gap-6" style={{ gridTemplateColumns: `repeat(${props.columns}, minmax(0, 1fr))` }}>
              {nodes.map((node, col) => (
                <Column key={node.id} node={node} col={col} newTabText={t('newTab')} />
              ))}
            </div>
            {props.banner ? (
              <MenuLink
                href={props.banner.link}
                newTab={props.banner.isExternal}
                newTabText={t('newTab')}
                className={`block w-56 shrink-0 self-start overflow-hidden ${LINK}`}
                data-menu-col={bannerCol}
                data-menu-index={0}
              >
                <img src={props.banner.image} alt={props.banner.alt} width={224} height={224} className="size-56 rounded-lg object-cover" />
              </MenuLink>
            ) : null}
          </div>
          {props.bottomLink ? (
            <div className="mt-6 border-t border-line pt-4">
              <MenuLink
                href={props.bottomLink.url}
                newTab={props.bottomLink.isExternal}
                newTabText={t('newTab')}
                className={`inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline ${LINK}`}
                data-menu-col={bottomCol}
                data-menu-index={0}
              >
                {props.bottomLink.label}
                <span aria-hidden="true">→</span>
              </MenuLink>
            </div>
          ) : null}
        </>
      ) : data.status === 'error' ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          {data.message || t('unableToLoad')}
          <button type="button" onClick={onRetry} className="min-h-11 rounded-full border border-line px-4 font-semibold hover:bg-sand">
            {t('retry')}
          </button>
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-soft">
          <Spinner />
          {t('loading')}
        </p>
      )}
    </div>
  );
}

function Column({ node, col, newTabText }: { node: MenuNode; col: number; newTabText: string }) {
  const titleId = `soul-menu-col-${node.id}`;
  let index = 0;
  const item = (child: MenuNode, nested: boolean) => (
    <li key={child.id}>
      <MenuLink
        href={child.url}
        newTab={child.target === '_blank'}
        newTabText={newTabText}
        className={`block px-2 py-1.5 hover:bg-sand ${LINK}`}
        data-menu-col={col}
        data-menu-index={index++}
      >
        <span className={nested ? 'text-sm' : 'font-medium'}>{child.title}</span>
        {child.description ? <span className="mt-0.5 block text-sm text-ink-soft">{child.description}</span> : null}
      </MenuLink>
      {child.children.length > 0 ? <ul className="ml-3 border-l border-line pl-2">{child.children.map((c) => item(c, true))}</ul> : null}
    </li>
  );
  return (
    <div>
      <MenuLink
        href={node.url}
        newTab={node.target === '_blank'}
        newTabText={newTabText}
        className={`mb-2 block px-2 text-xs font-semibold tracking-wider text-ink-soft uppercase hover:text-ink ${LINK}`}
        data-menu-col={col}
        data-menu-index={index++}
      >
        <span id={titleId}>{node.title}</span>
      </MenuLink>
      <ul aria-labelledby={titleId} className="space-y-0.5">
        {node.children.map((child) => item(child, false))}
      </ul>
    </div>
  );
}
