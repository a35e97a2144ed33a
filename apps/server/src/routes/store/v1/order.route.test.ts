import { TEST_CARDS, type CheckoutResponse, type StoreOrderResponse } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';
import { createStockedProduct, stockOf } from '../../../test/test-products.ts';

const ctx = withAccountApp();

const billing = {
  email: 'Guest.Order@example.lt',
  first_name: 'Ona',
  last_name: 'Onaitė',
  phone: '+37060000000',
  address_1: 'Gedimino pr. 1',
  city: 'Vilnius',
  postcode: '01103',
  country: 'LT',
};
const cardData = (number: string) => [
  { key: 'card_number', value: number },
  { key: 'card_expiry', value: '12/30' },
  { key: 'card_cvc', value: '123' },
];

interface Placed {
  order_id: number;
  order_key: string;
  product: number;
  shopper: StoreClient;
}

/** An order placed through the Store API's checkout (bank transfer unless a card number is given). */
async function placed(shopper?: StoreClient, card?: string): Promise<Placed> {
  const product = await createStockedProduct(ctx.t.database, { stock: 3, priceCents: 2000 });
  const client = shopper ?? (await new StoreClient(ctx.t.app).start());
  expect((await client.add(product)).statusCode).toBe(201);
  const answer = await client.request('POST', '/checkout', {
    billing_address: billing,
    ...(card ? { payment_method: 'soul_test_card', payment_data: cardData(card) } : { payment_method: 'bacs' }),
  });
  if (!card || card === TEST_CARDS.success) {
    const order = answer.json() as CheckoutResponse;
    return { order_id: order.order_id, order_key: order.order_key, product, shopper: client };
  }
  // A declined card: the failed order is the session's latest.
  const row = (
    await ctx.t.database.db.execute(
      sql`SELECT id AS order_id, order_key FROM orders WHERE session_token = ${client.cookie.replace('soul_session=', '')} ORDER BY id DESC LIMIT 1`,
    )
  ).rows[0] as { order_id: number; order_key: string };
  return { ...row, product, shopper: client };
}

const orderUrl = (order: Placed, query = `key=${order.order_key}&billing_email=${encodeURIComponent(billing.email)}`) =>
  `/order/${order.order_id}?${query}`;

describe('GET /order/{id} (WooCommerce Order route tests)', () => {
  it('a guest reads a guest order with its key and billing e-mail, the e-mail in any case (test_guest_can_access_guest_order_with_different_case_email)', async () => {
    const order = await placed();
    const reader = await new StoreClient(ctx.t.app).start();
    const response = await reader.request('GET', orderUrl(order, `key=${order.order_key}&billing_email=GUEST.ORDER@EXAMPLE.LT`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as StoreOrderResponse;
    expect(body).toMatchObject({
      id: order.order_id,
      status: 'on-hold',
      needs_payment: false,
      needs_shipping: true,
      payment_requirements: ['products'],
      errors: [],
      fees: [],
      billing_address: { email: 'guest.order@example.lt', last_name: 'Onaitė' },
      shipping_address: { city: 'Vilnius' },
    });
    expect(body.items).toMatchObject([{ id: order.product, quantity: 1, prices: { price: '2000', currency_code: 'EUR' } }]);
    const stored = (await ctx.t.database.db.execute(sql`SELECT total, total_tax FROM orders WHERE id = ${order.order_id}`)).rows[0] as {
      total: number;
      total_tax: number;
    };
    expect(body.totals).toMatchObject({ total_price: String(stored.total), total_tax: String(stored.total_tax), currency_minor_unit: 2 });
    // The unversioned namespace answers the same.
    expect((await reader.request('GET', `/wp-json/wc/store${orderUrl(order)}`)).json()).toMatchObject({ id: order.order_id });
  });

  it('a wrong or missing key or billing e-mail is 401 (test_guest_cannot_access_guest_order_with_invalid_key / _email / _without_email)', async () => {
    const order = await placed();
    const reader = await new StoreClient(ctx.t.app).start();
    const wrongKey = await reader.request('GET', orderUrl(order, `key=wc_order_nope&billing_email=${billing.email}`));
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ code: 'woocommerce_rest_invalid_order', message: 'Invalid order ID or key provided.' });
    const wrongEmail = await reader.request('GET', orderUrl(order, `key=${order.order_key}&billing_email=wrong@example.com`));
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongEmail.json()).toMatchObject({ code: 'woocommerce_rest_invalid_billing_email' });
    expect((await reader.request('GET', orderUrl(order, `key=${order.order_key}`))).statusCode).toBe(401);
    expect(wrongKey.body).not.toContain('Onaitė');
  });

  it('someone signed in needs the key and e-mail of a guest order too (test_logged_in_user_cannot_access_guest_order_without_credentials)', async () => {
    const order = await placed();
    const { client } = await ctx.clients.newCustomer();
    expect((await client.request('GET', `/order/${order.order_id}`)).statusCode).toBe(401);
    expect((await client.request('GET', orderUrl(order))).statusCode).toBe(200);
  });

  it('an account’s order: the owner reads it without a key, another customer and a guest get 403 (test_customer_can_access_own_order, test_customer_cannot_access_other_customer_order, test_guest_cannot_access_customer_order)', async () => {
    const owner = await ctx.clients.newCustomer();
    const order = await placed(owner.client);
    expect((await owner.client.request('GET', `/order/${order.order_id}`)).json()).toMatchObject({ id: order.order_id });
    const other = await ctx.clients.newCustomer();
    const refused = await other.client.request('GET', orderUrl(order));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'woocommerce_rest_invalid_user', message: 'This order belongs to a different customer.' });
    const guest = await new StoreClient(ctx.t.app).start();
    expect((await guest.request('GET', orderUrl(order))).statusCode).toBe(403);
  });

  it('an unknown order is 404 (test_non_existent_order_returns_404)', async () => {
    const { client } = await ctx.clients.newCustomer();
    const response = await client.request('GET', '/order/999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'woocommerce_rest_invalid_order' });
  });
});

describe('POST /checkout/{id} (WooCommerce CheckoutOrder route)', () => {
  const payUrl = (order: Placed) => `/checkout/${order.order_id}?key=${order.order_key}&billing_email=${encodeURIComponent(billing.email)}`;
  const goodCard = { payment_method: 'soul_test_card', payment_data: cardData(TEST_CARDS.success) };
  const payments = async (orderId: number) =>
    (
      (
        await ctx.t.database.db.execute(
          sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId} AND purpose = 'order' AND status = 'successful'`,
        )
      ).rows[0] as { n: number }
    ).n;

  it('pays a failed order with key, billing e-mail and a card, answering the checkout schema; sent again, it answers the same without charging twice', async () => {
    const order = await placed(undefined, TEST_CARDS.declined);
    expect(await stockOf(ctx.t.database, order.product)).toBe(3);
    const payer = await new StoreClient(ctx.t.app).start();
    const response = await payer.request('POST', payUrl(order), goodCard);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order_id: order.order_id,
      order_key: order.order_key,
      status: 'processing',
      payment_method: 'soul_test_card',
      payment_result: { payment_status: 'success', redirect_url: expect.stringContaining(`/order-received/${order.order_id}`) },
    });
    expect(await stockOf(ctx.t.database, order.product)).toBe(2);
    const again = await payer.request('POST', payUrl(order), goodCard);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ order_id: order.order_id, status: 'processing' });
    expect(await payments(order.order_id)).toBe(1);
    expect(await stockOf(ctx.t.database, order.product)).toBe(2);
  });

  it('the signed-in owner pays their own order without key or e-mail; another customer is 403', async () => {
    const owner = await ctx.clients.newCustomer();
    const order = await placed(owner.client, TEST_CARDS.declined);
    const intruder = await ctx.clients.newCustomer();
    expect((await intruder.client.request('POST', payUrl(order), goodCard)).statusCode).toBe(403);
    const paid = await owner.client.request('POST', `/checkout/${order.order_id}`, goodCard);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ order_id: order.order_id, status: 'processing', customer_id: owner.userId });
    expect(await payments(order.order_id)).toBe(1);
  });

  it('refuses a wrong key (401) and a missing Nonce (401) without charging anything', async () => {
    const order = await placed(undefined, TEST_CARDS.declined);
    const payer = await new StoreClient(ctx.t.app).start();
    const wrongKey = await payer.request('POST', `/checkout/${order.order_id}?key=wc_order_nope&billing_email=${billing.email}`, goodCard);
    expect(wrongKey.statusCode).toBe(401);
    const noNonce = await ctx.t.app.inject({
      method: 'POST',
      url: `/wp-json/wc/store/v1${payUrl(order)}`,
      headers: { cookie: payer.cookie },
      payload: goodCard,
    });
    expect(noNonce.statusCode).toBe(401);
    expect(noNonce.json()).toMatchObject({ code: 'woocommerce_rest_missing_nonce' });
    expect(await payments(order.order_id)).toBe(0);
    expect((await ctx.t.database.db.execute(sql`SELECT status FROM orders WHERE id = ${order.order_id}`)).rows[0]).toEqual({
      status: 'failed',
    });
  });

  it('a missing payment method is 400 woocommerce_rest_checkout_missing_payment_method, one not enabled 400 woocommerce_rest_checkout_payment_method_disabled', async () => {
    const order = await placed(undefined, TEST_CARDS.declined);
    const payer = await new StoreClient(ctx.t.app).start();
    const missing = await payer.request('POST', payUrl(order), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'woocommerce_rest_checkout_missing_payment_method' });
    const disabled = await payer.request('POST', payUrl(order), { payment_method: 'apples' });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json()).toMatchObject({ code: 'woocommerce_rest_checkout_payment_method_disabled' });
  });

  it('a declined card is 402 and the order stays failed; card typos are rest_invalid_param', async () => {
    const order = await placed(undefined, TEST_CARDS.declined);
    const payer = await new StoreClient(ctx.t.app).start();
    const declined = await payer.request('POST', payUrl(order), {
      payment_method: 'soul_test_card',
      payment_data: cardData(TEST_CARDS.declined),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'woocommerce_rest_checkout_process_payment_error' });
    const typo = await payer.request('POST', payUrl(order), {
      payment_method: 'soul_test_card',
      payment_data: [
        { key: 'card_number', value: '4242 4242 4242 4241' },
        { key: 'card_expiry', value: '12/30' },
        { key: 'card_cvc', value: '123' },
      ],
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { card_number: 'Please check the card number.' } } });
    expect((await ctx.t.database.db.execute(sql`SELECT status FROM orders WHERE id = ${order.order_id}`)).rows[0]).toEqual({
      status: 'failed',
    });
  });

  it('a billing address in a country the shop does not deliver to is 400 woocommerce_rest_invalid_address_country and nothing is charged or stored (test_checkout_order_does_not_persist_invalid_country_address)', async () => {
    const order = await placed(undefined, TEST_CARDS.declined);
    const payer = await new StoreClient(ctx.t.app).start();
    const response = await payer.request('POST', payUrl(order), {
      ...goodCard,
      billing_address: { ...billing, country: 'IN', city: 'Mumbai', postcode: '400001' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'woocommerce_rest_invalid_address_country',
      data: { allowed_countries: expect.any(Array) },
    });
    expect(await payments(order.order_id)).toBe(0);
    const row = (
      await ctx.t.database.db.execute(sql`SELECT status, billing_address->>'country' AS country FROM orders WHERE id = ${order.order_id}`)
    ).rows[0];
    expect(row).toEqual({ status: 'failed', country: 'LT' });
  });

  it('an order that needs no payment cannot be paid for', async () => {
    const order = await placed();
    const payer = await new StoreClient(ctx.t.app).start();
    const response = await payer.request('POST', payUrl(order), { payment_method: 'cod' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'soul_order_not_payable' });
  });
});
