import type { StoreProduct } from '@soul/contracts';
import { getJson, type HttpOptions } from './http.ts';

/** Typed catalogue reads of the Store API (account §7 "REST reads"). */
export interface ProductPage {
  products: StoreProduct[];
  total: number;
  totalPages: number;
}

export interface CatalogueApiOptions extends HttpOptions {
  storeRoot: string;
}

function headerInt(headers: Headers, name: string, fallback: number): number {
  const value = Number.parseInt(headers.get(name) ?? '', 10);
  return Number.isFinite(value) ? value : fallback;
}

/** GET {storeRoot}/products?… → the page plus the X-WP-Total / X-WP-TotalPages headers. */
export async function fetchProducts(query: URLSearchParams, options: CatalogueApiOptions, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await getJson<StoreProduct[]>(`${options.storeRoot}/products?${query.toString()}`, options, {
    signal: signal ?? null,
  });
  return {
    products: data,
    total: headerInt(headers, 'X-WP-Total', data.length),
    totalPages: headerInt(headers, 'X-WP-TotalPages', 1),
  };
}

/** GET {storeRoot}/products/{id}?lang= */
export async function fetchProduct(id: number, lang: string, options: CatalogueApiOptions, signal?: AbortSignal): Promise<StoreProduct> {
  const params = new URLSearchParams({ lang });
  const { data } = await getJson<StoreProduct>(`${options.storeRoot}/products/${id}?${params.toString()}`, options, {
    signal: signal ?? null,
  });
  return data;
}
