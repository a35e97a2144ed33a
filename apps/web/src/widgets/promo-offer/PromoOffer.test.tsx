import type { ShownPromotion } from '@soul/contracts/promotions';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IslandShell } from '../../boot/IslandShell.tsx';
import { useDrawerStore } from '../../cart/drawer-store.ts';
import { createCartRuntime, setCartRuntime } from '../../cart/runtime.ts';
import { readVisitorCookie } from '../../consent/visitor-cookies.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../../i18n/static-resources.ts';
import { useNotificationStore } from '../../overlays/notification-store.ts';
import { usePromoFlags } from '../../promotions/flags-store.ts';
import { renderIsland } from '../../ssr/render.tsx';
import { jsonResponse, makeCart, makeLine } from '../../test/cart-fixtures.ts';
import { renderWidget, testContext, testPageSettings } from '../../test/render.tsx';
import island from './island.tsx';
import { PromoOffer } from './PromoOffer.tsx';
import type { PromoOfferProduct } from './props.ts';

const option = (key: string, quantity: number, rate: number, extra: Partial<ShownPromotion['quantityPromotions'][number]> = {}) => ({
  _id: `3:${key}`,
  title: `${quantity} jars`,
  image: { url: '' },
  quantity,
  product_id: 2011,
  base_price: String(3490 * quantity),
  price: String(3490 * quantity - Math.round((3490 * quantity * rate) / 100)),
  lowest_price_30_days: String(3490 * quantity),
  discount_rate: rate,
  price_display_override: '',
  save_banner: `Save ${rate}%`,
  special_tag: '',
  description: '',
  default_selected: false,
  ...extra,
});

function promotion(defaultKey: string | null = 'two'): ShownPromotion {
  return {
    id: 3,
    slug: 'energy-complex-offer',
    kind: 'quantity_offer',
    title: 'Energy Complex: stock up and save',
    message: 'Choose how many jars.',
    link: '',
    cta_button_text: 'Claim my offer',
    cta_button_subtext: 'Free delivery over €40',
    countdown_banner_text: 'Offer ends in',
    discount_rate: 0,
    countdown: 1800,
    timer_id: 'promo-energy-complex-offer',
    ends_at: null,
    landing_pages: { en: '/offer/energy-complex', lt: '/lt/pasiulymas/energijos-kompleksas' },
    product: 2011,
    quantityPromotions: [
      option('one', 1, 10, { default_selected: defaultKey === 'one' }),
      option('two', 2, 20, { default_selected: defaultKey === 'two', special_tag: 'Most popular' }),
      option('three', 3, 30, { default_selected: defaultKey === 'three', price_display_override: 'Only €24.43 a jar' }),
    ],
    currency_minor_unit: 2,
  };
}

const product: PromoOfferProduct = {
  id: 201,
  name: 'Energy Complex',
  type: 'variable',
  sku: 'SS-ENC-OT',
  url: '/product/energy-complex-one-time',
  summary: 'A daily blend.',
  image: null,
};

/** The shop's answers: the visitor's timer (running, not started, or over) and the cart routes. */
function shop(timer: { timeLeft: number } | 'not-started') {
  let started = timer !== 'not-started';
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.includes('/timers/start')) {
      started = true;
      return jsonResponse(200, { timeLeft: 1800 });
    }
    if (url.includes('/timers/check')) {
      if (!started) return jsonResponse(404, { error: 'Countdown has not been started' });
      return jsonResponse(200, timer === 'not-started' ? { timeLeft: 1800 } : timer);
    }
    if (url.includes('/cart/items') && method === 'DELETE') return jsonResponse(200, []);
    if (url.includes('/cart/add-item')) return jsonResponse(201, makeCart({ items: [makeLine()] }));
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchImpl);
  const settings = testPageSettings('en');
  setCartRuntime(createCartRuntime(settings, createI18n('en', STATIC_RESOURCES.en), fetchImpl));
  return { settings, calls };
}

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  usePromoFlags.setState({ promoOffer: true, promos: {} });
});
afterEach(() => {
  setCartRuntime(null);
  vi.unstubAllGlobals();
  clearCookies();
  act(() => {
    useDrawerStore.setState({ open: false, requested: false, opener: null });
    useNotificationStore.setState({ current: null });
  });
});

describe('the quantity-offer widget', () => {
  it('preselects the default option and shows prices, save banners, tags and the 30-day prior price', async () => {
    const { settings } = shop({ timeLeft: 1500 });
    renderWidget(<PromoOffer promotion={promotion()} product={product} />, 'en', settings);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /2 jars/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Choose your quantity' })).toBeInTheDocument();
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByText('Save 30%')).toBeInTheDocument();
    expect(screen.getByText('Only €24.43 a jar')).toBeInTheDocument();
    expect(screen.getByText('Lowest price in the last 30 days: €69.80')).toBeInTheDocument();
    expect(await screen.findByText(/^00:2[45]:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim my offer' })).toBeEnabled();
  });

  it('starts a timer that has not started and sets the landing-promo cookie then', async () => {
    const { settings, calls } = shop('not-started');
    renderWidget(<PromoOffer promotion={promotion()} product={product} />, 'en', settings);
    expect(await screen.findByText(/^00:(30:0\d|29:\d\d)$/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ timerId: 'promo-energy-complex-offer', timer: 1800 });
    expect(readVisitorCookie('landingPromo')).toBe('energy-complex-offer');
  });

  it('without a chosen option, says so for 8 s and adds nothing', async () => {
    const { settings, calls } = shop({ timeLeft: 1500 });
    renderWidget(<PromoOffer promotion={promotion(null)} product={product} />, 'en', settings);
    await screen.findByText(/^00:2[45]:\d\d$/);
    await userEvent.click(screen.getByRole('button', { name: 'Claim my offer' }));
    expect(await screen.findByText('Please choose a promo item from the list first')).toBeInTheDocument();
    expect(screen.getByText('Choose an Offer')).toBeInTheDocument();
    expect(useNotificationStore.getState().current?.autoCloseMs).toBe(8000);
    expect(calls.filter((c) => c.url.includes('/cart/'))).toEqual([]);
  });

  it('empties the cart, then adds the chosen option with its promo data, and opens the drawer', async () => {
    const { settings, calls } = shop({ timeLeft: 1500 });
    renderWidget(<PromoOffer promotion={promotion()} product={product} />, 'en', settings);
    await screen.findByText(/^00:2[45]:\d\d$/);
    await userEvent.click(screen.getByRole('radio', { name: /3 jars/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim my offer' }));
    await waitFor(() => expect(useDrawerStore.getState().open).toBe(true));
    const cartCalls = calls.filter((c) => c.url.includes('/cart/'));
    expect(cartCalls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /wp-json/wc/store/v1/cart/items',
      'POST /wp-json/wc/store/v1/cart/add-item?lang=en',
    ]);
    const body = cartCalls[1]?.body as { id: number; quantity: number; cart_item_data: string };
    expect(body).toMatchObject({ id: 2011, quantity: 3 });
    expect(JSON.parse(body.cart_item_data)).toEqual({
      mainProduct: { id: 201, name: 'Energy Complex', type: 'variable', sku: 'SS-ENC-OT' },
      promo_offer_id: '3:three',
      promo_offer_title: 'Energy Complex: stock up and save',
      promo_offer_base_price: 10470,
      promo_offer_discount_rate: 30,
    });
  });

  it('after the countdown the button reads “Your offer was expired”, is disabled, and the promo-offer cookie is set', async () => {
    const { settings, calls } = shop({ timeLeft: 0 });
    renderWidget(<PromoOffer promotion={promotion()} product={product} />, 'en', settings);
    const button = await screen.findByRole('button', { name: 'Your offer was expired' });
    expect(button).toBeDisabled();
    expect(readVisitorCookie('promoOffer')).toBe('energy-complex-offer');
    expect(usePromoFlags.getState().promoOffer).toBe(false);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('stays disabled while the promo-offer flag is off (a promo-offer cookie for this promotion)', async () => {
    const { settings } = shop({ timeLeft: 1500 });
    document.cookie = 'soul_promo_offer=energy-complex-offer; Path=/';
    renderWidget(<PromoOffer promotion={promotion()} product={product} />, 'en', settings);
    await screen.findByText(/^00:2[45]:\d\d$/);
    expect(screen.getByRole('button', { name: 'Claim my offer' })).toBeDisabled();
  });

  it.each(['en', 'lt'] as const)('hydrates the server HTML without a mismatch (%s)', async (language) => {
    const props = { promotion: promotion(), product };
    const container = document.createElement('div');
    container.innerHTML = renderIsland('promo-offer', props, language);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    let root: Root | null = null;
    await act(async () => {
      root = hydrateRoot(container, <IslandShell context={testContext(language)}>{island.render(props)}</IslandShell>, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toContain(language === 'lt' ? 'Pasirinkite kiekį' : 'Choose your quantity');
    act(() => root?.unmount());
    container.remove();
  });
});
