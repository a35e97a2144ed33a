import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStockedProduct } from '../../../test/test-products.ts';
import { AccountClients } from '../../../test/account-clients.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const clients = () => new AccountClients(t);
const signedIn = (email: string) => clients().signedIn(email);
const newCustomer = () => clients().newCustomer();
const placeOrder = (client: StoreClient, priceCents = 1500) => clients().placeOrder(client, { priceCents });
const restNonce = (client: StoreClient) => clients().restNonce(client);

const ids = (body: unknown) => (body as { id: number }[]).map((o) => o.id);

describe('soul/v1 orders: who sees what', () => {
  let customerOrder: number;
  let buyerOrder: number;
  let customer: StoreClient;
  beforeAll(async () => {
    customer = (await newCustomer()).client;
    customerOrder = await placeOrder(customer);
    buyerOrder = await placeOrder(await signedIn(DEMO_ACCOUNTS.buyer));
  });

  // route × reader: the access matrix of the account orders API.
  const matrix: [
    string,
    () => Promise<StoreClient | null>,
    { ownList: 'customer' | 'buyer' | 'both' | 'none'; customerDetail: number; buyerDetail: number },
  ][] = [
    ['the customer who ordered', async () => customer, { ownList: 'customer', customerDetail: 200, buyerDetail: 404 }],
    ['another customer', async () => (await newCustomer()).client, { ownList: 'none', customerDetail: 404, buyerDetail: 404 }],
    ['the company director', async () => signedIn(DEMO_ACCOUNTS.director), { ownList: 'buyer', customerDetail: 404, buyerDetail: 200 }],
    [
      'the staff member who ordered',
      async () => signedIn(DEMO_ACCOUNTS.buyer),
      { ownList: 'buyer', customerDetail: 404, buyerDetail: 200 },
    ],
    ['other staff of the company', async () => signedIn(DEMO_ACCOUNTS.viewer), { ownList: 'none', customerDetail: 404, buyerDetail: 404 }],
    ['an administrator', async () => signedIn(DEMO_ACCOUNTS.administrator), { ownList: 'both', customerDetail: 200, buyerDetail: 200 }],
  ];

  it.each(matrix)('%s', async (_who, reader, expected) => {
    const client = await reader();
    if (!client) throw new Error('no client');
    const list = ids((await client.site('GET', '/wp-json/soul/v1/orders?per_page=100')).json());
    expect(list.includes(customerOrder)).toBe(expected.ownList === 'customer' || expected.ownList === 'both');
    expect(list.includes(buyerOrder)).toBe(expected.ownList === 'buyer' || expected.ownList === 'both');
    expect((await client.site('GET', `/wp-json/soul/v1/orders/${customerOrder}`)).statusCode).toBe(expected.customerDetail);
    expect((await client.site('GET', `/wp-json/soul/v1/orders/${buyerOrder}`)).statusCode).toBe(expected.buyerDetail);
  });

  it('guests get 401; a user without permission_view_orders gets 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/orders' })).statusCode).toBe(401);
    const email = `noview-${Date.now()}@example.lt`;
    await t.database.db.execute(
      sql`INSERT INTO users (email, password_hash, role, b2b_permissions) VALUES (${email}, 'x', 'staff', '{"permission_view_orders": false}'::jsonb)`,
    );
    const client = await signedIn(email);
    expect((await client.site('GET', '/wp-json/soul/v1/orders')).statusCode).toBe(403);
    expect((await client.site('GET', `/wp-json/soul/v1/orders/${customerOrder}`)).statusCode).toBe(403);
  });

  it('answers an order in the account shape, with unknown ids the same 404 as foreign ones', async () => {
    const order = (await customer.site('GET', `/wp-json/soul/v1/orders/${customerOrder}`)).json();
    expect(order).toMatchObject({
      id: customerOrder,
      status: 'processing',
      payment_details: { method_id: 'cod', method_title: 'Cash on delivery', paid: true },
      shipping_lines: [{ method_id: 'parcel_locker', method_title: 'Parcel locker', total: '299' }],
      line_items: [{ quantity: 1, total: expect.any(String), total_tax: expect.any(String) }],
      total: String(1500 + 299),
    });
    const unknown = await customer.site('GET', '/wp-json/soul/v1/orders/999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'soul_order_not_found', message: 'Order not found.' });
  });

  it('filters by status and days, searches by number (2 characters at least), sorts and pages', async () => {
    const { client } = await newCustomer();
    const cheap = await placeOrder(client, 1000);
    const dear = await placeOrder(client, 3000);
    const get = async (query: string) => client.site('GET', `/wp-json/soul/v1/orders?${query}`);
    expect(ids((await get('orderby=total&order=asc')).json())).toEqual([cheap, dear]);
    expect(ids((await get('status=processing&days=7')).json()).sort()).toEqual([cheap, dear].sort());
    expect(ids((await get('status=completed')).json())).toEqual([]);
    // By number (also names and e-mails match: the product names here have random characters).
    expect(ids((await get(`search=${dear}`)).json())).toContain(dear);
    expect(ids((await get(`search=%23${dear}`)).json())).toEqual([dear]);
    expect(ids((await get('search=x@example')).json())).toHaveLength(2);
    expect(ids((await get('search=no-such-thing')).json())).toEqual([]);
    expect(ids((await get('search=n')).json())).toHaveLength(2);
    const page = await get('per_page=1&page=2&orderby=id&order=asc');
    expect(ids(page.json())).toEqual([dear]);
    expect(page.headers['x-wp-total']).toBe('2');
    expect(page.headers['x-wp-totalpages']).toBe('2');
    // Past the last page: no orders, but the totals stay true (they said 0).
    const past = await get('per_page=1&page=7');
    expect(past.json()).toEqual([]);
    expect([past.headers['x-wp-total'], past.headers['x-wp-totalpages']]).toEqual(['2', '2']);
    expect((await get('days=3')).statusCode).toBe(400);
  });

  it('searches by the customer’s name and city, and by a product’s name in either language', async () => {
    const { client } = await newCustomer();
    const product = await createStockedProduct(t.database, { stock: null });
    const orderId = await clients().placeOrder(client, { products: [{ id: product, quantity: 1 }] });
    await t.database.db.execute(
      sql`UPDATE orders SET billing_address = billing_address || '{"first_name": "Ona", "last_name": "Pirkėja", "city": "Kaunas"}'::jsonb WHERE id = ${orderId}`,
    );
    const [lithuanianName] = (
      await t.database.db.execute(sql`SELECT name FROM product_translations WHERE product_id = ${product} AND lang = 'lt'`)
    ).rows as { name: string }[];
    const found = async (search: string) =>
      ids((await client.site('GET', `/wp-json/soul/v1/orders?search=${encodeURIComponent(search)}`)).json());
    for (const search of ['Ona Pirk', 'pirkėja', 'kaunas', String(lithuanianName?.name)])
      expect(await found(search), search).toEqual([orderId]);
    // What the reader types is text: % and _ match only themselves.
    expect(await found('%%')).toEqual([]);
    expect(await found('__')).toEqual([]);
  });

  it('sorts by payment method as the list names them, in the reader’s language', async () => {
    const { client } = await newCustomer();
    const cod = await placeOrder(client);
    const card = await clients().placeOrder(client, { card: true });
    const bank = await placeOrder(client);
    await t.database.db.execute(sql`UPDATE orders SET payment_method = 'bacs' WHERE id = ${bank}`);
    const sorted = async (query: string) =>
      ids((await client.site('GET', `/wp-json/soul/v1/orders?orderby=payment_method&${query}`)).json());
    // Cash on delivery, Credit or debit card, Direct bank transfer.
    expect(await sorted('order=asc')).toEqual([cod, card, bank]);
    // Apmokėjimas pristatymo metu, Kredito ar debeto kortelė, Tiesioginis banko pavedimas.
    expect(await sorted('order=asc&lang=lt')).toEqual([cod, card, bank]);
    expect(await sorted('order=desc&lang=lt')).toEqual([bank, card, cod]);
  });
});

describe('soul/v1 cancel-order', () => {
  const cardOrder = async (client: StoreClient, stock: number) => {
    const product = await createStockedProduct(t.database, { stock, priceCents: 2000 });
    await client.add(product);
    const response = await client.request('POST', '/checkout', {
      billing_address: {
        email: 'x@example.lt',
        first_name: 'A',
        last_name: 'B',
        phone: '+37060000000',
        address_1: 'A 1',
        city: 'Vilnius',
        postcode: 'LT-01103',
        country: 'LT',
      },
      payment_method: 'soul_test_card',
      payment_data: [
        { key: 'card_number', value: '4242424242424242' },
        { key: 'card_expiry', value: '12/30' },
        { key: 'card_cvc', value: '123' },
      ],
    });
    return { orderId: (response.json() as { order_id: number }).order_id, product };
  };

  it('cancels a paid card order: refund recorded, stock back, status cancelled; only once', async () => {
    const { client } = await newCustomer();
    const { orderId, product } = await cardOrder(client, 5);
    const nonce = await restNonce(client);
    const response = await client.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`, undefined, { 'x-wp-nonce': nonce });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: orderId, status: 'cancelled' });
    const state = (
      await t.database.db.execute(sql`SELECT
        (SELECT stock_quantity FROM products WHERE id = ${product}) AS stock,
        (SELECT status FROM payments WHERE order_id = ${orderId} ORDER BY id LIMIT 1) AS payment,
        (SELECT amount - refunded_amount FROM payments WHERE order_id = ${orderId} ORDER BY id LIMIT 1) AS kept,
        (SELECT detail FROM payment_events e JOIN payments p ON p.id = e.payment_id WHERE p.order_id = ${orderId} AND e.kind = 'refunded') AS refund`)
    ).rows[0];
    // The payment took the money and gave it all back: successful and fully refunded, as a refund from the Refund panel leaves it.
    expect(state).toMatchObject({ stock: 5, payment: 'successful', kept: 0, refund: expect.stringMatching(/^re_test_/) });
    expect(
      ((await client.site('GET', '/wp-json/soul/v1/payments?status=refunded')).json() as { order_id: number }[]).map((p) => p.order_id),
    ).toEqual([orderId]);
    const again = await client.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`, undefined, { 'x-wp-nonce': nonce });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'soul_order_not_cancellable', message: 'This order can no longer be cancelled.' });
  });

  it('changes nothing without the REST nonce, for someone else’s order, or once shipped', async () => {
    const { client } = await newCustomer();
    const { orderId, product } = await cardOrder(client, 3);
    expect((await client.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`)).statusCode).toBe(403);
    const stranger = (await newCustomer()).client;
    expect(
      (await stranger.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`, undefined, { 'x-wp-nonce': await restNonce(stranger) }))
        .statusCode,
    ).toBe(404);
    await t.database.db.execute(sql`UPDATE orders SET status = 'shipped' WHERE id = ${orderId}`);
    expect(
      (await client.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`, undefined, { 'x-wp-nonce': await restNonce(client) }))
        .statusCode,
    ).toBe(409);
    const row = (await t.database.db.execute(sql`SELECT stock_quantity FROM products WHERE id = ${product}`)).rows[0];
    expect(row).toEqual({ stock_quantity: 2 });
  });
});
