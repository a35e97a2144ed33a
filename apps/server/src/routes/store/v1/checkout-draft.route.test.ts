import type { Cart, CheckoutDraftResponse, CheckoutResponse } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

let t: TestApp;
let product: number;
beforeAll(async () => {
  t = await createTestApp();
  product = await createStockedProduct(t.database, { stock: null, priceCents: 1500 });
});
afterAll(async () => t.close());

const billing = {
  email: 'ona@example.lt',
  first_name: 'Ona',
  last_name: 'Onaitė',
  phone: '+37060000000',
  address_1: 'Gedimino pr. 1',
  city: 'Vilnius',
  postcode: '01103',
  country: 'LT',
};

async function shopper(): Promise<StoreClient> {
  const client = await new StoreClient(t.app).start();
  expect((await client.add(product, 2)).statusCode).toBe(201);
  return client;
}

/** Orders of this shopper's session (other test files place orders meanwhile). */
const orderCount = async (client: StoreClient) =>
  (
    (
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM orders WHERE session_token = ${client.cookie.replace('soul_session=', '')}`,
      )
    ).rows[0] as { n: number }
  ).n;

describe('GET /checkout (Checkout route: test_get_does_not_create_draft_order)', () => {
  it('answers the checkout schema for the current cart with order_id 0 and creates no order', async () => {
    const client = await shopper();
    const before = await orderCount(client);
    const response = await client.request('GET', '/checkout');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const checkout = response.json() as CheckoutDraftResponse;
    expect(checkout).toMatchObject({
      order_id: 0,
      status: 'checkout-draft',
      order_key: '',
      customer_note: '',
      customer_id: 0,
      payment_method: '',
      payment_result: { payment_status: '', payment_details: [], redirect_url: '' },
      additional_fields: { 'soul/newsletter': false },
      extensions: {},
    });
    expect(Object.keys(checkout.billing_address)).toEqual(expect.arrayContaining(['first_name', 'email', 'postcode']));
    const cart = checkout.__experimentalCart as Cart;
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([[product, 2]]);
    expect(cart.totals.total_price).toBe((await client.cart()).totals.total_price);
    expect(await orderCount(client)).toBe(before);
  });
});

describe('PUT /checkout (Checkout route: test_put_does_not_create_draft_order, test_put_order_update)', () => {
  it('keeps payment method, order notes and additional fields with the cart, answers order_id 0 and creates no order', async () => {
    const client = await shopper();
    const before = await orderCount(client);
    const response = await client.request('PUT', '/checkout', {
      payment_method: 'cod',
      order_notes: 'Please leave my package on the porch',
      additional_fields: { 'soul/newsletter': true, 'plugin-namespace/unknown': 'dropped' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order_id: 0,
      payment_method: 'cod',
      customer_note: 'Please leave my package on the porch',
      additional_fields: { 'soul/newsletter': true },
    });
    expect((response.json() as CheckoutDraftResponse).additional_fields).not.toHaveProperty('plugin-namespace/unknown');
    expect(await orderCount(client)).toBe(before);
    // A later PUT (or PATCH) changes only what it sends.
    expect((await client.request('PATCH', '/checkout', { payment_method: 'bacs' })).statusCode).toBe(200);
    expect((await client.request('GET', '/checkout')).json()).toMatchObject({
      payment_method: 'bacs',
      customer_note: 'Please leave my package on the porch',
      additional_fields: { 'soul/newsletter': true },
    });
  });

  it('POST /checkout places the order with what PUT set, then the draft is used up', async () => {
    const client = await shopper();
    await client.request('PUT', '/checkout', {
      payment_method: 'cod',
      order_notes: 'Ring twice',
      additional_fields: { 'soul/newsletter': true },
    });
    const placed = await client.request('POST', '/checkout', { billing_address: billing });
    expect(placed.statusCode).toBe(200);
    const order = placed.json() as CheckoutResponse;
    expect(order).toMatchObject({ payment_method: 'cod', customer_note: 'Ring twice', status: 'processing' });
    const row = (await t.database.db.execute(sql`SELECT newsletter, customer_note FROM orders WHERE id = ${order.order_id}`)).rows[0];
    expect(row).toEqual({ newsletter: true, customer_note: 'Ring twice' });
    expect((await client.request('GET', '/checkout')).json()).toMatchObject({ payment_method: '', customer_note: '' });
  });

  it('POST /checkout refuses an additional field of the wrong type and places nothing', async () => {
    const client = await shopper();
    const before = await orderCount(client);
    const response = await client.request('POST', '/checkout', {
      billing_address: billing,
      payment_method: 'cod',
      additional_fields: { 'soul/newsletter': 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { additional_fields: expect.any(String) } } });
    expect(await orderCount(client)).toBe(before);
  });

  it('refuses a payment method that is not enabled: 400 woocommerce_rest_checkout_payment_method_disabled (test_put_order_invalid_payment_method)', async () => {
    const client = await shopper();
    const response = await client.request('PUT', '/checkout', { payment_method: 'invalid_method' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'woocommerce_rest_checkout_payment_method_disabled',
      message: 'invalid_method is not available for this order—please choose a different payment method',
    });
    expect((await client.request('GET', '/checkout')).json()).toMatchObject({ payment_method: '' });
  });

  it('refuses order notes that are not text and an additional field of the wrong type: 400 rest_invalid_param (test_put_order_invalid_order_notes)', async () => {
    const client = await shopper();
    const notes = await client.request('PUT', '/checkout', { order_notes: { invalid: 'notes format' } });
    expect(notes.statusCode).toBe(400);
    expect(notes.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { order_notes: expect.any(String) } } });
    const field = await client.request('PUT', '/checkout', { additional_fields: { 'soul/newsletter': 'yes please' } });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { additional_fields: expect.any(Object) } } });
  });

  it('is a write: without a Nonce it answers 401 woocommerce_rest_missing_nonce', async () => {
    const client = await shopper();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wp-json/wc/store/checkout',
      headers: { cookie: client.cookie },
      payload: { payment_method: 'cod' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'woocommerce_rest_missing_nonce' });
  });
});
