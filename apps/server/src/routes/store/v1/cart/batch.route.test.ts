import { type Cart } from '@soul/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** POST /batch as WooCommerce's Batch route and its tests expect it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const shopper = () => new StoreClient(t.app).start();

/** Variations of the demo's upsell product 162 (25 g and 40 g). */
const SMALL = 1621;
const LARGE = 1622;

describe('POST /batch (Batch route test)', () => {
  interface BatchAnswer {
    code?: string;
    responses: { status: number; body: Cart & { code?: string }; headers: Record<string, unknown> }[];
  }
  const batch = (response: { json(): unknown }) => response.json() as BatchAnswer;

  it.each([
    ['non-store-api path', '/wp/v2/users'],
    ['query string containing wc/store', '/wp/v2/users?query=wc/store'],
    ['fragment containing wc/store', '/wp/v2/users#wc/store'],
    ['wc/store appears in middle of non-api path', '/other/wc/store/endpoint'],
    ['empty path', ''],
  ])('rejects a sub-request path outside the Store API (%s) with 400 woocommerce_rest_invalid_path', async (_what, path) => {
    const client = await shopper();
    const response = await client.request('POST', '/batch', { requests: [{ method: 'POST', path, body: {} }] });
    expect(response.statusCode).toBe(400);
    expect(batch(response).code).toBe('woocommerce_rest_invalid_path');
  });

  it('rejects the whole batch when one sub-request has a valid path and another an invalid one', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/batch', {
      requests: [
        { method: 'POST', path: '/wc/store/v1/cart/add-item', headers: { Nonce: client.nonce }, body: { id: LARGE } },
        { method: 'POST', path: '/wp/v2/users?query=wc/store', body: { username: 'newuser', email: 'newuser@example.com' } },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(batch(response).code).toBe('woocommerce_rest_invalid_path');
    expect((await client.cart()).items).toEqual([]);
  });

  it.each([['/wc/store/v1/cart/add-item'], ['/wc/store/cart/add-item'], ['/wp-json/wc/store/v1/cart/add-item?quantity=1']])(
    'accepts a Store API path (%s)',
    async (path) => {
      const client = await shopper();
      const response = await client.request('POST', '/batch', {
        requests: [{ method: 'POST', path, headers: { Nonce: client.nonce }, body: { id: LARGE } }],
      });
      expect(response.statusCode).toBe(207);
      expect(batch(response).responses[0]?.status).toBe(201);
    },
  );

  it('needs no Nonce on the batch itself, only on its writes (test_success_cart_route_batch without the outer nonce)', async () => {
    const client = await shopper();
    const response = await client.request(
      'POST',
      '/batch',
      {
        requests: [
          { method: 'POST', path: '/wc/store/v1/cart/add-item', headers: { Nonce: client.nonce }, body: { id: LARGE, quantity: 1 } },
          { method: 'POST', path: '/wc/store/v1/cart/add-item', headers: { Nonce: client.nonce }, body: { id: SMALL, quantity: 1 } },
        ],
      },
      { nonce: '' },
    );
    expect(response.statusCode).toBe(207);
    expect(batch(response).responses.map((r) => r.status)).toEqual([201, 201]);
    expect(response.headers.nonce).toBeTruthy();
    const withoutInnerNonce = await client.request(
      'POST',
      '/batch',
      { requests: [{ path: '/wc/store/v1/cart/add-item', body: { id: LARGE } }] },
      { nonce: '' },
    );
    expect(batch(withoutInnerNonce).responses[0]).toMatchObject({ status: 401, body: { code: 'woocommerce_rest_missing_nonce' } });
    expect((await client.cart()).items_count).toBe(2);
  });

  it("a sub-request carrying another cart's Cart-Token without a Nonce gets 401, and neither cart changes", async () => {
    const victim = await shopper();
    await victim.add(LARGE);
    const attacker = await shopper();
    const response = await attacker.request('POST', '/batch', {
      requests: [{ path: '/wc/store/v1/cart/add-item', headers: { 'Cart-Token': victim.cartToken }, body: { id: SMALL, quantity: 5 } }],
    });
    expect(response.statusCode).toBe(207);
    expect(batch(response).responses[0]).toMatchObject({ status: 401, body: { code: 'woocommerce_rest_missing_nonce' } });
    expect((await victim.cart()).items_count).toBe(1);
    expect((await attacker.cart()).items_count).toBe(0);
  });

  it("a sub-request cannot pick another cart with its own Cookie header: it runs on the batch's session", async () => {
    const victim = await shopper();
    const attacker = await shopper();
    const response = await attacker.request('POST', '/batch', {
      requests: [{ path: '/wc/store/v1/cart/add-item', headers: { Cookie: victim.cookie, Nonce: victim.nonce }, body: { id: SMALL } }],
    });
    expect(batch(response).responses[0]?.status).toBe(403);
    expect((await victim.cart()).items_count).toBe(0);
  });

  it("a sub-request carrying the batch's own Cart-Token needs no Nonce (a headless client)", async () => {
    const client = await shopper();
    const token = client.cartToken;
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wc/store/v1/batch',
      headers: { 'cart-token': token },
      payload: { requests: [{ path: '/wc/store/v1/cart/add-item', headers: { 'Cart-Token': token }, body: { id: SMALL } }] },
    });
    expect(response.statusCode).toBe(207);
    expect(batch(response).responses[0]?.status).toBe(201);
    expect((await client.cart()).items_count).toBe(1);
  });
});
