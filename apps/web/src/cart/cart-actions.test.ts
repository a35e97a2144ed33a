import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartClient } from '../api/cart-client.ts';
import { NonceStore } from '../api/nonce-store.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../i18n/static-resources.ts';
import { useNotificationStore } from '../overlays/notification-store.ts';
import { jsonResponse, makeCart, makeLine } from '../test/cart-fixtures.ts';
import { BUSY_NOTICE_MS, CartActions, QUANTITY_RETRY_MS } from './cart-actions.ts';
import { useCartStore } from './cart-store.ts';
import { useDrawerStore } from './drawer-store.ts';

const i18n = createI18n('en', STATIC_RESOURCES.en);
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values ?? {});

function setup(fetchImpl: typeof fetch) {
  const client = new CartClient({
    storeRoot: '/api',
    soulRoot: '/soul',
    ajaxUrl: '/ajax',
    language: 'en',
    nonces: new NonceStore({ store: 'n', rest: 'r', ajax: 'a', timestamp: 0 }),
    text: { network: () => 'network', invalidResponse: () => t('cart:errors.invalidResponse') },
    fetchImpl,
  });
  return new CartActions({ client, t });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const line = makeLine({ key: 'a'.repeat(32), name: 'Energy Complex', quantity: 1 });
const cartOf = (quantity: number) => makeCart({ items: [{ ...line, quantity }] });

beforeEach(() => {
  useCartStore.setState({ cart: cartOf(1), status: 'ready', busy: {}, pendingQuantity: {}, lineNotice: {}, notice: null, lastError: null });
  useDrawerStore.setState({ open: false, requested: false, opener: null });
  useNotificationStore.setState({ current: null });
  document.body.innerHTML = '<a id="soul-cart-button" href="/checkout" aria-label="1 item in cart"><span data-soul-cart-count>1</span></a>';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CartActions: quantity', () => {
  it('marks the line busy until the answer, then takes the server cart, updates the header and fires updated_cart_totals', async () => {
    const answer = deferred<Response>();
    const fetchImpl = vi.fn<typeof fetch>(() => answer.promise);
    const actions = setup(fetchImpl);
    const events: string[] = [];
    document.body.addEventListener('updated_cart_totals', (event) => events.push(event.type));

    const pending = actions.setQuantity(line.key, 2);
    expect(useCartStore.getState().busy[line.key]).toBe(true);
    expect(useCartStore.getState().pendingQuantity[line.key]).toBe(2);

    answer.resolve(jsonResponse(200, cartOf(2)));
    await pending;
    const state = useCartStore.getState();
    expect(state.busy[line.key]).toBeUndefined();
    expect(state.pendingQuantity[line.key]).toBeUndefined();
    expect(state.cart?.items[0]?.quantity).toBe(2);
    expect(state.announcement.text).toBe('Energy Complex quantity 2');
    expect(document.querySelector('[data-soul-cart-count]')?.textContent).toBe('2');
    expect(document.getElementById('soul-cart-button')?.getAttribute('aria-label')).toBe('2 items in cart');
    expect(events).toEqual(['updated_cart_totals']);
  });

  it("a further change while busy shows 'Please wait…', cleared after 6000 ms", async () => {
    vi.useFakeTimers();
    const answer = deferred<Response>();
    const actions = setup(vi.fn<typeof fetch>(() => answer.promise));
    void actions.setQuantity(line.key, 2);
    await actions.setQuantity(line.key, 3);
    expect(useCartStore.getState().lineNotice[line.key]?.title).toEqual({ key: 'busy.wait', ns: 'cart' });
    expect(t('cart:busy.wait')).toBe('Please wait while quantity update in progress...');
    vi.advanceTimersByTime(BUSY_NOTICE_MS - 1);
    expect(useCartStore.getState().lineNotice[line.key]).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(useCartStore.getState().lineNotice[line.key]).toBeUndefined();
    // The second change was not sent.
    answer.resolve(jsonResponse(200, cartOf(2)));
  });

  it('an invalid cart response reverts to the previous quantity at once (no retry)', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { nope: true }));
    const actions = setup(fetchImpl);
    await actions.setQuantity(line.key, 5);
    const state = useCartStore.getState();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(state.pendingQuantity[line.key]).toBeUndefined();
    expect(state.busy[line.key]).toBeUndefined();
    expect(state.cart?.items[0]?.quantity).toBe(1);
    expect(state.lastError).toBe('Invalid cart response');
    expect(useNotificationStore.getState().current?.message).toBe('Invalid cart response');
  });

  it('retries a failed update once after 750 ms', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('upstream', { status: 502 }))
      .mockResolvedValueOnce(jsonResponse(200, cartOf(3)));
    const actions = setup(fetchImpl);
    const pending = actions.setQuantity(line.key, 3);
    await vi.advanceTimersByTimeAsync(QUANTITY_RETRY_MS - 1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(useCartStore.getState().busy[line.key]).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(useCartStore.getState().cart?.items[0]?.quantity).toBe(3);
  });

  it('reverts after the retry fails too, with the error', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(400, { code: 'invalid_quantity', message: 'Quantity too high', data: { status: 400 } }),
    );
    const actions = setup(fetchImpl);
    const pending = actions.setQuantity(line.key, 9);
    await vi.advanceTimersByTimeAsync(QUANTITY_RETRY_MS);
    await pending;
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(useCartStore.getState().pendingQuantity[line.key]).toBeUndefined();
    expect(useCartStore.getState().cart?.items[0]?.quantity).toBe(1);
    expect(useNotificationStore.getState().current?.message).toBe('Quantity too high');
  });

  it('a 409 resyncs from the cart it carries', async () => {
    const other = makeCart({ items: [makeLine({ name: 'Gut Restore' })] });
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(409, {
        code: 'woocommerce_rest_cart_invalid_key',
        message: 'Cart item no longer exists or is invalid.',
        data: { status: 409, cart: other },
      }),
    );
    await setup(fetchImpl).setQuantity(line.key, 2);
    expect(useCartStore.getState().cart?.items[0]?.name).toBe('Gut Restore');
  });

  it('shows errors inside the open drawer instead of the page notification', async () => {
    useDrawerStore.setState({ open: true });
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, 'garbage'));
    await setup(fetchImpl).setQuantity(line.key, 2);
    expect(useNotificationStore.getState().current).toBeNull();
    expect(useCartStore.getState().notice).toMatchObject({ tone: 'error', message: 'Invalid cart response' });
  });
});

describe('CartActions: add, remove, coupons', () => {
  it('add-item opens the drawer and fires the added events', async () => {
    const events: string[] = [];
    for (const name of ['wc-blocks_added_to_cart', 'added_to_cart', 'updated_cart_totals'])
      document.body.addEventListener(name, (event) => events.push(event.type));
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(201, cartOf(1)));
    await expect(setup(fetchImpl).addItem({ body: { id: 104, quantity: 1, cart_item_data: '{}' }, name: 'Detox Greens' })).resolves.toBe(
      true,
    );
    expect(useDrawerStore.getState().open).toBe(true);
    expect(events).toEqual(['wc-blocks_added_to_cart', 'added_to_cart', 'updated_cart_totals']);
  });

  it('a failed add keeps the drawer closed and shows Oops with the message', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(400, { code: 'woocommerce_rest_product_out_of_stock', message: 'Out of stock', data: { status: 400 } }),
    );
    await expect(setup(fetchImpl).addItem({ body: { id: 104, quantity: 1, cart_item_data: '{}' }, name: 'x' })).resolves.toBe(false);
    expect(useDrawerStore.getState().open).toBe(false);
    expect(useNotificationStore.getState().current).toMatchObject({ title: { key: 'errors.oops' }, message: 'Out of stock' });
  });

  it('remove-item announces the removal', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, makeCart()));
    await setup(fetchImpl).removeItem(line.key);
    expect(useCartStore.getState().cart?.items).toEqual([]);
    expect(useCartStore.getState().announcement.text).toBe('Energy Complex removed from cart');
  });

  it("coupon already applied → 'Already applied' notice, not an error", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(400, {
        code: 'woocommerce_rest_cart_coupon_error',
        message: 'Coupon code "A" has already been applied.',
        data: { status: 400 },
      }),
    );
    await expect(setup(fetchImpl).applyCoupon('A')).resolves.toBe('already-applied');
    expect(useNotificationStore.getState().current).toMatchObject({
      tone: 'warning',
      title: { key: 'coupon.alreadyAppliedTitle', ns: 'cart' },
      message: { key: 'coupon.alreadyAppliedText', ns: 'cart' },
    });
  });

  it("coupon failure → 'No Coupon' with the server message", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(400, { code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon "X" does not exist!', data: { status: 400 } }),
    );
    await expect(setup(fetchImpl).applyCoupon('X')).resolves.toBe('failed');
    expect(useNotificationStore.getState().current).toMatchObject({
      title: { key: 'coupon.noCoupon', ns: 'cart' },
      message: 'Coupon "X" does not exist!',
    });
  });

  it('coupon applied and removed fire their body events', async () => {
    const events: string[] = [];
    for (const name of ['applied_coupon', 'removed_coupon', 'removed_coupon_in_checkout', 'update_checkout'])
      document.body.addEventListener(name, (event) => events.push(event.type));
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, cartOf(1)));
    const actions = setup(fetchImpl);
    await act(async () => {
      await actions.applyCoupon('SOUL10');
      await actions.removeCoupon('SOUL10');
    });
    expect(events).toEqual(['applied_coupon', 'update_checkout', 'removed_coupon', 'removed_coupon_in_checkout', 'update_checkout']);
  });
});
