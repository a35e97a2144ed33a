import type { Cart } from '@soul/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore, initialCartState } from '../../cart/cart-store.ts';
import { useDrawerStore } from '../../cart/drawer-store.ts';
import { createCartRuntime, setCartRuntime } from '../../cart/runtime.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../../i18n/static-resources.ts';
import type { Language } from '../../i18n/resources.ts';
import { jsonResponse, makeCart, makeLine } from '../../test/cart-fixtures.ts';
import { renderWidget, testPageSettings } from '../../test/render.tsx';
import { CartDrawerIsland } from './island.tsx';

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

function renderDrawer(cart: Cart, options: { language?: Language; raw?: Record<string, unknown>; fetchImpl?: typeof fetch } = {}) {
  const language = options.language ?? 'en';
  const settings = testPageSettings(language, options.raw);
  const fetchImpl = options.fetchImpl ?? vi.fn<typeof fetch>(async () => jsonResponse(200, cart));
  setCartRuntime(createCartRuntime(settings, createI18n(language, STATIC_RESOURCES[language]), fetchImpl));
  const view = renderWidget(<CartDrawerIsland />, language, settings);
  act(() => useDrawerStore.getState().openDrawer(document.getElementById('soul-cart-button')));
  return { ...view, fetchImpl };
}

const bundleKey = 'b'.repeat(32);
const childA = makeLine({
  key: 'c'.repeat(32),
  id: 201,
  name: 'Energy Complex',
  bundledBy: bundleKey,
  removable: false,
  bundledItemData: { is_removable: false, is_indented: true, is_thumbnail_hidden: false },
});
const childB = makeLine({
  key: 'd'.repeat(32),
  id: 202,
  name: 'B12 Drops',
  bundledBy: bundleKey,
  removable: false,
  bundledItemData: { is_removable: false, is_indented: true, is_thumbnail_hidden: true },
});
const bundle = makeLine({
  key: bundleKey,
  id: 103,
  name: 'Energy Starter Bundle',
  type: 'bundle',
  bundledItems: [childA.key, childB.key],
  bundlePrice: '4999',
  total: 4131,
  tax: 868,
});
const subscription = makeLine({
  key: 'e'.repeat(32),
  id: 10101,
  parentId: 101,
  name: 'Gut Restore',
  quantity: 2,
  subscription: { interval: 2, discount: 10 },
  variation: [{ attribute: 'Size', value: '250G' }],
  categories: ['Gut', 'Digestion'],
  total: 5355,
  tax: 1125,
  regular: 7200,
});

beforeEach(() => {
  document.body.innerHTML =
    '<a id="soul-cart-button" href="/checkout" aria-label="0 items in cart"><span data-soul-cart-count>0</span></a>';
  useCartStore.setState({ ...initialCartState });
  useDrawerStore.setState({ open: false, requested: false, opener: null });
});

afterEach(() => {
  act(() => useDrawerStore.getState().closeDrawer());
  setCartRuntime(null);
});

describe('mini cart drawer', () => {
  it('is a labelled modal dialog; lines show subscription text, variation and categories; totals come from the server strings', async () => {
    const cart = makeCart({
      items: [subscription],
      totalItems: 5355,
      totalItemsTax: 1125,
      discount: 500,
      discountTax: 105,
      totalPrice: 5875,
      totalTax: 1020,
      fees: [{ key: 'f', name: 'Gift wrap', total: 200, tax: 42 }],
    });
    renderDrawer(cart);
    const dialog = await screen.findByRole('dialog', { name: /Your cart/ });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await within(dialog).findByRole('link', { name: 'Gut Restore' })).toBeInTheDocument();
    expect(within(dialog).getByText('Every 2 months · save 10%')).toBeInTheDocument();
    expect(within(dialog).getByText('Size: 250G')).toBeInTheDocument();
    expect(within(dialog).getByText('Gut, Digestion')).toBeInTheDocument();
    const totals = within(dialog).getByTestId('cart-totals');
    expect(nbsp(totals.textContent)).toContain('Subtotal€64.80');
    expect(nbsp(totals.textContent)).toContain('Discount−€6.05');
    expect(nbsp(totals.textContent)).toContain('Gift wrap€2.42');
    expect(nbsp(totals.textContent)).toContain('Total€58.75');
    // The line: line_total + line_total_tax, and the regular total struck through.
    expect(nbsp(dialog.querySelector(`[data-line-key="${subscription.key}"]`)?.textContent)).toContain('€64.80');
    expect(within(dialog).getByRole('link', { name: /Checkout/ })).toHaveAttribute('href', '/checkout');
    await waitFor(() => expect(document.querySelector('[data-soul-cart-count]')?.textContent).toBe('2'));
  });

  it.each([
    ['en', '€15.80', '€14.22'],
    ['lt', '15,80 €', '14,22 €'],
  ] as const)(
    'shows a multi-buy line (WooCommerce prices: price is the discounted unit, regular_price the undiscounted) with its regular total struck through (%s)',
    async (language, regular, now) => {
      // 2 × €7.90 with 10 % off: the server sends price 711, regular_price 790, line 1175 + 247 VAT.
      const line = makeLine({ key: 'd'.repeat(32), quantity: 2, total: 1175, tax: 247, regular: 1580 });
      expect(line.prices).toMatchObject({ price: '711', regular_price: '790', sale_price: '711' });
      renderDrawer(makeCart({ items: [line] }), { language });
      const dialog = await screen.findByRole('dialog');
      const row = await waitFor(() => {
        const found = dialog.querySelector(`[data-line-key="${line.key}"]`);
        if (!found) throw new Error('line not shown yet');
        return found;
      });
      expect(nbsp(row.querySelector('del')?.textContent)).toContain(regular);
      expect(nbsp(row.textContent)).toContain(now);
    },
  );

  it('bundles: badge with the item count, expand/collapse, indented children without remove buttons', async () => {
    const user = userEvent.setup();
    renderDrawer(makeCart({ items: [bundle, childA, childB] }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('bundle-badge')).toHaveTextContent('2 items');
    const toggle = within(dialog).getByRole('button', { name: 'Show the items of Energy Starter Bundle' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const children = () =>
      within(dialog)
        .queryAllByTestId('bundle-child')
        .filter((element) => element.closest('[hidden]') === null);
    expect(children()).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(children()).toHaveLength(2);
    expect(children()[0]).toHaveClass('pl-4');
    // The second child hides its thumbnail.
    expect(children()[1]?.querySelector('img')).toBeNull();
    // Only the bundle has a remove button; children none.
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Remove / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove Energy Starter Bundle from cart']);
    await user.click(within(dialog).getByRole('button', { name: 'Hide the items of Energy Starter Bundle' }));
    expect(children()).toHaveLength(0);
  });

  it('non-removable lines have no remove button', async () => {
    renderDrawer(makeCart({ items: [makeLine({ name: 'Free gift', removable: false })] }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('link', { name: 'Free gift' });
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('states the server’s “discount has expired” once, when a promotion line is priced without its discount', async () => {
    const expired = { code: 'soul_promo_offer_expired', message: 'Sorry, but your discount has expired. Please try again later' };
    const cart = {
      ...makeCart({ items: [makeLine({ name: 'Energy Complex' })] }),
      errors: [expired, expired, { code: 'other', message: 'x' }],
    };
    renderDrawer(cart);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('link', { name: 'Energy Complex' });
    expect(within(dialog).getAllByText(expired.message)).toHaveLength(1);
    expect(within(dialog).queryByText('x')).toBeNull();
  });

  it('without permission_buy the checkout button is disabled with the spec text', async () => {
    renderDrawer(makeCart({ items: [subscription] }), {
      raw: { user: { id: 5, role: 'staff', displayName: 'Ona', permissions: { permission_buy: false } } },
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('You have no checkout permission. Please contact your company director.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(within(dialog).queryByRole('link', { name: /Checkout/ })).toBeNull();
  });

  it('a vendor not yet approved is told why, not sent to a director', async () => {
    renderDrawer(makeCart({ items: [subscription] }), {
      raw: { user: { id: 6, role: 'customer', displayName: 'Ona', permissions: { permission_buy: false }, vendorNotApproved: true } },
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Your vendor account is not approved yet/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/company director/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('empty state with continue shopping that closes the drawer', async () => {
    const user = userEvent.setup();
    renderDrawer(makeCart());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Your cart is empty')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    expect(useDrawerStore.getState().open).toBe(false);
  });

  it('speaks Lithuanian', async () => {
    renderDrawer(makeCart({ items: [subscription] }), { language: 'lt' });
    const dialog = await screen.findByRole('dialog', { name: /Jūsų krepšelis/ });
    expect(await within(dialog).findByText('Kas 2 mėnesius · sutaupote 10 %')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Apmokėti/ })).toHaveAttribute('href', '/lt/checkout');
  });

  it('quantity-discount upsell: one click adds one more (update-item +1)', async () => {
    const user = userEvent.setup();
    const one = makeLine({ key: 'f'.repeat(32), name: 'Detox Greens', quantity: 1 });
    const cart = makeCart({ items: [one] });
    const fetchImpl = vi.fn<typeof fetch>(async (input) =>
      jsonResponse(200, String(input).includes('update-item') ? makeCart({ items: [{ ...one, quantity: 2 }] }) : cart),
    );
    renderDrawer(cart, { fetchImpl });
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Add one more Detox Greens and save 10%' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Quantity of Detox Greens' })).toHaveValue('2'));
    const update = fetchImpl.mock.calls.find(([url]) => String(url).includes('update-item'));
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({ key: one.key, quantity: 2 });
    // Now at 2 the offer is 15%.
    expect(await within(dialog).findByRole('button', { name: 'Add one more Detox Greens and save 15%' })).toBeInTheDocument();
  });

  it('the header cart button opens the drawer (no navigation) and Escape-close returns focus to it', async () => {
    const user = userEvent.setup();
    const settings = testPageSettings('en');
    setCartRuntime(
      createCartRuntime(
        settings,
        createI18n('en', STATIC_RESOURCES.en),
        vi.fn<typeof fetch>(async () => jsonResponse(200, makeCart())),
      ),
    );
    renderWidget(<CartDrawerIsland />, 'en', settings);
    const button = document.getElementById('soul-cart-button');
    if (!button) throw new Error('no button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.focus();
    act(() => void button.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus());
    act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(useDrawerStore.getState().open).toBe(false);
    await waitFor(() => expect(button).toHaveFocus());
    void user;
  });
});

describe('points in the drawer', () => {
  const signedIn = { user: { id: 7, role: 'customer', displayName: 'Ona', permissions: { permission_buy: true } } };

  it('offers a signed-in customer the points this cart can take (whole euros of the goods) and spends them through the cart extension', async () => {
    const cart = makeCart({ items: [makeLine({})], totalItems: 1232, totalItemsTax: 258 });
    const spent = makeCart({
      items: [makeLine({})],
      totalItems: 1232,
      totalItemsTax: 258,
      coupons: [{ code: 'wc_points_redemption', discount: 1400 }],
      discount: 1400,
    });
    const fetchImpl = vi.fn<typeof fetch>(async (url, init) => {
      if (String(url).includes('/points')) return jsonResponse(200, { balance: { available: 30, pending: 0 } });
      if (String(url).includes('/cart/extensions')) return jsonResponse(200, spent);
      return jsonResponse(200, init?.method === 'POST' ? spent : cart);
    });
    renderDrawer(cart, { raw: signedIn, fetchImpl });
    act(() => useCartStore.setState({ cart }));
    const offer = await screen.findByTestId('drawer-points');
    // €14.90 of goods: 14 of the 30 points.
    expect(nbsp(offer.textContent)).toContain('You have 30 points: €14.00 off this order.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Use my points' }));
    const call = fetchImpl.mock.calls.find(([url]) => String(url).includes('/cart/extensions'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ namespace: 'soul-points', data: { points: 14 } });
    await waitFor(() => expect(nbsp(screen.getByTestId('drawer-points').textContent)).toContain('14 points used: −€14.00'));
    expect(within(screen.getByTestId('drawer-points')).getByRole('button', { name: 'Don’t use points' })).toBeInTheDocument();
  });

  it('shows nothing to a guest', async () => {
    const cart = makeCart({ items: [makeLine({})] });
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, cart));
    renderDrawer(cart, { fetchImpl });
    act(() => useCartStore.setState({ cart }));
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('drawer-points')).toBeNull();
    expect(fetchImpl.mock.calls.some(([url]) => String(url).includes('/points'))).toBe(false);
  });
});
