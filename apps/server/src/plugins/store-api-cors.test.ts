import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../test/store-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Store API CORS as WooCommerce's StoreApi Authentication sends it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const shopper = () => new StoreClient(t.app).start();

/** A variation of the demo's upsell product 162 (40 g). */
const LARGE = 1622;

describe('CORS for headless front ends (StoreApi Authentication::send_cors_headers)', () => {
  const ELSEWHERE = 'https://headless.example';
  const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options'];

  it('a request with a valid Cart-Token from another origin gets Access-Control-Allow-Origin for that origin, and the Store API headers exposed', async () => {
    const client = await shopper();
    const response = await t.app.inject({
      method: 'GET',
      url: '/wp-json/wc/store/v1/cart',
      headers: { origin: ELSEWHERE, 'cart-token': client.cartToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ELSEWHERE);
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/Cart-Token.*Nonce/);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers.vary)).toMatch(/Origin/);
    // Cookies stay same-site: credentials are not allowed across origins.
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    for (const name of SECURITY_HEADERS) expect(response.headers[name], name).toBeTruthy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a cart write from another origin with a valid Cart-Token works and is readable; no cookie is set', async () => {
    const client = await shopper();
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wc/store/v1/cart/add-item',
      headers: { origin: ELSEWHERE, 'cart-token': client.cartToken },
      payload: { id: LARGE, quantity: 1 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(ELSEWHERE);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await client.cart()).items_count).toBe(1);
  });

  it('also product routes, and the unversioned namespace', async () => {
    const client = await shopper();
    for (const url of ['/wp-json/wc/store/v1/products?per_page=1', '/wp-json/wc/store/cart']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { origin: ELSEWHERE, 'cart-token': client.cartToken } });
      expect(response.headers['access-control-allow-origin'], url).toBe(ELSEWHERE);
    }
  });

  it.each([
    ['no Cart-Token', {}],
    ['a forged Cart-Token', { 'cart-token': 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoidF94In0.forged' }],
  ])('another origin with %s gets no Access-Control-Allow-Origin; a new session cookie stays SameSite=Lax', async (_what, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/cart', headers: { origin: ELSEWHERE, ...headers } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(response.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
  });

  it('a preflight from any origin is answered 204 allowing the Cart-Token and Nonce headers, before any route runs', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/wp-json/wc/store/v1/cart/add-item',
      headers: { origin: ELSEWHERE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'cart-token, content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ELSEWHERE);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/Cart-Token.*Nonce/);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('other routes (pages, the account API) get no CORS headers', async () => {
    const client = await shopper();
    const response = await t.app.inject({
      method: 'GET',
      url: '/wp-json/soul/v1/userinfo',
      headers: { origin: ELSEWHERE, 'cart-token': client.cartToken },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
