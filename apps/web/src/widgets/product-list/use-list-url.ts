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
 * Keeps the header's language switch on the list the shopper is looking at:
 * the same filters and sort, page 1. A category slug stays in this language's
 * words; the other language's list page redirects it to its own.
 */
export function syncLanguageLinks(doc: Document, query: ListQuery): void {
  const search = listQueryToUrlParams({ ...query, page: 1 }).toString();
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-soul-language-link]')) {
    const url = new URL(link.href, doc.baseURI);
    link.href = search ? `${url.pathname}?${search}` : url.pathname;
  }
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
    syncLanguageLinks(document, query);
  }, [query]);

  useEffect(() => {
    const onPop = () => {
      const restored = parseListQuery(new URLSearchParams(window.location.search));
      setQuery(restored);
      syncLanguageLinks(document, restored);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const update: QueryUpdate = (next, history = 'push') => {
    pending.current = history;
    setQuery(next);
  };
  return [query, update];
}
