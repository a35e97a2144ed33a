import type { Cart, CartCoupon, CartItem } from '@soul/contracts';
import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const shopper = () => new StoreClient(t.app).start();
type Linked<T> = T & { _links: { self: { href: string }[]; collection: { href: string }[] } };

describe('/cart/items', () => {
  it('creates (201), lists, reads, updates and deletes (204) items with _links', async () => {
    const client = await shopper();
    const created = await client.request('POST', '/cart/items', { id: DEMO.products.simple, quantity: 2 });
    expect(created.statusCode).toBe(201);
    const item = created.json() as Linked<CartItem>;
    expect(item).toMatchObject({ id: DEMO.products.simple, quantity: 2 });
    expect(item._links.self[0]?.href).toMatch(new RegExp(`/wp-json/wc/store/v1/cart/items/${item.key}$`));

    const list = (await client.request('GET', '/cart/items')).json() as Linked<CartItem>[];
    expect(list.map((i) => i.key)).toEqual([item.key]);
    expect(((await client.request('GET', `/cart/items/${item.key}`)).json() as CartItem).quantity).toBe(2);

    const put = await client.request('PUT', `/cart/items/${item.key}`, { quantity: 3 });
    expect((put.json() as CartItem).quantity).toBe(3);
    const patch = await client.request('PATCH', `/cart/items/${item.key}`, { quantity: 1 });
    expect((patch.json() as CartItem).quantity).toBe(1);

    const deleted = await client.request('DELETE', `/cart/items/${item.key}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await client.request('GET', `/cart/items/${item.key}`);
    expect(gone.statusCode).toBe(409);
    expect((gone.json() as { code: string }).code).toBe('woocommerce_rest_cart_invalid_key');
    const deleteAgain = await client.request('DELETE', `/cart/items/${item.key}`);
    expect(deleteAgain.statusCode).toBe(409);
  });

  it('a key that is not 32 word characters is no route; DELETE /cart/items empties the cart', async () => {
    const client = await shopper();
    await client.add(DEMO.products.simple);
    expect((await client.request('GET', '/cart/items/short')).statusCode).toBe(404);
    const emptied = await client.request('DELETE', '/cart/items');
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toEqual([]);
    expect((await client.cart()).items).toEqual([]);
  });

  it('POST /cart/items with a key is refused: it would create an existing item', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/cart/items', { id: DEMO.products.simple, key: 'x' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { code: string }).code).toBe('woocommerce_rest_cart_item_exists');
  });
});

describe('/cart/coupons', () => {
  it('applies (201), lists, reads, and removes (204) coupons; 404 for one not in the cart', async () => {
    const client = await shopper();
    await client.add(DEMO.products.simple, 2);
    const created = await client.request('POST', '/cart/coupons', { code: 'SAVE5' });
    expect(created.statusCode).toBe(201);
    expect(created.json() as Linked<CartCoupon>).toMatchObject({ code: 'save5', discount_type: 'fixed_cart' });
    expect(((await client.request('GET', '/cart/coupons')).json() as CartCoupon[]).map((c) => c.code)).toEqual(['save5']);
    expect(((await client.request('GET', '/cart/coupons/save5')).json() as CartCoupon).code).toBe('save5');
    expect((await client.request('GET', '/cart/coupons/welcome10')).statusCode).toBe(404);
    expect((await client.request('DELETE', '/cart/coupons/save5')).statusCode).toBe(204);
    expect((await client.request('DELETE', '/cart/coupons/save5')).statusCode).toBe(404);
    await client.request('POST', '/cart/coupons', { code: 'welcome10' });
    const cleared = await client.request('DELETE', '/cart/coupons');
    expect(cleared.json()).toEqual([]);
    expect((await client.cart()).coupons).toEqual([]);
  });
});

describe('POST /batch', () => {
  const addRequest = (id: number, nonce: string, quantity = 1) => ({
    method: 'POST',
    path: '/wc/store/v1/cart/add-item',
    headers: { Nonce: nonce },
    body: { id, quantity },
  });

  it('runs each request on its own and answers 207 with status, body and headers per request', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/batch', {
      requests: [
        addRequest(999_999, client.nonce),
        addRequest(DEMO.products.simple, client.nonce, 2),
        addRequest(DEMO.products.bundle, client.nonce),
      ],
    });
    expect(response.statusCode).toBe(207);
    const { responses } = response.json() as {
      responses: { status: number; body: Cart & { code?: string }; headers: Record<string, unknown> }[];
    };
    expect(responses.map((r) => r.status)).toEqual([400, 201, 201]);
    expect(responses[0]?.body.code).toBe('woocommerce_rest_cart_invalid_product');
    expect(typeof responses[1]?.headers['Nonce-Timestamp']).toBe('number');
    expect(typeof responses[1]?.headers['User-ID']).toBe('number');
    expect(responses[1]?.headers.Nonce).toMatch(/^[0-9a-f]{12}$/);
    // Two of the simple product and the bundle (one item to the shopper, whatever it holds).
    expect(responses[2]?.body.items_count).toBe(2 + 1);
    expect((await client.cart()).items_count).toBe(3);
  });

  it('needs a nonce in every sub-request: the outer one does not count', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/batch', {
      requests: [{ path: '/wc/store/v1/cart/add-item', body: { id: DEMO.products.simple } }],
    });
    const { responses } = response.json() as { responses: { status: number }[] };
    expect(responses[0]?.status).toBe(401);
  });

  it.each([
    [
      'more than 25 requests',
      () => Array.from({ length: 26 }, () => ({ path: '/wc/store/v1/cart/add-item', body: {} })),
      'rest_invalid_param',
    ],
    ['a GET', () => [{ method: 'GET', path: '/wc/store/v1/cart' }], 'rest_invalid_param'],
    ['a path outside the Store API', () => [{ path: '/wp/v2/posts', body: {} }], 'woocommerce_rest_invalid_path'],
    [
      'a path that climbs out of the Store API',
      () => [{ path: '/wc/store/v1/cart/../../../../wp-admin/admin-ajax.php', body: { action: 'soulel_empty_cart' } }],
      'woocommerce_rest_invalid_path',
    ],
    [
      'a path that climbs to the account pages',
      () => [{ path: '/wc/store/v1/cart/../../../../../my-account/login', body: {} }],
      'woocommerce_rest_invalid_path',
    ],
    [
      'an encoded climb',
      () => [{ path: '/wc/store/v1/cart/%2e%2e/%2e%2e/%2e%2e/%2e%2e/wp-admin/admin-ajax.php', body: {} }],
      'woocommerce_rest_invalid_path',
    ],
    [
      'an encoded slash',
      () => [{ path: '/wc/store/v1/cart/..%2f..%2f..%2f..%2fwp-admin/admin-ajax.php', body: {} }],
      'woocommerce_rest_invalid_path',
    ],
  ])('refuses the whole batch for %s', async (_what, requests, code) => {
    const client = await shopper();
    const response = await client.request('POST', '/batch', { requests: requests() });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { code: string }).code).toBe(code);
    expect((await client.cart()).items).toEqual([]);
  });
});

describe('POST /batch: where sub-requests may go', () => {
  it('runs only cart writes: a path that resolves to checkout is refused on its own, and nothing is ordered', async () => {
    const client = await shopper();
    await client.add(DEMO.products.simple);
    const response = await client.request('POST', '/batch', {
      requests: [{ path: '/wc/store/v1/cart/../checkout', headers: { Nonce: client.nonce }, body: { payment_method: 'cod' } }],
    });
    expect(response.statusCode).toBe(207);
    const { responses } = response.json() as { responses: { status: number; body: { code: string } }[] };
    expect(responses[0]).toMatchObject({ status: 400, body: { code: 'rest_batch_not_allowed' } });
    expect((await client.cart()).items_count).toBe(1);
  });
});

describe('concurrency', () => {
  it('parallel writes to one cart never lose an update', async () => {
    const client = await shopper();
    const products = [DEMO.products.simple, DEMO.products.onSale, DEMO.products.unmanagedStock];
    const writes = Array.from({ length: 24 }, (_, i) => client.add(products[i % products.length]!, 1));
    const statuses = (await Promise.all(writes)).map((r) => r.statusCode);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const cart = await client.cart();
    expect(cart.items_count).toBe(24);
    expect(cart.items.map((i) => i.quantity).sort()).toEqual([8, 8, 8]);
  });
});

describe('request bodies', () => {
  it('accepts an empty body with a JSON content type, and refuses broken JSON with rest_invalid_json', async () => {
    const client = await shopper();
    await client.add(DEMO.products.simple);
    const empty = await client.request('DELETE', '/cart/items', undefined, { 'content-type': 'application/json' });
    expect(empty.statusCode).toBe(200);
    const broken = await client.request('POST', '/cart/add-item', '{"id": 1', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect((broken.json() as { code: string }).code).toBe('rest_invalid_json');
  });
});
