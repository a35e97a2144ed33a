import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeCartLink } from '../../cart/cart-link.ts';
import { initialCartState, useCartStore } from '../../cart/cart-store.ts';
import { useDrawerStore } from '../../cart/drawer-store.ts';
import { createCartRuntime } from '../../cart/runtime.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../../i18n/static-resources.ts';
import { jsonResponse, makeCart, makeLine } from '../../test/cart-fixtures.ts';
import { testPageSettings } from '../../test/render.tsx';
import { applyCouponParam, rebuildCart, urlWithout } from './url-params.ts';

function runtime(fetchImpl: typeof fetch) {
  return createCartRuntime(testPageSettings('en'), createI18n('en', STATIC_RESOURCES.en), fetchImpl);
}

const link = encodeCartLink([
  { id: 101, quantity: 2, variationId: 10101, customData: { mainProduct: { id: 101 }, subscription: { interval: 2, period: 'month' } } },
  { id: 104, quantity: 1, variationId: 0, customData: { mainProduct: { id: 104 } } },
]);

beforeEach(() => {
  useCartStore.setState({ ...initialCartState });
  useDrawerStore.setState({ open: false, requested: false, opener: null });
});
afterEach(() => vi.useRealTimers());

describe('rebuild_cart', () => {
  it('initialises the session, clears the cart and re-adds every item in one batch', async () => {
    const cart = makeCart({ items: [makeLine({ id: 10101, parentId: 101, quantity: 2 }), makeLine({ id: 104 })] });
    const fetchImpl = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('admin-ajax')) return jsonResponse(200, { success: true, data: null });
      if (url.endsWith('/cart/items')) return jsonResponse(200, []);
      return jsonResponse(207, {
        responses: [
          { status: 201, body: cart, headers: {} },
          { status: 201, body: cart, headers: {} },
        ],
      });
    });
    await expect(rebuildCart(runtime(fetchImpl), link)).resolves.toEqual({ ok: true, added: 2, failed: 0 });
    const calls = fetchImpl.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toEqual(['POST /wp-admin/admin-ajax.php', 'DELETE /wp-json/wc/store/v1/cart/items', 'POST /wp-json/wc/store/v1/batch']);
    expect(String(fetchImpl.mock.calls[0]?.[1]?.body)).toContain('action=soulel_maybe_init_session_clientside');
    const batch = JSON.parse(String(fetchImpl.mock.calls[2]?.[1]?.body)) as {
      requests: Array<{ body: { id: number; quantity: number; cart_item_data: string } }>;
    };
    expect(batch.requests.map((r) => [r.body.id, r.body.quantity])).toEqual([
      [10101, 2],
      [104, 1],
    ]);
    expect(JSON.parse(batch.requests[0]?.body.cart_item_data ?? '{}')).toEqual({
      mainProduct: { id: 101 },
      subscription: { interval: 2, period: 'month' },
    });
    expect(useCartStore.getState().cart?.items).toHaveLength(2);
  });

  it('gives up after 3 session attempts', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(500, { success: false, data: 'nope' }));
    const pending = rebuildCart(runtime(fetchImpl), link);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toEqual({ ok: false, message: 'Failed to initialize session after multiple attempts' });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('an unreadable link fails without any request', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await expect(rebuildCart(runtime(fetchImpl), 'garbage')).resolves.toEqual({ ok: false, message: null });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('coupon-code', () => {
  it('applies through the Store API and sets soul_coupon for a day', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, makeCart({ coupons: [{ code: 'soul10', discount: 100 }] })));
    await expect(applyCouponParam(runtime(fetchImpl), ' soul10 ', document)).resolves.toBe('applied');
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/wp-json/wc/store/v1/cart/apply-coupon?lang=en');
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body))).toEqual({ code: 'soul10' });
    expect(document.cookie).toContain('soul_coupon=soul10');
  });

  it('removes the handled parameters and keeps the rest', () => {
    expect(urlWithout('https://x.lt/lt/?coupon-code=A&ref=7&rebuild_cart=abc#top', ['coupon-code', 'rebuild_cart'])).toBe('/lt/?ref=7#top');
  });
});
