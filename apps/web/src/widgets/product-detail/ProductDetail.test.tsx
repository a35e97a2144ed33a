import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawerStore } from '../../cart/drawer-store.ts';
import { createCartRuntime, setCartRuntime } from '../../cart/runtime.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../../i18n/static-resources.ts';
import { useModalStore } from '../../overlays/modal-store.ts';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { jsonResponse, makeCart, makeLine } from '../../test/cart-fixtures.ts';
import { fixture } from '../../test/fixtures.ts';
import { renderWidget, testPageSettings } from '../../test/render.tsx';
import { ProductDetail } from './ProductDetail.tsx';

function renderProduct(slug: string, language: 'en' | 'lt' = 'en') {
  const product = fixture(slug, language);
  return renderWidget(
    <ProductDetail productId={product.id} variations={product.extensions.variations ?? []} product={product} />,
    language,
  );
}

const sizeNames = () =>
  within(screen.getByRole('group', { name: 'Choose size' }))
    .getAllByRole('radio')
    .map((r) => r.getAttribute('value'));

afterEach(() => act(() => useNotificationStore.setState({ current: null })));

describe('variations', () => {
  it('are sorted numerically by the first option and default to the first', () => {
    renderProduct('gut-restore');
    expect(sizeNames()).toEqual(['25G', '40G', '200G', '250G']);
    expect(screen.getByRole('radio', { name: '25G' })).toBeChecked();
  });

  it('mark out-of-stock variations', () => {
    renderProduct('gut-restore');
    expect(screen.getByRole('radio', { name: /^200G.*Out of stock/ })).toBeInTheDocument();
  });

  it("adding an out-of-stock variation opens 'Ooops' / 'Variation is out of stock'", async () => {
    renderProduct('gut-restore');
    await userEvent.click(screen.getByRole('radio', { name: /^200G.*Out of stock/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Ooops')).toBeInTheDocument();
    expect(screen.getByText('Variation is out of stock')).toBeInTheDocument();
  });
});

describe('purchase mode', () => {
  it('starts with the first available mode: one-time when the twin exists', () => {
    renderProduct('gut-restore');
    expect(screen.getByRole('radio', { name: /One-time purchase/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Subscribe & Save/ })).not.toBeChecked();
    expect(screen.getByText('Save up to 30%')).toBeInTheDocument();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    // '2 month plan': €12.99 → €6.49 per month (half, rounded down).
    expect(screen.getByText('2 month plan')).toBeInTheDocument();
    expect(screen.getByText('€6.49 / month')).toBeInTheDocument();
  });

  it('a product without a one-time twin is subscription only', () => {
    renderProduct('immune-shield');
    expect(screen.queryByRole('radio', { name: /One-time purchase/ })).toBeNull();
    expect(screen.getByText('Available by subscription only')).toBeInTheDocument();
    // Brand plan: monthly 10 %, quarterly 3 jars 20 %, annual 12 jars 30 %.
    expect(screen.getByRole('group', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.getByText('Every 3 months')).toBeInTheDocument();
    // One 'Most Popular' (the subscription card's); the plan the brand flags is 'Most chosen'.
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.getByText('Most chosen')).toBeInTheDocument();
  });

  it('shows tier prices: unit × jars × (100 − discount) / 100', async () => {
    renderProduct('gut-restore');
    await userEvent.click(screen.getByRole('radio', { name: '40G' }));
    await userEvent.click(screen.getByRole('radio', { name: /Subscribe & Save/ }));
    const plans = screen.getByRole('group', { name: 'Choose your plan' });
    // 40G = €29.99: 1 jar −10 % = €26.99; 2 jars −20 % = €47.98; 6 jars −30 % = €125.96.
    expect(within(plans).getByText(/€26\.99/)).toBeInTheDocument();
    expect(within(plans).getByText(/€47\.98/)).toBeInTheDocument();
    expect(within(plans).getByText(/€125\.96/)).toBeInTheDocument();
  });

  it('frequency plans offer 2 to 12 months', async () => {
    renderProduct('serenity-magnesium');
    await userEvent.click(screen.getByRole('radio', { name: /Subscribe & Save/ }));
    const select = screen.getByRole('combobox', { name: 'Deliver every' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    await userEvent.selectOptions(select, '6');
    expect(select).toHaveValue('6');
  });

  it('choosing one-time resets the quantity to 1 when there are no variations', async () => {
    renderProduct('serenity-magnesium');
    await userEvent.click(screen.getByRole('radio', { name: /Subscribe & Save/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await userEvent.click(screen.getByRole('radio', { name: /One-time purchase/ }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  });

  it('simple and bundle products show a single price and no chooser', () => {
    renderProduct('energy-starter-bundle');
    expect(screen.queryByRole('radio', { name: /One-time purchase/ })).toBeNull();
    expect(screen.getByText('This bundle includes')).toBeInTheDocument();
    expect(screen.getByText('20% bundle discount')).toBeInTheDocument();
  });
});

describe('add to cart', () => {
  function withCart(fetchImpl: typeof fetch, raw: Record<string, unknown> = {}) {
    const settings = testPageSettings('en', raw);
    setCartRuntime(createCartRuntime(settings, createI18n('en', STATIC_RESOURCES.en), fetchImpl));
    return settings;
  }

  afterEach(() => {
    setCartRuntime(null);
    act(() => {
      useDrawerStore.setState({ open: false, requested: false, opener: null });
      useModalStore.setState({ current: null });
    });
  });

  it('adds the one-time selection with a spinner, then opens the mini cart', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    const settings = withCart(fetchImpl);
    const product = fixture('detox-greens');
    renderWidget(<ProductDetail productId={product.id} variations={[]} product={product} />, 'en', settings);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const busy = await screen.findByRole('button', { name: 'Adding…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/wp-json/wc/store/v1/cart/add-item?lang=en');
    expect(JSON.parse(String(init?.body))).toEqual({
      id: 104,
      quantity: 1,
      cart_item_data: JSON.stringify({ mainProduct: { id: 104, name: product.name, type: 'simple', sku: product.sku } }),
    });
    answer(jsonResponse(201, makeCart({ items: [makeLine()] })));
    await waitFor(() => expect(useDrawerStore.getState().open).toBe(true));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('an out-of-stock product opens the back-in-stock modal instead of adding', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const settings = withCart(fetchImpl);
    const product = fixture('glow-vitamin-e');
    renderWidget(<ProductDetail productId={product.id} variations={[]} product={product} />, 'en', settings);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Get notified when it is back' })).toBeInTheDocument();
    expect(useModalStore.getState().current).toEqual({ id: 'back-in-stock', payload: { productId: 108, productName: product.name } });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('an out-of-stock variation signs up for that variation', async () => {
    const settings = withCart(vi.fn<typeof fetch>());
    const product = fixture('gut-restore');
    renderWidget(
      <ProductDetail productId={product.id} variations={product.extensions.variations ?? []} product={product} />,
      'en',
      settings,
    );
    await userEvent.click(screen.getByRole('radio', { name: /^200G.*Out of stock/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Get notified when it is back' });
    const current = useModalStore.getState().current;
    expect(current?.id).toBe('back-in-stock');
    expect(current?.id === 'back-in-stock' && current.payload.productId).not.toBe(101);
  });

  it('without permission_buy the button is disabled with the no-permission text', async () => {
    const settings = withCart(vi.fn<typeof fetch>(), {
      user: { id: 9, role: 'staff', displayName: null, permissions: { permission_buy: false } },
    });
    const product = fixture('detox-greens');
    renderWidget(<ProductDetail productId={product.id} variations={[]} product={product} />, 'en', settings);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled());
    expect(await screen.findByText('You have no checkout permission. Please contact your company director.')).toBeInTheDocument();
  });

  it('a vendor not yet approved sees the add button disabled with the reason in their terms (lt)', async () => {
    const settings = withCart(vi.fn<typeof fetch>(), {
      user: { id: 9, role: 'customer', displayName: null, permissions: { permission_buy: false }, vendorNotApproved: true },
    });
    const product = fixture('detox-greens');
    renderWidget(<ProductDetail productId={product.id} variations={[]} product={product} />, 'lt', settings);
    expect(await screen.findByText(/Jūsų tiekėjo paskyra dar nepatvirtinta/)).toBeInTheDocument();
  });
});

describe('Query Error', () => {
  it('shows the panel when the product cannot load', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = async () => new Response('{"code":"x","message":"Invalid product ID.","data":{"status":404}}', { status: 404 });
    try {
      renderWidget(<ProductDetail productId={999} variations={[]} product={null} />);
      expect(await screen.findByText('Query Error')).toBeInTheDocument();
      expect(screen.getByText('Invalid product ID.')).toBeInTheDocument();
    } finally {
      globalThis.fetch = original;
    }
  });
});
