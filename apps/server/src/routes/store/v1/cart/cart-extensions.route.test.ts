import type { Cart, CheckoutDraftResponse } from '@soul/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createStockedProduct } from '../../../../test/test-products.ts';

let t: TestApp;
let product: number;
beforeAll(async () => {
  t = await createTestApp();
  product = await createStockedProduct(t.database, { stock: null, priceCents: 1200 });
});
afterAll(async () => t.close());

async function shopper(): Promise<StoreClient> {
  const client = await new StoreClient(t.app).start();
  expect((await client.add(product)).statusCode).toBe(201);
  return client;
}

describe('POST /cart/extensions (WooCommerce CartExtensions route tests)', () => {
  it('runs the registered namespace’s update and answers the whole cart (test_cart_being_updated)', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/cart/extensions', { namespace: 'soul', data: { newsletter: true } });
    expect(response.statusCode).toBe(200);
    const cart = response.json() as Cart;
    expect(cart.items.map((i) => i.id)).toEqual([product]);
    expect(cart.totals).toMatchObject({ total_items: expect.any(String), currency_code: 'EUR' });
    expect(response.headers.nonce).toEqual(expect.any(String));
    // What the callback did is kept for the order to come.
    expect(((await client.request('GET', '/checkout')).json() as CheckoutDraftResponse).additional_fields).toEqual({
      'soul/newsletter': true,
    });
    // No data is a valid call too.
    expect((await client.request('POST', '/cart/extensions', { namespace: 'soul' })).statusCode).toBe(200);
  });

  it('an unknown namespace is 400 woocommerce_rest_cart_extensions_error (test_invalid_namespace); so is none', async () => {
    const client = await shopper();
    const unknown = await client.request('POST', '/cart/extensions', { namespace: 'test-plugin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'woocommerce_rest_cart_extensions_error',
      message: 'There is no such namespace registered: test-plugin.',
    });
    const none = await client.request('POST', '/cart/extensions', {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'woocommerce_rest_cart_extensions_error' });
    // A name inherited by every object is not a registered namespace either.
    expect((await client.request('POST', '/cart/extensions', { namespace: 'constructor' })).statusCode).toBe(400);
  });

  it('data the callback cannot take is 400 rest_invalid_param and changes nothing', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/cart/extensions', { namespace: 'soul', data: { newsletter: 'maybe' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_param' });
    expect(((await client.request('GET', '/checkout')).json() as CheckoutDraftResponse).additional_fields).toEqual({
      'soul/newsletter': false,
    });
  });

  it('is a cart write: no Nonce is 401, a wrong one 403 (test_rejected_cart_update_does_not_remove_shipping_from_pending_order)', async () => {
    const client = await shopper();
    const url = '/wp-json/wc/store/v1/cart/extensions';
    const payload = { namespace: 'soul', data: { newsletter: true } };
    const missing = await t.app.inject({ method: 'POST', url, headers: { cookie: client.cookie }, payload });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'woocommerce_rest_missing_nonce' });
    const wrong = await t.app.inject({ method: 'POST', url, headers: { cookie: client.cookie, nonce: 'invalid' }, payload });
    expect(wrong.statusCode).toBe(403);
    expect(((await client.request('GET', '/checkout')).json() as CheckoutDraftResponse).additional_fields).toEqual({
      'soul/newsletter': false,
    });
  });
});
