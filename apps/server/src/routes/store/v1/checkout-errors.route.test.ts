import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStockedProduct, stockOf } from '../../../test/test-products.ts';

let t: TestApp;
let product: number;
beforeAll(async () => {
  t = await createTestApp();
  product = await createStockedProduct(t.database, { stock: 5 });
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
  expect((await client.add(product)).statusCode).toBe(201);
  return client;
}

describe('POST /checkout errors as WooCommerce answers them (Checkout route test, OrderController validation)', () => {
  it('blank required address fields are 400 woocommerce_rest_invalid_address listing each field under data.errors.billing and .shipping (test_invalid_post_data)', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/checkout', {
      billing_address: { ...billing, address_1: '', city: ' ' },
      shipping_address: { ...billing, last_name: '' },
      payment_method: 'bacs',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'woocommerce_rest_invalid_address',
      message: 'There was a problem with the provided shipping address: Last name is required',
      data: {
        status: 400,
        errors: { billing: ['Street address is required', 'Town / City is required'], shipping: ['Last name is required'] },
        // The shop's own form reads each field's message here.
        params: { billing_address_1: 'This field is required.', billing_city: 'This field is required.' },
      },
    });
    expect(await stockOf(t.database, product)).toBe(5);
  });

  it('a missing billing address field (not sent at all) is listed too, in the request’s language', async () => {
    const client = await shopper();
    const { first_name: _omitted, ...withoutFirstName } = billing;
    const response = await client.request(
      'POST',
      '/checkout',
      { billing_address: withoutFirstName, payment_method: 'bacs' },
      { 'accept-language': 'lt' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'woocommerce_rest_invalid_address',
      message: 'Pateiktame mokėtojo adrese yra klaidų: Laukas „Vardas“ privalomas',
      data: { errors: { billing: ['Laukas „Vardas“ privalomas'] }, params: { billing_first_name: 'Šis laukas privalomas.' } },
    });
    expect(response.json().data.errors.shipping).toBeUndefined();
  });

  it('a missing e-mail is 400 woocommerce_rest_missing_email_address, checked before the address (validate_email)', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/checkout', {
      billing_address: { ...billing, email: '', city: '' },
      payment_method: 'bacs',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'woocommerce_rest_missing_email_address',
      message: 'A valid email address is required',
      data: { params: { billing_email: 'This field is required.', billing_city: 'This field is required.' } },
    });
  });

  it('an invalid e-mail is 400 woocommerce_rest_invalid_email_address naming it', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/checkout', {
      billing_address: { ...billing, email: 'ona-at-example' },
      payment_method: 'bacs',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'woocommerce_rest_invalid_email_address',
      message: 'The provided email address (ona-at-example) is not valid—please provide a valid email address',
      data: { params: { billing_email: 'Please enter a valid e-mail address.' } },
    });
    expect((await client.cart()).items).toHaveLength(1);
  });

  it('a country the shop does not deliver to is 400 woocommerce_rest_invalid_address_country naming it, with the allowed countries (test_local_pickup_invalid_billing_country)', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/checkout', {
      billing_address: { ...billing, country: 'FR', postcode: '75001' },
      payment_method: 'bacs',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'woocommerce_rest_invalid_address_country',
      message: 'Sorry, we do not allow orders from the provided country (France)',
      data: { allowed_countries: expect.arrayContaining(['LT', 'LV']), params: { billing_country: 'We do not deliver to this country.' } },
    });
  });
});
