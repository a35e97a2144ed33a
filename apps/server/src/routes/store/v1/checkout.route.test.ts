import { TEST_CARDS, type CheckoutResponse } from '@soul/contracts';
import { DEMO } from '@soul/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStockedProduct, mailsFor, stockOf } from '../../../test/test-products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
const body = (overrides: Record<string, unknown> = {}) => ({ billing_address: billing, payment_method: 'bacs', ...overrides });
const card = (number: string) => [
  { key: 'card_number', value: number },
  { key: 'card_expiry', value: '12/30' },
  { key: 'card_cvc', value: '123' },
];

async function shopperWith(productId: number, quantity = 1): Promise<StoreClient> {
  const shopper = await new StoreClient(t.app).start();
  expect((await shopper.add(productId, quantity)).statusCode).toBe(201);
  return shopper;
}

describe('POST /checkout', () => {
  it('places a bank-transfer order: on-hold, stock taken, cart emptied, both e-mails sent', async () => {
    const product = await createStockedProduct(t.database, { stock: 5, priceCents: 2000 });
    const shopper = await shopperWith(product, 2);
    const response = await shopper.request('POST', '/checkout', body());
    expect(response.statusCode).toBe(200);
    const order = response.json() as CheckoutResponse;
    expect(order).toMatchObject({ status: 'on-hold', payment_method: 'bacs', payment_result: { payment_status: 'pending' } });
    expect(order.billing_address.postcode).toBe('LT-01103');
    expect(order.payment_result.redirect_url).toBe(`http://shop.test/checkout/order-received/${order.order_id}?key=${order.order_key}`);
    expect(await stockOf(t.database, product)).toBe(3);
    expect((await shopper.cart()).items).toEqual([]);

    const stored = (
      await t.database.db.execute(sql`SELECT total, shipping_total + shipping_tax AS shipping FROM orders WHERE id = ${order.order_id}`)
    ).rows[0] as { total: number; shipping: number };
    // 2 × €20 with the 10 % two-unit discount = €36, plus the €2.99 parcel locker.
    expect(stored).toEqual({ total: 3600 + 299, shipping: 299 });

    const mails = await mailsFor(t.database, order.order_id);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['order_confirmation', 'ona@example.lt'],
      ['new_order', 'orders@soulshop.example'],
    ]);
    expect(mails[0]?.text).toContain(`#${order.order_id}`);
    expect(mails[0]?.html).toContain('Onaitė');
    // The country by its name, not its code.
    expect(mails[0]?.text).toContain('Lithuania');
  });

  it('writes the confirmation in the order’s language', async () => {
    const product = await createStockedProduct(t.database, { stock: null });
    const shopper = await shopperWith(product);
    const response = await shopper.request('POST', '/checkout', body({ payment_method: 'cod' }), { 'accept-language': 'lt' });
    const order = response.json() as CheckoutResponse;
    expect(order.status).toBe('processing');
    const [confirmation] = await mailsFor(t.database, order.order_id);
    expect(confirmation?.subject).toBe(`Jūsų Soul Shop užsakymas #${order.order_id} gautas`);
  });

  it('charges the test card: paid, card saved for one-click upsell', async () => {
    const product = await createStockedProduct(t.database, { stock: 3 });
    const shopper = await shopperWith(product);
    const response = await shopper.request(
      'POST',
      '/checkout',
      body({ payment_method: 'soul_test_card', payment_data: card(TEST_CARDS.success) }),
    );
    expect(response.statusCode).toBe(200);
    const order = response.json() as CheckoutResponse;
    expect(order).toMatchObject({ status: 'processing', payment_result: { payment_status: 'success' } });
    const row = (
      await t.database.db
        .execute(sql`SELECT o.upsell_expires_at > now() + interval '59 minutes' AS upsell, p.status, t.last4, t.customer_ref
      FROM orders o JOIN payments p ON p.order_id = o.id JOIN payment_tokens t ON t.id = p.payment_token_id WHERE o.id = ${order.order_id}`)
    ).rows[0];
    expect(row).toMatchObject({ upsell: true, status: 'successful', last4: '4242' });
    expect(await mailsFor(t.database, order.order_id)).toHaveLength(2);
  });

  it('a declined card pays nothing: order failed, stock and cart given back, clear error', async () => {
    const product = await createStockedProduct(t.database, { stock: 2 });
    const shopper = await shopperWith(product);
    const response = await shopper.request(
      'POST',
      '/checkout',
      body({ payment_method: 'soul_test_card', payment_data: card(TEST_CARDS.declined) }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'woocommerce_rest_checkout_process_payment_error',
      message: expect.stringContaining('declined'),
    });
    expect(await stockOf(t.database, product)).toBe(2);
    expect((await shopper.cart()).items.map((i) => i.id)).toEqual([product]);
    const failed = (
      await t.database.db.execute(sql`SELECT o.status, p.status AS payment FROM orders o JOIN payments p ON p.order_id = o.id
      WHERE o.session_token = (SELECT session_token FROM orders ORDER BY id DESC LIMIT 1) ORDER BY o.id DESC LIMIT 1`)
    ).rows[0];
    expect(failed).toEqual({ status: 'failed', payment: 'failed' });
    // The same cart then goes through with a good card.
    const retry = await shopper.request(
      'POST',
      '/checkout',
      body({ payment_method: 'soul_test_card', payment_data: card(TEST_CARDS.success) }),
    );
    expect(retry.json()).toMatchObject({ status: 'processing' });
    expect(await stockOf(t.database, product)).toBe(1);
  });

  it('card typos are form errors, not failed orders; an expiry typed without the slash is understood', async () => {
    const product = await createStockedProduct(t.database, { stock: 2 });
    const shopper = await shopperWith(product);
    const before = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM orders`)).rows[0];
    const typo = await shopper.request(
      'POST',
      '/checkout',
      body({
        payment_method: 'soul_test_card',
        payment_data: [
          { key: 'card_number', value: '4242 4242 4242 4241' },
          { key: 'card_expiry', value: '13/30' },
          { key: 'card_cvc', value: '12' },
        ],
      }),
    );
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: {
        params: {
          card_number: 'Please check the card number.',
          card_expiry: expect.stringContaining('MM/YY'),
          card_cvc: expect.stringContaining('3 or 4 digits'),
        },
      },
    });
    expect((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM orders`)).rows[0]).toEqual(before);
    expect(await stockOf(t.database, product)).toBe(2);
    const noSlash = await shopper.request(
      'POST',
      '/checkout',
      body({
        payment_method: 'soul_test_card',
        payment_data: [
          { key: 'card_number', value: TEST_CARDS.success },
          { key: 'card_expiry', value: '1230' },
          { key: 'card_cvc', value: '123' },
        ],
      }),
    );
    expect(noSlash.json()).toMatchObject({ status: 'processing' });
  });

  it('refuses bad fields with every message, in the request’s language, and changes nothing', async () => {
    const product = await createStockedProduct(t.database, { stock: 4 });
    const shopper = await shopperWith(product);
    const response = await shopper.request(
      'POST',
      '/checkout',
      body({ billing_address: { ...billing, email: 'nope', postcode: '1234' } }),
      { 'accept-language': 'lt' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: {
        params: {
          billing_email: 'Įveskite teisingą el. pašto adresą.',
          billing_postcode: 'Neteisingas pašto kodas. Įveskite teisingą Lietuvos pašto kodą (LT-XXXXX formatu).',
        },
      },
    });
    expect(await stockOf(t.database, product)).toBe(4);
    expect((await shopper.cart()).items).toHaveLength(1);
  });

  it('sends a Curonian Spit order by courier even when the parcel locker was asked for', async () => {
    const product = await createStockedProduct(t.database, { stock: null });
    const shopper = await shopperWith(product);
    const response = await shopper.request(
      'POST',
      '/checkout',
      body({
        billing_address: { ...billing, city: 'Nida', postcode: '93121' },
        extensions: { soul: { shipping_rate_id: 'parcel_locker:1' } },
      }),
    );
    const order = response.json() as CheckoutResponse;
    const row = (await t.database.db.execute(sql`SELECT shipping_rate_id FROM orders WHERE id = ${order.order_id}`)).rows[0];
    expect(row).toEqual({ shipping_rate_id: 'courier:2' });
  });

  it('an idempotency key makes a repeated submit return the first order', async () => {
    const product = await createStockedProduct(t.database, { stock: 5 });
    const shopper = await shopperWith(product);
    const headers = { 'idempotency-key': 'submit-1' };
    const [first, second] = await Promise.all([
      shopper.request('POST', '/checkout', body(), headers),
      shopper.request('POST', '/checkout', body(), headers),
    ]);
    const ids = [first, second].filter((r) => r.statusCode === 200).map((r) => (r.json() as CheckoutResponse).order_id);
    expect(new Set(ids).size).toBe(1);
    const again = await shopper.request('POST', '/checkout', body(), headers);
    expect((again.json() as CheckoutResponse).order_id).toBe(ids[0]);
    expect(await stockOf(t.database, product)).toBe(4);
  });

  it('refuses an empty cart, a missing nonce and an unknown payment method', async () => {
    const shopper = await new StoreClient(t.app).start();
    expect((await shopper.request('POST', '/checkout', body())).json()).toMatchObject({ code: 'woocommerce_rest_cart_empty' });
    const noNonce = await t.app.inject({ method: 'POST', url: '/wp-json/wc/store/v1/checkout', payload: body() });
    expect(noNonce.statusCode).toBe(401);
    const product = await createStockedProduct(t.database, { stock: null });
    const buyer = await shopperWith(product);
    expect((await buyer.request('POST', '/checkout', body({ payment_method: 'bitcoin' }))).json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { payment_method: 'Please choose a payment method.' } },
    });
  });

  it('create_account makes a customer, logs them in, and tells an existing e-mail to log in', async () => {
    const product = await createStockedProduct(t.database, { stock: null });
    const email = `new-${Date.now()}@example.lt`;
    const shopper = await shopperWith(product);
    const response = await shopper.request(
      'POST',
      '/checkout',
      body({ billing_address: { ...billing, email }, create_account: true, customer_password: 'correct horse' }),
    );
    expect(response.statusCode).toBe(200);
    const order = response.json() as CheckoutResponse;
    expect(order.customer_id).toBeGreaterThan(0);
    expect(shopper.cookie).toMatch(/^soul_session=u_/);
    expect((await shopper.request('GET', '/cart')).headers['user-id']).toBe(String(order.customer_id));
    const hash = (await t.database.db.execute(sql`SELECT password_hash FROM users WHERE email = ${email}`)).rows[0] as {
      password_hash: string;
    };
    expect(hash.password_hash).toMatch(/^\$argon2id\$/);

    const other = await shopperWith(product);
    const again = await other.request(
      'POST',
      '/checkout',
      body({ billing_address: { ...billing, email }, create_account: true, customer_password: 'another one' }),
    );
    expect(again.json()).toMatchObject({
      data: { params: { billing_email: 'An account is already registered with your e-mail address. Please log in.' } },
    });
  });

  it('a declined card after create_account keeps the account, signs the shopper in and gives the cart back', async () => {
    const product = await createStockedProduct(t.database, { stock: 3 });
    const email = `declined-${Date.now()}@example.lt`;
    const shopper = await shopperWith(product);
    const declined = await shopper.request(
      'POST',
      '/checkout',
      body({
        billing_address: { ...billing, email },
        create_account: true,
        customer_password: 'long enough',
        payment_method: 'soul_test_card',
        payment_data: card(TEST_CARDS.declined),
      }),
    );
    expect(declined.statusCode).toBe(402);
    expect(shopper.cookie).toMatch(/^soul_session=u_/);
    expect((await shopper.cart()).items.map((i) => i.id)).toEqual([product]);
    const paid = await shopper.request(
      'POST',
      '/checkout',
      body({ billing_address: { ...billing, email }, payment_method: 'soul_test_card', payment_data: card(TEST_CARDS.success) }),
    );
    expect(paid.json()).toMatchObject({ status: 'processing', customer_id: expect.any(Number) });
    expect((paid.json() as CheckoutResponse).customer_id).toBeGreaterThan(0);
    expect(await stockOf(t.database, product)).toBe(2);
  });

  it('refuses an order on the server when the user may not buy (staff without permission_buy), and prefills a customer’s address', async () => {
    const token = `u_${'s'.repeat(32)}`;
    const staff = (
      await t.database.db.execute(sql`INSERT INTO users (email, password_hash, role, b2b_permissions)
      VALUES (${`staff-${Date.now()}@example.lt`}, 'x', 'staff', '{"permission_buy": false}'::jsonb) RETURNING id`)
    ).rows[0] as { id: number };
    await t.database.db
      .execute(sql`INSERT INTO user_sessions (token_hash, user_id) VALUES (encode(sha256(${token}::bytea), 'hex'), ${staff.id})
      ON CONFLICT (token_hash) DO UPDATE SET user_id = EXCLUDED.user_id`);
    const product = await createStockedProduct(t.database, { stock: 3 });
    const shopper = new StoreClient(t.app);
    shopper.cookie = `soul_session=${token}`;
    await shopper.start();
    expect((await shopper.request('GET', '/cart')).headers['user-id']).toBe(String(staff.id));
    await shopper.add(product);
    const refused = await shopper.request('POST', '/checkout', body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'woocommerce_rest_checkout_no_permission',
      message: 'You have no checkout permission. Please contact your company director.',
    });
    expect(await stockOf(t.database, product)).toBe(3);
    const page = await shopper.site('GET', '/checkout');
    expect(page.body).toMatch(/<button type="submit" disabled=""/);
    expect(page.body).toContain('"permission_buy":false');
  });

  it('prefills the checkout with the address of the customer’s last order', async () => {
    const product = await createStockedProduct(t.database, { stock: null });
    const shopper = await shopperWith(product);
    const email = `prefill-${Date.now()}@example.lt`;
    await shopper.request(
      'POST',
      '/checkout',
      body({ billing_address: { ...billing, email, city: 'Šiauliai' }, create_account: true, customer_password: 'long enough' }),
    );
    await shopper.add(product);
    const page = await shopper.site('GET', '/checkout');
    expect(page.body).toContain(`value="${email}"`);
    expect(page.body).toContain('value="Šiauliai"');
    expect(page.body).toContain('Logged in as');
  });

  it('records coupons, counts their use, and refuses one whose usage limit was reached meanwhile', async () => {
    const code = `once${Date.now()}`;
    await t.database.db.execute(sql`INSERT INTO coupons (code, discount_type, amount, usage_limit) VALUES (${code}, 'fixed_cart', 300, 1)`);
    const product = await createStockedProduct(t.database, { stock: 5, priceCents: 2000 });
    const [first, second] = [await shopperWith(product), await shopperWith(product)];
    for (const shopper of [first, second]) expect((await shopper.request('POST', '/cart/apply-coupon', { code })).statusCode).toBe(200);
    const placed = (await first.request('POST', '/checkout', body())).json() as CheckoutResponse;
    const coupon = (
      await t.database.db.execute(sql`SELECT c.usage_count, oc.discount + oc.discount_tax AS gross FROM coupons c
      JOIN order_coupons oc ON oc.code = c.code WHERE c.code = ${code} AND oc.order_id = ${placed.order_id}`)
    ).rows[0];
    expect(coupon).toEqual({ usage_count: 1, gross: 300 });
    const refused = await second.request('POST', '/checkout', body());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'woocommerce_rest_cart_coupon_errors', message: expect.stringContaining(code) });
    expect(await stockOf(t.database, product)).toBe(4);
  });

  it('keeps a bundle’s items under its line in the order', async () => {
    const shopper = await new StoreClient(t.app).start();
    expect((await shopper.add(DEMO.products.bundle)).statusCode).toBe(201);
    const order = (await shopper.request('POST', '/checkout', body({ payment_method: 'cod' }))).json() as CheckoutResponse;
    const lines = (
      await t.database.db.execute(sql`SELECT id, parent_line_id FROM order_lines WHERE order_id = ${order.order_id} ORDER BY id`)
    ).rows as { id: number; parent_line_id: number | null }[];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]?.parent_line_id).toBeNull();
    expect(lines.slice(1).every((l) => l.parent_line_id === lines[0]?.id)).toBe(true);
  });

  it('50 parallel checkouts for a product with 10 in stock give exactly 10 orders and stock 0', async () => {
    const product = await createStockedProduct(t.database, { stock: 10 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWith(product)));
    const responses = await Promise.all(shoppers.map((s) => s.request('POST', '/checkout', body({ payment_method: 'cod' }))));
    const placed = responses.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'woocommerce_rest_product_out_of_stock')).toBe(
      true,
    );
    expect(await stockOf(t.database, product)).toBe(0);
    const lines = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM order_lines WHERE product_id = ${product}`)).rows[0];
    expect(lines).toEqual({ n: 10 });
    // The instance's cached product learnt of the sale (stock notice, migration 0009): no more can be added.
    const late = await new StoreClient(t.app).start();
    await expect.poll(async () => (await late.add(product)).json().code, { timeout: 3000 }).toBe('woocommerce_rest_product_out_of_stock');
  });

  it('a subscription line creates a subscription with its plan and next renewal', async () => {
    const shopper = await new StoreClient(t.app).start();
    const added = await shopper.add(DEMO.products.subscriptionTiersVariations['200g'], 1, {
      subscription: { interval: 4, period: 'month' },
    });
    expect(added.statusCode).toBe(201);
    const order = (await shopper.request('POST', '/checkout', body({ payment_method: 'cod' }))).json() as CheckoutResponse;
    const subscription = (
      await t.database.db.execute(sql`SELECT billing_interval, discount_percent, status,
        next_renewal_at::date - created_at::date AS days FROM subscriptions WHERE order_id = ${order.order_id}`)
    ).rows[0] as { billing_interval: number; discount_percent: number; status: string; days: number };
    expect(subscription).toMatchObject({ billing_interval: 4, discount_percent: 20, status: 'active' });
    expect(subscription.days).toBeGreaterThanOrEqual(119);
  });
});
