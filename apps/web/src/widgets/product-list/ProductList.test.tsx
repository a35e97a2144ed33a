import { act, screen, within } from '@testing-library/react';
import { sortVariations } from '@soul/domain/catalogue/index';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore, initialCartState } from '../../cart/cart-store.ts';
import { useDrawerStore } from '../../cart/drawer-store.ts';
import { createCartRuntime, setCartRuntime } from '../../cart/runtime.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../../i18n/static-resources.ts';
import { useModalStore } from '../../overlays/modal-store.ts';
import { jsonResponse, makeCart, makeLine } from '../../test/cart-fixtures.ts';
import { CATEGORIES_EN, PRODUCTS_EN } from '../../test/fixtures.ts';
import { renderWidget, testPageSettings } from '../../test/render.tsx';
import { ProductList } from './ProductList.tsx';
import { DEFAULT_LIST_QUERY } from '@soul/contracts/product-list-query';

const fetchMock = vi.fn<typeof fetch>(
  async () => new Response(JSON.stringify(PRODUCTS_EN.slice(0, 1)), { headers: { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' } }),
);

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
  return renderWidget(
    <ProductList initialQuery={DEFAULT_LIST_QUERY} initialProducts={PRODUCTS_EN} total={8} totalPages={1} categories={CATEGORIES_EN} />,
  );
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

  it('says why Add Selected stays off for someone who may not buy', async () => {
    const page = testPageSettings('en', { user: { id: 7, role: 'staff', displayName: 'Viewer', permissions: { permission_buy: false } } });
    renderWidget(
      <ProductList initialQuery={DEFAULT_LIST_QUERY} initialProducts={PRODUCTS_EN} total={8} totalPages={1} categories={CATEGORIES_EN} />,
      'en',
      page,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Daily Detox Greens' }));
    const add = screen.getByRole('button', { name: 'Add Selected (1)' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You have no checkout permission. Please contact your company director.');
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

describe('Add Selected', () => {
  afterEach(() => {
    setCartRuntime(null);
    act(() => {
      useDrawerStore.setState({ open: false, requested: false, opener: null });
      useCartStore.setState({ ...initialCartState });
    });
  });

  it('adds the ticked rows with their order units in ONE /batch, reports the refused row and opens the drawer', async () => {
    const cart = makeCart({ items: [makeLine()] });
    const cartFetch = vi.fn<typeof fetch>(async () =>
      jsonResponse(207, {
        responses: [
          { status: 201, body: cart, headers: {} },
          {
            status: 400,
            body: { code: 'woocommerce_rest_product_partially_out_of_stock', message: 'Not enough stock', data: { status: 400 } },
            headers: {},
          },
        ],
      }),
    );
    const settings = testPageSettings('en');
    setCartRuntime(createCartRuntime(settings, createI18n('en', STATIC_RESOURCES.en), cartFetch));
    renderWidget(
      <ProductList initialQuery={DEFAULT_LIST_QUERY} initialProducts={PRODUCTS_EN} total={8} totalPages={1} categories={CATEGORIES_EN} />,
      'en',
      settings,
    );
    const detox = PRODUCTS_EN.find((p) => p.slug === 'detox-greens');
    const skin = PRODUCTS_EN.find((p) => p.slug === 'skin-collagen');
    const glow = PRODUCTS_EN.find((p) => p.slug === 'glow-vitamin-e');
    for (const product of [detox, skin, glow])
      await userEvent.click(screen.getByRole('checkbox', { name: `Select ${product?.name ?? ''}` }));
    const units = screen.getByRole('textbox', { name: `Quantity of ${detox?.name ?? ''}` });
    await userEvent.clear(units);
    await userEvent.type(units, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add Selected (3)' }));
    await vi.waitFor(() => expect(useDrawerStore.getState().open).toBe(true));
    expect(cartFetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(cartFetch.mock.calls[0]?.[1]?.body)) as { requests: Array<{ body: { id: number; quantity: number } }> };
    // The out-of-stock row never reaches the server.
    expect(body.requests.map((r) => r.body.id)).toEqual([detox?.id, sortVariations(skin?.extensions.variations ?? [])[0]?.id]);
    expect(body.requests[0]?.body.quantity).toBe(3);
    const notice = useCartStore.getState().notice;
    expect(notice?.tone).toBe('warning');
    expect(String(notice?.message)).toContain('Not enough stock');
    expect(String(notice?.message)).toContain(`${glow?.name ?? ''}: Product is out of stock`);
  });
});
