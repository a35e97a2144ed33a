import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../overlays/modal-store.ts';
import { CATEGORIES_EN, PRODUCTS_EN } from '../../test/fixtures.ts';
import { renderWidget } from '../../test/render.tsx';
import { ProductList } from './ProductList.tsx';
import { DEFAULT_LIST_QUERY } from './query.ts';

const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(PRODUCTS_EN.slice(0, 1)), { headers: { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' } }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/products?utm=keep');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  act(() => useModalStore.setState({ current: null }));
});

function renderList() {
  return renderWidget(<ProductList initialQuery={DEFAULT_LIST_QUERY} initialProducts={PRODUCTS_EN} total={8} totalPages={1} categories={CATEGORIES_EN} />);
}

describe('ProductList', () => {
  it('shows the account §2 columns', () => {
    renderList();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(1)).toEqual(['Name', 'Purchase type', 'Option', 'Availability', 'Category', 'Price', 'Order units']);
    expect(screen.getAllByRole('row')).toHaveLength(PRODUCTS_EN.length + 1);
  });

  it("keeps 'Add Selected' disabled until a row is selected", async () => {
    renderList();
    const add = screen.getByRole('button', { name: 'Add Selected' });
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Daily Detox Greens' }));
    expect(screen.getByRole('button', { name: 'Add Selected (1)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all products on this page' }));
    expect(screen.getByRole('button', { name: `Add Selected (${PRODUCTS_EN.length})` })).toBeEnabled();
  });

  it('mirrors sort and filters into the URL and fetches the Store API query', async () => {
    renderList();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '25g');
    expect(window.location.search).toBe('?utm=keep&sort=price&psize=25g');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = String(fetchMock.mock.calls.at(-1)?.[0]);
    expect(url).toContain('orderby=price&order=asc');
    expect(url).toContain('attributes%5B0%5D%5Bslug%5D=25g');
  });

  it('sends the search only from 2 characters', async () => {
    renderList();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'g');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(search, 'u');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 2000 });
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('search=gu');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('per_page=10');
  });

  it('switches to the grid view', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(window.location.search).toContain('view=grid');
  });

  it('opens the quick view modal', async () => {
    renderList();
    const row = screen.getByRole('row', { name: /Daily Detox Greens/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Quick view of Daily Detox Greens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily Detox Greens' });
    expect(within(dialog).getByRole('link', { name: 'View product' })).toHaveAttribute('href', '/product/detox-greens/');
    await userEvent.keyboard('{Escape}');
  });
});
