import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_EN } from '../../test/fixtures.ts';
import { fakeApi, json, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const products = () => json(200, PRODUCTS_EN, { 'X-WP-Total': String(PRODUCTS_EN.length), 'X-WP-TotalPages': '1' });

describe('products for re-ordering (account §2, §9)', () => {
  it('reads the first page (50 without a search) and shows the storefront product list', async () => {
    const api = fakeApi({ 'GET /wp-json/wc/store/v1/products': products });
    await renderAccount('/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('row')).toHaveLength(PRODUCTS_EN.length + 1);
    expect(screen.getByRole('button', { name: 'Add Selected' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Gut health' })).toBeInTheDocument();
    const first = api.callsTo('GET', '/wp-json/wc/store/v1/products')[0]?.query;
    expect(first?.get('per_page')).toBe('50');
    expect(first?.get('lang')).toBe('en');
    // The widget starts from that answer: no second request for the same page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET', '/wp-json/wc/store/v1/products')).toHaveLength(1);
  });

  it('keeps a search from the link, 10 a page', async () => {
    const api = fakeApi({ 'GET /wp-json/wc/store/v1/products': products });
    await renderAccount('/products?q=gut');
    await screen.findByRole('table', { name: 'Products' });
    const first = api.callsTo('GET', '/wp-json/wc/store/v1/products')[0]?.query;
    expect(first?.get('search')).toBe('gut');
    expect(first?.get('per_page')).toBe('10');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('gut'));
  });
});
