import { DEFAULT_INVOICE_SETTINGS } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../test/account-clients.ts';
import { StoreClient } from '../test/store-client.ts';

/**
 * The inputs the hostile review found answering 500, each now a 4xx in its
 * route's error shape. (The fuzz test, routes.fuzz.test.ts, looks for more.)
 */
const app = withAccountApp();

function expectRestError(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, what).toBeLessThan(500);
  const body = response.json() as { code: unknown; message: unknown; data: { status: unknown } };
  expect(typeof body.code, what).toBe('string');
  expect(typeof body.message, what).toBe('string');
  expect(body.data.status, what).toBe(response.statusCode);
}

const address = {
  first_name: 'A',
  last_name: 'B',
  address_1: 'Gedimino 1',
  city: 'Vilnius',
  postcode: '01103',
  country: 'LT',
  phone: '+37060000000',
  email: 'x@example.lt',
};

describe('ids that do not fit PostgreSQL integer (2^31 and more)', () => {
  it.each([
    '/wp-json/wc/store/v1/products/2147483648',
    '/wp-json/soul/v1/orders/2147483648',
    '/wp-json/soul/v1/payments/2147483648',
    '/wp-json/soul/v1/invoice/2147483648',
    '/wp-json/soul/v1/cancel-order/2147483648',
    '/wp-json/soul/v1/payments?order_id=2147483648',
    '/wp-json/soul/v1/orders/99999999999999999999',
  ])('%s answers 4xx in the REST shape', async (url) => {
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    expectRestError(await admin.site('GET', url, undefined, { 'x-wp-nonce': await app.clients.restNonce(admin) }), url);
  });

  it('the order-received page answers its 404 page', async () => {
    const response = await app.t.app.inject({ method: 'GET', url: '/checkout/order-received/2147483648?key=wc_order_x' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('a NUL byte or a lone surrogate', () => {
  it.each(['/wp-json/wc/store/v1/products/%00', '/wp-json/wc/store/v1/products?sku=%00', '/wp-json/wc/store/v1/products?category=%00'])(
    '%s answers 400 rest_invalid_param',
    async (url) => {
      const response = await app.t.app.inject({ method: 'GET', url });
      expectRestError(response, url);
      expect((response.json() as { code: string }).code).toBe('rest_invalid_param');
    },
  );

  it('in a page path answers a page, in the page’s language', async () => {
    const response = await app.t.app.inject({ method: 'GET', url: '/lt/product/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Adresas arba formos duomenys netinkami');
  });

  it('in a coupon code, an address, update-customer and checkout changes nothing', async () => {
    const client = await new StoreClient(app.t.app).start();
    const before = await client.cart();
    for (const [path, body] of [
      ['/cart/apply-coupon', { code: '\u0000' }],
      ['/cart/update-customer', { billing_address: { ...address, city: 'Vil\u0000nius' } }],
      ['/cart/update-customer', { shipping_address: { ...address, first_name: '\ud800' } }],
      ['/checkout', { billing_address: { ...address, last_name: 'x\udc00' }, payment_method: 'cod' }],
      ['/checkout', { billing_address: { ...address, address_1: 'a\u0000' }, payment_method: 'cod' }],
    ] as const) {
      const response = await client.request('POST', path, body);
      expectRestError(response, `${path} ${JSON.stringify(body).slice(0, 80)}`);
    }
    expect(await client.cart()).toEqual(before);
  });

  it('in profile fields, invoice settings and a refund reason changes nothing', async () => {
    const { client } = await app.clients.newCustomer();
    const profile = (await client.site('GET', '/wp-json/soul/v1/profile')).json() as Record<string, unknown>;
    expectRestError(await soulPost(app.clients, client, 'profile', { ...profile, city: 'Kau\u0000nas' }), 'profile');
    expect(((await client.site('GET', '/wp-json/soul/v1/profile')).json() as { city: string }).city).toBe(profile.city);
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const settings = (await admin.site('GET', '/wp-json/soul/v1/invoice-settings')).json() as unknown;
    expectRestError(
      await soulPost(app.clients, admin, 'invoice-settings', { ...DEFAULT_INVOICE_SETTINGS, document_title: 'Sąskaita\u0000' }),
      'invoice settings',
    );
    expect((await admin.site('GET', '/wp-json/soul/v1/invoice-settings')).json()).toEqual(settings);
    expectRestError(
      await soulPost(app.clients, admin, 'refund-payment', { payment_id: 1, amount: 100, reason: 'oops\u0000' }),
      'refund reason',
    );
  });
});

describe('admin-ajax actions named like object properties', () => {
  it.each(['constructor', 'toString', '__proto__', 'valueOf'])('%s answers 400 { success: false }', async (action) => {
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      payload: `action=${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('what Fastify refuses before routing, on /wp-json', () => {
  it.each([
    ['a malformed % escape', '/wp-json/wc/store/v1/products/%', 400],
    ['a broken UTF-8 escape', '/wp-json/soul/v1/orders/%E0%A4%A', 400],
    ['a path parameter over the router limit', `/wp-json/wc/store/v1/products/${'a'.repeat(1300)}`, 414],
  ])('%s answers the REST error shape', async (_what, url, status) => {
    const response = await app.t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expectRestError(response, url);
  });

  it('a slug of 150 characters is simply not found (WordPress slugs are up to 200)', async () => {
    const response = await app.t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products/${'a'.repeat(150)}` });
    expect(response.statusCode).toBe(404);
    expect((response.json() as { code: string }).code).toBe('woocommerce_rest_product_invalid_slug');
  });
});

describe('a truncated multipart upload', () => {
  it('answers 400 in the REST shape and keeps the photo as it was', async () => {
    const { client } = await app.clients.newCustomer();
    const boundary = '----soul-truncated';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n`,
    );
    const response = await client.site('POST', '/wp-json/soul/v1/profile/photo', body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-wp-nonce': await app.clients.restNonce(client),
    });
    expectRestError(response, 'truncated multipart');
    expect(((await client.site('GET', '/wp-json/soul/v1/profile')).json() as { photo: unknown }).photo).toBeNull();
  });
});
