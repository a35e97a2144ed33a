import { useEffect, useRef, useState } from 'react';
import { listQueryToUrlParams, parseListQuery, URL_PARAM, type ListQuery } from '@soul/contracts/product-list-query';

export type QueryUpdate = (next: ListQuery, history?: 'push' | 'replace') => void;

/** The page URL with the list params replaced and every other param kept. */
export function urlWithListQuery(href: string, query: ListQuery): string {
  const url = new URL(href);
  for (const name of Object.values(URL_PARAM)) url.searchParams.delete(name);
  for (const [name, value] of listQueryToUrlParams(query)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The list state, mirrored into the URL so it can be shared and the server
 * renders the same list. The first render uses the server's initial query
 * (never `window`), so hydration matches; Back/Forward restore earlier states.
 */
export function useListUrlState(initial: ListQuery): [ListQuery, QueryUpdate] {
  const [query, setQuery] = useState(initial);
  const pending = useRef<'push' | 'replace' | null>(null);

  useEffect(() => {
    const mode = pending.current;
    if (!mode) return;
    pending.current = null;
    const next = urlWithListQuery(window.location.href, query);
    if (next === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
    if (mode === 'push') window.history.pushState(null, '', next);
    else window.history.replaceState(null, '', next);
  }, [query]);

  useEffect(() => {
    const onPop = () => setQuery(parseListQuery(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const update: QueryUpdate = (next, history = 'push') => {
    pending.current = history;
    setQuery(next);
  };
  return [query, update];
}
