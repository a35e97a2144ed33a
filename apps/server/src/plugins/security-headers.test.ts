import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../test/store-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('send a policy the pages can keep, forbid framing by others and sniffing, on pages, API answers and errors alike', async () => {
    for (const url of [
      '/',
      '/lt/products',
      '/wp-json/wc/store/v1/products',
      '/wp-json/wc/store/v1/cart',
      '/no-such-page',
      '/wp-json/nothing',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // Plain http: no HSTS (it would mean nothing, and mislead).
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('keep personal answers out of every cache: cart, checkout, account API, admin-ajax', async () => {
    const client = await new StoreClient(t.app).start();
    expect((await client.request('GET', '/cart')).headers['cache-control']).toBe('no-store');
    expect((await client.request('GET', '/cart/items')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/userinfo' })).headers['cache-control']).toBe('no-store');
    const ajax = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      payload: 'action=soulel_get_nonce_clientside',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ajax.headers['cache-control']).toBe('no-store');
    // The catalogue is the same for everyone: it may be cached.
    expect((await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/products' })).headers['cache-control']).toBeUndefined();
  });

  it('add HSTS when the shop is reached over https (through the configured proxy)', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const response = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });
});
