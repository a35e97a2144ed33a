import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '@soul/contracts';
import { DEFAULT_LIST_QUERY } from '@soul/contracts/product-list-query';
import { useCartStore, initialCartState } from '../../cart/cart-store.ts';
import { useDrawerStore } from '../../cart/drawer-store.ts';
import { createCartRuntime, setCartRuntime } from '../../cart/runtime.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../../i18n/static-resources.ts';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { jsonResponse, makeCart, makeLine } from '../../test/cart-fixtures.ts';
import { CATEGORIES_EN, PRODUCTS_EN, PRODUCTS_LT } from '../../test/fixtures.ts';
import { renderWidget, testPageSettings } from '../../test/render.tsx';
import { ProductList } from './ProductList.tsx';

/** A product with 5 on hand whose maximum is that stock, as the Store API gives it. */
function withStock(product: StoreProduct, stock: number): StoreProduct {
  return { ...product, stock_quantity: stock, add_to_cart: { ...product.add_to_cart, maximum: stock } };
}

const detox = PRODUCTS_EN.find((p) => p.slug === 'detox-greens') as StoreProduct;

function renderList(products: StoreProduct[], language: 'en' | 'lt' = 'en', view: 'table' | 'grid' = 'table') {
  const settings = testPageSettings(language);
  return {
    settings,
    ...renderWidget(
      <ProductList
        initialQuery={{ ...DEFAULT_LIST_QUERY, view }}
        initialProducts={products}
        total={products.length}
        totalPages={1}
        categories={CATEGORIES_EN}
      />,
      language,
      settings,
    ),
  };
}

afterEach(() => {
  setCartRuntime(null);
  vi.unstubAllGlobals();
  act(() => {
    useDrawerStore.setState({ open: false, requested: false, opener: null });
    useCartStore.setState({ ...initialCartState });
    useNotificationStore.setState({ current: null });
  });
});

describe('product list rows', () => {
  it.each(['table', 'grid'] as const)("selects a row whose units change, so 'Add Selected' is on (%s)", async (view) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderList(PRODUCTS_EN, 'en', view);
    expect(screen.getByRole('button', { name: 'Add Selected' })).toBeDisabled();
    const units = screen.getByRole('textbox', { name: `Quantity of ${detox.name}` });
    fireEvent.change(units, { target: { value: '2' } });
    expect(screen.getByRole('checkbox', { name: `Select ${detox.name}` })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add Selected (1)' })).toBeEnabled();
  });

  it.each(['table', 'grid'] as const)('adds one row with its own button and units (%s)', async (view) => {
    const cartFetch = vi.fn<typeof fetch>(async () =>
      jsonResponse(207, { responses: [{ status: 201, body: makeCart({ items: [makeLine()] }), headers: {} }] }),
    );
    const settings = testPageSettings('en');
    setCartRuntime(createCartRuntime(settings, createI18n('en', STATIC_RESOURCES.en), cartFetch));
    renderWidget(
      <ProductList
        initialQuery={{ ...DEFAULT_LIST_QUERY, view }}
        initialProducts={PRODUCTS_EN}
        total={8}
        totalPages={1}
        categories={CATEGORIES_EN}
      />,
      'en',
      settings,
    );
    fireEvent.change(screen.getByRole('textbox', { name: `Quantity of ${detox.name}` }), { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: `Add ${detox.name} to cart` }));
    await vi.waitFor(() => expect(useDrawerStore.getState().open).toBe(true));
    const body = JSON.parse(String(cartFetch.mock.calls[0]?.[1]?.body)) as { requests: Array<{ body: { id: number; quantity: number } }> };
    expect(body.requests).toHaveLength(1);
    expect(body.requests[0]?.body).toMatchObject({ id: detox.id, quantity: 2 });
  });

  it('resets units above the stock to it with the mini cart’s stock alert', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderList([withStock(detox, 5)]);
    const units = screen.getByRole('textbox', { name: `Quantity of ${detox.name}` });
    await userEvent.clear(units);
    await userEvent.type(units, '9');
    expect(units).toHaveValue('5');
    expect(await screen.findByText('Stock is limited')).toBeInTheDocument();
    expect(screen.getByText('Inventory limit for this product is 5')).toBeInTheDocument();
  });

  it('speaks Lithuanian: the stock alert and the row’s add button', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    const product = withStock(PRODUCTS_LT.find((p) => p.is_in_stock) as StoreProduct, 3);
    renderList([product], 'lt', 'grid');
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('button', { name: `Įdėti ${product.name} į krepšelį` })).toHaveTextContent('Į krepšelį');
    fireEvent.change(within(card).getByRole('textbox'), { target: { value: '8' } });
    expect(await screen.findByText('Atsargos ribotos')).toBeInTheDocument();
  });

  it('draws the table rows as cards below lg by CSS: the head hides, the wide-only cells too', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    const { container } = renderList(PRODUCTS_EN);
    expect(container.querySelector('thead')).toHaveClass('hidden', 'lg:table-header-group');
    expect(container.querySelector('tbody')).toHaveClass('grid', 'min-[340px]:grid-cols-2', 'lg:table-row-group');
    const row = screen.getByRole('row', { name: new RegExp(detox.name) });
    const cells = within(row).getAllByRole('cell');
    // Purchase type, option and category are table-only; image, name, price, stock, units and add stay.
    expect(cells.filter((cell) => cell.classList.contains('hidden'))).toHaveLength(3);
    expect(within(row).getByRole('button', { name: `Add ${detox.name} to cart` })).toBeInTheDocument();
  });
});
