import { effectiveSearch } from '@soul/contracts/product-list-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchProducts } from '../api/catalogue.ts';
import { useCatalogueApiOptions } from '../api/use-catalogue-api.ts';
import { useWidgetEnv } from '../boot/widget-env.tsx';

const DEBOUNCE_MS = 300;

/**
 * A product search box's state and its Store API query, shared by the
 * product picker and the subscription's "add a product": what is typed is
 * sent 300 ms after the last key (from 2 characters, `effectiveSearch`),
 * and the previous results stay on screen while the next ones load.
 * `paramsFor` gives the listing's own parameters for the current search.
 */
export function useProductSearch(key: string, paramsFor: (search: string) => Record<string, string>) {
  const { language } = useWidgetEnv();
  const api = useCatalogueApiOptions();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(input), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);

  const term = effectiveSearch(search);
  const params = new URLSearchParams({ ...paramsFor(search), lang: language });
  if (term) params.set('search', term);
  const query = useQuery({
    queryKey: ['products', key, params.toString()],
    queryFn: ({ signal }) => fetchProducts(params, api, signal),
    placeholderData: keepPreviousData,
  });
  return { input, setInput, query };
}
