import { TEST_CARDS, type CheckoutResponse } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@soul/db';
import { AccountClients } from '../../test/account-clients.ts';
import { GatewayDouble } from '../../test/gateway-double.ts';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct, mailsFor, stockOf } from '../../test/test-products.ts';

const gateway = new GatewayDouble();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { wrapGateway: gateway.wrap });
});
afterAll(async () => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const billing = {
  email: 'pay@example.lt',
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
const payUrl = (order: { order_id: number; order_key: string }, prefix = '') =>
  `${prefix}/checkout/order-pay/${order.order_id}/?pay_for_order=true&key=${order.order_key}`;
const nonceOf = (html: string) => /name="_wpnonce" value="([^"]+)"/.exec(html)?.[1] ?? '';
const post = (client: StoreClient, url: string, fields: Record<string, string>) =>
  client.site('POST', url, new URLSearchParams(fields).toString(), form);
const cardFields = (number: string) => ({ payment_method: 'soul_test_card', card_number: number, card_expiry: '12/30', card_cvc: '123' });

/** A card order declined at checkout (failed, its stock given back), by a shopper (a signed-in one when given). */
async function failedOrder(options: { stock?: number; shopper?: StoreClient; language?: 'en' | 'lt' } = {}) {
  const product = await createStockedProduct(t.database, { stock: options.stock ?? 3, priceCents: 2000 });
  const shopper = options.shopper ?? (await new StoreClient(t.app).start());
  expect((await shopper.add(product)).statusCode).toBe(201);
  const answer = await shopper.request(
    'POST',
    '/checkout',
    { billing_address: billing, payment_method: 'soul_test_card', payment_data: cardData(TEST_CARDS.declined) },
    { 'accept-language': options.language ?? 'en' },
  );
  expect(answer.statusCode).toBe(402);
  const row = (
    await t.database.db.execute(
      sql`SELECT id AS order_id, order_key FROM orders WHERE session_token = ${shopper.cookie.replace('soul_session=', '')} ORDER BY id DESC LIMIT 1`,
    )
  ).rows[0] as { order_id: number; order_key: string };
  return { ...row, product, shopper };
}

/** A signed-in customer, registered through the account form (so they can sign in again with a password). */
async function registered(): Promise<{ client: StoreClient; email: string; password: string }> {
  const client = await new StoreClient(t.app).start();
  const nonce = nonceOf((await client.site('GET', '/my-account')).body);
  const email = `payer-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.lt`;
  const password = 'long enough';
  expect((await post(client, '/my-account/register', { _wpnonce: nonce, email, password })).statusCode).toBe(303);
  // The new session's Store API nonce.
  await client.start();
  return { client, email, password };
}

const orderRow = async (orderId: number) =>
  (await t.database.db.execute(sql`SELECT status, payment_method FROM orders WHERE id = ${orderId}`)).rows[0] as {
    status: string;
    payment_method: string;
  };
const attempts = async (orderId: number) =>
  (
    await t.database.db.execute(
      sql`SELECT gateway, status, idempotency_key FROM payments WHERE order_id = ${orderId} AND purpose = 'order' ORDER BY id`,
    )
  ).rows as { gateway: string; status: string; idempotency_key: string | null }[];

describe('pay for order: who may', () => {
  it('needs the order’s key: a wrong key or an unknown order is the same 404, in the page’s language', async () => {
    const order = await failedOrder();
    const stranger = await new StoreClient(t.app).start();
    const wrongKey = await stranger.site('GET', `/checkout/order-pay/${order.order_id}/?pay_for_order=true&key=wc_order_nope`);
    expect(wrongKey.statusCode).toBe(404);
    expect(wrongKey.body).toContain('Sorry, this order is invalid and cannot be paid for.');
    expect(wrongKey.body).not.toContain('Onaitė');
    const unknown = await stranger.site('GET', `/lt/checkout/order-pay/999999/?pay_for_order=true&key=${order.order_key}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Atsiprašome, šis užsakymas netinkamas, todėl už jį sumokėti negalima.');
    // Nothing can be paid without the key either.
    const blind = await post(stranger, `/checkout/order-pay/${order.order_id}/?pay_for_order=true&key=x`, {
      _wpnonce: 'x',
      ...cardFields(TEST_CARDS.success),
    });
    expect(blind.statusCode).toBe(404);
    expect((await orderRow(order.order_id)).status).toBe('failed');
  });

  it('a guest order is paid by whoever holds its key; someone signed in with another e-mail is warned', async () => {
    const order = await failedOrder();
    const page = await (await new StoreClient(t.app).start()).site('GET', payUrl(order));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The last payment for order #' + order.order_id + ' did not go through.');
    expect(page.body).toMatch(/name="payment_method"[^>]*value="soul_test_card"/);
    expect(page.body).toContain('name="card_number"');
    const other = await registered();
    expect((await other.client.site('GET', payUrl(order))).body).toContain('You are paying for a guest order.');
  });

  it('an account’s order: signed out, sign in and come back; someone else is refused; the owner pays', async () => {
    const owner = await registered();
    const order = await failedOrder({ shopper: owner.client });
    const signedOut = await new StoreClient(t.app).start();
    const toSignIn = await signedOut.site('GET', payUrl(order));
    expect(toSignIn.statusCode).toBe(303);
    expect(toSignIn.headers.location).toBe(`/my-account?redirect_to=${encodeURIComponent(payUrl(order))}`);
    const signIn = await signedOut.site('GET', String(toSignIn.headers.location));
    expect(signIn.body).toContain('Please log in to your account below to continue to the payment form.');
    expect(signIn.body).toContain(`name="redirect_to" value="${payUrl(order).replace(/&/g, '&amp;')}"`);
    const loggedIn = await post(signedOut, '/my-account/login', {
      _wpnonce: nonceOf(signIn.body),
      email: owner.email,
      password: owner.password,
      redirect_to: payUrl(order),
    });
    expect(loggedIn.headers.location).toBe(payUrl(order));
    expect((await signedOut.site('GET', payUrl(order))).statusCode).toBe(200);

    const intruder = await registered();
    const refused = await intruder.client.site('GET', payUrl(order));
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('This order cannot be paid for. Please contact us if you need assistance.');
    const intruderPost = await post(intruder.client, payUrl(order), { _wpnonce: nonceOf(refused.body), ...cardFields(TEST_CARDS.success) });
    expect(intruderPost.statusCode).toBe(403);
    expect((await orderRow(order.order_id)).status).toBe('failed');

    // The account area links its owner (and only its owner) to the page, in the reader's language.
    const ownerView = await owner.client.site('GET', `/wp-json/soul/v1/orders/${order.order_id}?lang=lt`);
    expect(ownerView.json()).toMatchObject({ status: 'failed', needs_payment: true, payment_url: payUrl(order, '/lt') });
    const admin = await new AccountClients(t).signedIn(DEMO_ACCOUNTS.administrator);
    expect((await admin.site('GET', `/wp-json/soul/v1/orders/${order.order_id}`)).json()).toMatchObject({
      needs_payment: true,
      payment_url: null,
    });
  });

  it('an order that does not need payment says so, and offers no form', async () => {
    const product = await createStockedProduct(t.database, { stock: null });
    const shopper = await new StoreClient(t.app).start();
    await shopper.add(product);
    const paid = (
      await shopper.request('POST', '/checkout', {
        billing_address: billing,
        payment_method: 'soul_test_card',
        payment_data: cardData(TEST_CARDS.success),
      })
    ).json() as CheckoutResponse;
    const page = await shopper.site('GET', payUrl(paid));
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('This order’s status is “Processing” — it cannot be paid for.');
    expect(page.body).not.toContain('name="card_number"');
  });
});

describe('pay for order: paying', () => {
  it('pays a failed order by card: its stock taken again, a new attempt with its own key, the order paid and confirmed', async () => {
    const order = await failedOrder({ stock: 2 });
    expect(await stockOf(t.database, order.product)).toBe(2);
    const visitor = await new StoreClient(t.app).start();
    const page = await visitor.site('GET', payUrl(order));
    const paid = await post(visitor, payUrl(order), { _wpnonce: nonceOf(page.body), ...cardFields(TEST_CARDS.success) });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/checkout/order-received/${order.order_id}?key=${order.order_key}`);
    expect(await orderRow(order.order_id)).toEqual({ status: 'processing', payment_method: 'soul_test_card' });
    expect(await stockOf(t.database, order.product)).toBe(1);
    expect(await attempts(order.order_id)).toEqual([
      { gateway: 'soul_test_card', status: 'failed', idempotency_key: `order-${order.order_id}` },
      {
        gateway: 'soul_test_card',
        status: 'successful',
        idempotency_key: expect.stringMatching(new RegExp(`^order-${order.order_id}-\\d+$`)),
      },
    ]);
    expect((await mailsFor(t.database, order.order_id, 2)).map((m) => m.kind)).toEqual(['order_confirmation', 'new_order']);
    // Paid: the page now says it cannot be paid again.
    expect((await visitor.site('GET', payUrl(order))).statusCode).toBe(409);
  });

  it('a declined card on the page fails it again (stock back) and shows the form with the reason; typos are field errors', async () => {
    const order = await failedOrder({ stock: 2 });
    const visitor = await new StoreClient(t.app).start();
    const nonce = nonceOf((await visitor.site('GET', payUrl(order))).body);
    const typo = await post(visitor, payUrl(order), { _wpnonce: nonce, ...cardFields('4242 4242 4242 4241') });
    expect(typo.statusCode).toBe(422);
    expect(typo.body).toContain('Please check the card number.');
    const declined = await post(visitor, payUrl(order), { _wpnonce: nonce, ...cardFields(TEST_CARDS.insufficientFunds) });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card has insufficient funds.');
    expect(declined.body).toContain('name="card_number"');
    expect((await orderRow(order.order_id)).status).toBe('failed');
    expect(await stockOf(t.database, order.product)).toBe(2);
    const noNonce = await post(visitor, payUrl(order), { ...cardFields(TEST_CARDS.success) });
    expect(noNonce.statusCode).toBe(403);
    expect((await orderRow(order.order_id)).status).toBe('failed');
  });

  it('refuses clearly, in Lithuanian too, when the stock went meanwhile, and changes nothing', async () => {
    const order = await failedOrder({ stock: 1, language: 'lt' });
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 0, stock_status = 'outofstock' WHERE id = ${order.product}`);
    const visitor = await new StoreClient(t.app).start();
    const page = await visitor.site('GET', payUrl(order, '/lt'));
    expect(page.statusCode).toBe(409);
    expect(page.body).toMatch(/Atsiprašome, prekės „Testas TEST-[\w-]+“ nebėra sandėlyje, todėl už šį užsakymą sumokėti negalima\./);
    expect(page.body).not.toContain('name="card_number"');
    // Stock taken between showing the form and paying: the payment is refused before anything is charged.
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 1, stock_status = 'instock' WHERE id = ${order.product}`);
    const form = await visitor.site('GET', payUrl(order, '/lt'));
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 0, stock_status = 'outofstock' WHERE id = ${order.product}`);
    const charges = gateway.calls.length;
    const refused = await post(visitor, payUrl(order, '/lt'), { _wpnonce: nonceOf(form.body), ...cardFields(TEST_CARDS.success) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('nebėra sandėlyje');
    expect(gateway.calls.length).toBe(charges);
    expect((await orderRow(order.order_id)).status).toBe('failed');
    expect(await attempts(order.order_id)).toHaveLength(1);
    expect(await stockOf(t.database, order.product)).toBe(0);
  });

  it('may pay by bank transfer instead: the order waits for the transfer, stock taken again, mails sent', async () => {
    const order = await failedOrder({ stock: 2 });
    const visitor = await new StoreClient(t.app).start();
    const nonce = nonceOf((await visitor.site('GET', payUrl(order))).body);
    const chosen = await post(visitor, payUrl(order), { _wpnonce: nonce, payment_method: 'bacs' });
    expect(chosen.statusCode).toBe(303);
    expect(await orderRow(order.order_id)).toEqual({ status: 'on-hold', payment_method: 'bacs' });
    expect(await stockOf(t.database, order.product)).toBe(1);
    expect((await attempts(order.order_id)).map((a) => [a.gateway, a.status])).toEqual([
      ['soul_test_card', 'failed'],
      ['bacs', 'pending'],
    ]);
    expect((await mailsFor(t.database, order.order_id, 2)).map((m) => m.kind)).toEqual(['order_confirmation', 'new_order']);
  });

  it('a pending order whose charge went through unanswered is paid by resuming that charge: found, not made twice', async () => {
    const product = await createStockedProduct(t.database, { stock: 2 });
    const shopper = await new StoreClient(t.app).start();
    await shopper.add(product);
    gateway.onNext('charge', { lose: 'after' });
    const order = (
      await shopper.request('POST', '/checkout', {
        billing_address: billing,
        payment_method: 'soul_test_card',
        payment_data: cardData(TEST_CARDS.success),
      })
    ).json() as CheckoutResponse;
    expect(order.status).toBe('pending');
    const nonce = nonceOf((await shopper.site('GET', payUrl(order))).body);
    const paid = await post(shopper, payUrl(order), { _wpnonce: nonce, ...cardFields(TEST_CARDS.success) });
    expect(paid.statusCode).toBe(303);
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'processing' });
    expect(await attempts(order.order_id)).toEqual([
      { gateway: 'soul_test_card', status: 'successful', idempotency_key: `order-${order.order_id}` },
    ]);
    const charges = (
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM test_gateway_operations WHERE idempotency_key = ${`order-${order.order_id}`}`,
      )
    ).rows[0];
    expect(charges).toEqual({ n: 1 });
    expect(await stockOf(t.database, product)).toBe(1);
  });
});
