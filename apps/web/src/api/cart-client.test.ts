import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeCart, makeLine } from '../test/cart-fixtures.ts';
import { CartClient, CartConflictError, InvalidCartResponseError, isCart } from './cart-client.ts';
import { ApiRequestError } from './http.ts';
import { NonceStore } from './nonce-store.ts';

const NETWORK = 'Query failed. Please check your connection or reload the page and try again.';

function client(fetchImpl: typeof fetch, nonces = new NonceStore({ store: 'n1', rest: 'r1', ajax: 'a1', timestamp: 100 })) {
  return new CartClient({
    storeRoot: '/wp-json/wc/store/v1',
    soulRoot: '/wp-json/soul/v1',
    ajaxUrl: '/wp-admin/admin-ajax.php',
    language: 'lt',
    nonces,
    text: { network: () => NETWORK, invalidResponse: () => 'Invalid cart response' },
    fetchImpl,
  });
}

const headerOf = (init: RequestInit | undefined, name: string) => (init?.headers as Record<string, string> | undefined)?.[name];
const invalidNonce = () =>
  jsonResponse(403, { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } });
const freshNonces = () =>
  jsonResponse(200, { success: true, data: { store_nonce: 'n2', rest_nonce: 'r2', ajax_nonce: 'a2', timestamp: 200 } });

describe('CartClient', () => {
  it('sends update-item with both nonce headers, same-origin credentials and the language', async () => {
    const cart = makeCart({ items: [makeLine()] });
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, cart));
    await client(fetchImpl).updateItem('k'.repeat(32), 3);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/wp-json/wc/store/v1/cart/update-item?lang=lt');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({ key: 'k'.repeat(32), quantity: 3 });
    expect(headerOf(init, 'Nonce')).toBe('n1');
    expect(headerOf(init, 'X-WC-Store-API-Nonce')).toBe('n1');
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
  });

  it("on 'Nonce is invalid.' fetches fresh nonces through admin-ajax and retries once", async () => {
    const cart = makeCart();
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(invalidNonce())
      .mockResolvedValueOnce(freshNonces())
      .mockResolvedValueOnce(jsonResponse(200, cart));
    const nonces = new NonceStore({ store: 'n1', rest: 'r1', ajax: 'a1', timestamp: 100 });
    await expect(client(fetchImpl, nonces).removeItem('k'.repeat(32))).resolves.toEqual(cart);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    const [ajaxUrl, ajaxInit] = fetchImpl.mock.calls[1] ?? [];
    expect(ajaxUrl).toBe('/wp-admin/admin-ajax.php');
    expect(String(ajaxInit?.body)).toBe('action=soulel_get_nonce_clientside&ajax_nonce=a1');
    expect(headerOf(fetchImpl.mock.calls[2]?.[1], 'Nonce')).toBe('n2');
    expect(nonces.get()).toEqual({ store: 'n2', rest: 'r2', ajax: 'a2', timestamp: 200 });
  });

  it('retries only once: a second invalid nonce is thrown', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(invalidNonce())
      .mockResolvedValueOnce(freshNonces())
      .mockResolvedValueOnce(invalidNonce());
    await expect(client(fetchImpl).addItem({ id: 1, quantity: 1, cart_item_data: '{}' })).rejects.toThrow('Nonce is invalid.');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('a stale REST nonce (rest_cookie_invalid_nonce) on the back-in-stock sign-up is refreshed and retried once too', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        jsonResponse(403, { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }),
      )
      .mockResolvedValueOnce(freshNonces())
      .mockResolvedValueOnce(jsonResponse(201, { success: true }));
    await client(fetchImpl).subscribeStockNotification({ email: 'a@b.lt', newsletterConsent: true, productId: 108 });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(headerOf(fetchImpl.mock.calls[0]?.[1], 'X-WP-Nonce')).toBe('r1');
    expect(headerOf(fetchImpl.mock.calls[2]?.[1], 'X-WP-Nonce')).toBe('r2');
  });

  it('reads never retry: a 403 on a request without a nonce is the answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(invalidNonce());
    await expect(client(fetchImpl).getCart()).rejects.toThrow('Nonce is invalid.');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('two writes refused together share one nonce refresh, then each is retried once', async () => {
    const cart = makeCart();
    const calls: string[] = [];
    let refused = 0;
    const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push(url);
      if (url.endsWith('admin-ajax.php')) return freshNonces();
      if (headerOf(init, 'Nonce') === 'n1') {
        refused += 1;
        return invalidNonce();
      }
      return jsonResponse(200, cart);
    });
    const api = client(fetchImpl);
    await Promise.all([api.removeItem('a'.repeat(32)), api.removeItem('b'.repeat(32))]);
    expect(refused).toBe(2);
    expect(calls.filter((url) => url.endsWith('admin-ajax.php'))).toHaveLength(1);
    expect(calls.filter((url) => url.includes('/cart/remove-item'))).toHaveLength(4);
  });

  it('keeps the newest nonce from the response headers, ignoring older timestamps', async () => {
    const nonces = new NonceStore({ store: 'n1', rest: 'r1', ajax: 'a1', timestamp: 100 });
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(200, makeCart(), { Nonce: 'n5', 'Nonce-Timestamp': '500' }))
      .mockResolvedValueOnce(jsonResponse(200, makeCart(), { Nonce: 'old', 'Nonce-Timestamp': '300' }));
    const api = client(fetchImpl, nonces);
    await api.getCart();
    expect(nonces.get().store).toBe('n5');
    await api.getCart();
    expect(nonces.get().store).toBe('n5');
  });

  it('a 409 invalid key carries the server cart for a resync', async () => {
    const cart = makeCart({ items: [makeLine({ name: 'Gut Restore' })] });
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(409, {
        code: 'woocommerce_rest_cart_invalid_key',
        message: 'Cart item no longer exists or is invalid.',
        data: { status: 409, cart },
      }),
    );
    const error = await client(fetchImpl)
      .updateItem('x'.repeat(32), 2)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartConflictError);
    expect((error as CartConflictError).cart.items[0]?.name).toBe('Gut Restore');
    expect((error as CartConflictError).message).toBe('Cart item no longer exists or is invalid.');
  });

  it.each([
    ['JSON message', 400, '{"code":"x","message":"Not enough stock","data":{"status":400}}', 'Not enough stock'],
    ['JSON data string', 400, '{"success":false,"data":"Coupon expired"}', 'Coupon expired'],
    ['plain text', 502, 'Bad gateway', 'Bad gateway'],
    ['the status', 500, '', '500'],
  ])('error text: %s', async (_name, status, body, expected) => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(body, { status }));
    await expect(client(fetchImpl).getCart()).rejects.toThrow(expected);
  });

  it("turns 'Failed to fetch' into the network text", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client(fetchImpl)
      .getCart()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe(NETWORK);
  });

  it('rejects a 2xx answer that is not a cart', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { items: 'nope' }));
    await expect(client(fetchImpl).updateItem('k'.repeat(32), 2)).rejects.toBeInstanceOf(InvalidCartResponseError);
  });

  it("returns an 'already been applied' coupon error instead of throwing", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(400, {
        code: 'woocommerce_rest_cart_coupon_error',
        message: 'Coupon code "SOUL10" has already been applied.',
        data: { status: 400 },
      }),
    );
    await expect(client(fetchImpl).applyCoupon('SOUL10')).resolves.toEqual({
      status: 'already-applied',
      message: 'Coupon code "SOUL10" has already been applied.',
    });
  });

  it('throws other coupon errors', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(400, { code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon "NOPE" does not exist!', data: { status: 400 } }),
    );
    await expect(client(fetchImpl).applyCoupon('NOPE')).rejects.toThrow('Coupon "NOPE" does not exist!');
  });

  it('adds several items in ONE /batch, each sub-request with its own Nonce, and reports per item', async () => {
    const cart = makeCart({ items: [makeLine()] });
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(207, {
        responses: [
          { status: 201, body: cart, headers: { Nonce: 'n9', 'Nonce-Timestamp': 900 } },
          {
            status: 400,
            body: { code: 'woocommerce_rest_product_out_of_stock', message: 'Out of stock', data: { status: 400 } },
            headers: {},
          },
        ],
      }),
    );
    const nonces = new NonceStore({ store: 'n1', rest: 'r1', ajax: 'a1', timestamp: 100 });
    const results = await client(fetchImpl, nonces).addItems([
      { id: 1, quantity: 2, cart_item_data: '{"mainProduct":{"id":1}}' },
      { id: 2, quantity: 1, cart_item_data: '{"mainProduct":{"id":2}}' },
    ]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/wp-json/wc/store/v1/batch');
    const body = JSON.parse(String(init?.body)) as {
      requests: Array<{ method: string; path: string; headers: Record<string, string>; body: unknown }>;
    };
    expect(body.requests).toHaveLength(2);
    expect(body.requests[0]).toEqual({
      method: 'POST',
      path: '/wc/store/v1/cart/add-item?lang=lt',
      headers: { Nonce: 'n1', 'X-WC-Store-API-Nonce': 'n1' },
      body: { id: 1, quantity: 2, cart_item_data: '{"mainProduct":{"id":1}}' },
    });
    expect(results[0]).toEqual({ ok: true, cart });
    expect(results[1]).toMatchObject({ ok: false, status: 400, message: 'Out of stock' });
    expect(nonces.get().store).toBe('n9');
  });

  it('posts the back-in-stock sign-up with X-WP-Nonce and keeps the error code', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(201, { success: true }))
      .mockResolvedValueOnce(jsonResponse(409, { code: 'soul_email_already_used', message: 'Email already used', data: { status: 409 } }));
    const api = client(fetchImpl);
    await api.subscribeStockNotification({ email: 'a@b.lt', newsletterConsent: true, productId: 108 });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/wp-json/soul/v1/stock-notifications');
    expect(headerOf(init, 'X-WP-Nonce')).toBe('r1');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.lt', newsletterConsent: true, productId: 108 });
    await expect(api.subscribeStockNotification({ email: 'a@b.lt', newsletterConsent: true, productId: 108 })).rejects.toMatchObject({
      status: 409,
      code: 'soul_email_already_used',
      message: 'Email already used',
    });
  });

  it('admin-ajax: form-encoded with action and ajax_nonce; success false throws the data message', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { success: false, data: 'Session failed' }));
    await expect(client(fetchImpl).initSession()).rejects.toThrow('Session failed');
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(headerOf(init, 'Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(String(init?.body)).toBe('action=soulel_maybe_init_session_clientside&ajax_nonce=a1');
  });

  it('isCart accepts a wire cart and rejects junk', () => {
    expect(isCart(makeCart({ items: [makeLine()] }))).toBe(true);
    expect(isCart([])).toBe(false);
    expect(isCart({ items: [] })).toBe(false);
  });
});
