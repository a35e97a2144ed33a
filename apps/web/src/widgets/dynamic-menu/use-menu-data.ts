import type { MenuNode } from '@soul/contracts/menus';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clearMenuCache, loadMenu, type MenuSource } from './menu-cache.ts';

/** Storefront §4: a refresh event clears the menu cache and reloads it. */
export const MENU_REFRESH_EVENT = 'soul:menu-refresh';

/** Not loaded yet counts as loading: the first load starts with the first open. */
export type MenuData = { status: 'loading' } | { status: 'ready'; nodes: MenuNode[] } | { status: 'error'; message: string };

/**
 * The menu's nodes, loaded when `wanted` first turns true (first open) and
 * again after the refresh event. Errors keep their text (the API's message
 * or 'Failed to load menu {id}'); the panel shows it or 'Unable to load menu'.
 */
export function useMenuData(source: MenuSource, wanted: boolean, failedText: string): { data: MenuData; reload: () => void } {
  const [data, setData] = useState<MenuData>({ status: 'loading' });
  const latest = useRef({ source, failedText });
  useLayoutEffect(() => {
    latest.current = { source, failedText };
  });
  const request = useRef(0);

  // Sets state only when the answer comes (never synchronously in an effect).
  const fetchNodes = useCallback(() => {
    const id = ++request.current;
    loadMenu(latest.current.source, latest.current.failedText).then(
      (nodes) => {
        if (id === request.current) setData({ status: 'ready', nodes });
      },
      (error: unknown) => {
        if (id === request.current) setData({ status: 'error', message: error instanceof Error ? error.message : '' });
      },
    );
  }, []);
  const load = useCallback(() => {
    setData({ status: 'loading' });
    fetchNodes();
  }, [fetchNodes]);

  const started = useRef(false);
  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    fetchNodes();
  }, [wanted, fetchNodes]);

  useEffect(() => {
    const refresh = () => {
      clearMenuCache();
      started.current = true;
      load();
    };
    window.addEventListener(MENU_REFRESH_EVENT, refresh);
    return () => window.removeEventListener(MENU_REFRESH_EVENT, refresh);
  }, [load]);

  return { data, reload: load };
}
