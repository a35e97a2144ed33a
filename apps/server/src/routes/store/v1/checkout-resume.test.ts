import { TEST_CARDS, type CheckoutResponse } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayDouble } from '../../../test/gateway-double.ts';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStockedProduct, mailsFor, stockOf } from '../../../test/test-products.ts';

const gateway = new GatewayDouble();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { wrapGateway: gateway.wrap });
});
afterAll(async () => t.close());

const billing = {
  email: 'resume@example.lt',
  first_name: 'Ona',
  last_name: 'Onaitė',
  phone: '+37060000000',
  address_1: 'Gedimino pr. 1',
  city: 'Vilnius',
  postcode: '01103',
  country: 'LT',
};
const card = (number: string) => [
  { key: 'card_number', value: number },
  { key: 'card_expiry', value: '12/30' },
  { key: 'card_cvc', value: '123' },
];
const cardOrder = (number: string) => ({ billing_address: billing, payment_method: 'soul_test_card', payment_data: card(number) });

async function shopperWith(productId: number): Promise<StoreClient> {
  const shopper = await new StoreClient(t.app).start();
  expect((await shopper.add(productId)).statusCode).toBe(201);
  return shopper;
}

async function orderState(orderId: number) {
  return (
    await t.database.db
      .execute(sql`SELECT o.status, o.transaction_id, o.upsell_expires_at IS NOT NULL AS upsell, p.status AS payment, p.idempotency_key,
      (SELECT count(*)::int FROM test_gateway_operations g WHERE g.idempotency_key = p.idempotency_key) AS gateway_charges,
      (SELECT g.transaction_id FROM test_gateway_operations g WHERE g.idempotency_key = p.idempotency_key) AS gateway_transaction,
      (SELECT count(*)::int FROM payment_tokens k WHERE k.id = p.payment_token_id) AS saved_cards
    FROM orders o JOIN payments p ON p.order_id = o.id AND p.purpose = 'order' WHERE o.id = ${orderId}`)
  ).rows[0] as {
    status: string;
    transaction_id: string | null;
    upsell: boolean;
    payment: string;
    idempotency_key: string;
    gateway_charges: number;
    gateway_transaction: string | null;
    saved_cards: number;
  };
}

describe('a checkout retried with the same Idempotency-Key resumes a charge that was never answered', () => {
  it('the charge went through but its answer was lost: the retry finds it (same key, one charge) and records it as a first-time charge', async () => {
    const product = await createStockedProduct(t.database, { stock: 3, priceCents: 2000 });
    const shopper = await shopperWith(product);
    const headers = { 'idempotency-key': `resume-paid-${Date.now()}` };
    gateway.onNext('charge', { lose: 'after' });
    const first = await shopper.request('POST', '/checkout', cardOrder(TEST_CARDS.success), headers);
    expect(first.statusCode).toBe(200);
    const placed = first.json() as CheckoutResponse;
    expect(placed).toMatchObject({ status: 'pending', payment_result: { payment_status: 'pending' } });
    expect(await orderState(placed.order_id)).toMatchObject({
      status: 'pending',
      payment: 'pending',
      idempotency_key: `order-${placed.order_id}`,
      gateway_charges: 1,
    });
    expect(await stockOf(t.database, product)).toBe(2);
    // Its confirmation went out with the pay-for-order link, in case the payment does not go through.
    const [confirmation] = await mailsFor(t.database, placed.order_id, 2);
    expect(confirmation?.text).toContain(
      `http://shop.test/checkout/order-pay/${placed.order_id}/?pay_for_order=true&key=${placed.order_key}`,
    );

    const retry = await shopper.request('POST', '/checkout', cardOrder(TEST_CARDS.success), headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ order_id: placed.order_id, status: 'processing', payment_result: { payment_status: 'success' } });
    const state = await orderState(placed.order_id);
    // The gateway was asked again with the first attempt's key and answered with the charge it had made: no second one.
    expect(gateway.calls.filter((c) => c.idempotencyKey === `order-${placed.order_id}`)).toHaveLength(2);
    expect(state).toMatchObject({ status: 'processing', payment: 'successful', gateway_charges: 1, upsell: true, saved_cards: 1 });
    expect(state.transaction_id).toBe(state.gateway_transaction);
    expect(await stockOf(t.database, product)).toBe(2);
    // A third submit finds the paid order and charges nothing.
    const third = await shopper.request('POST', '/checkout', cardOrder(TEST_CARDS.success), headers);
    expect(third.json()).toMatchObject({ order_id: placed.order_id, status: 'processing' });
    expect(gateway.calls.filter((c) => c.idempotencyKey === `order-${placed.order_id}`)).toHaveLength(2);
  });

  it('the charge never reached the gateway: a retry without card data only asks; one with a declining card fails the order and gives stock, coupon use and cart back', async () => {
    const code = `resume${Date.now()}`;
    await t.database.db.execute(sql`INSERT INTO coupons (code, discount_type, amount, usage_limit) VALUES (${code}, 'fixed_cart', 100, 5)`);
    const product = await createStockedProduct(t.database, { stock: 4, priceCents: 2000 });
    const shopper = await shopperWith(product);
    expect((await shopper.request('POST', '/cart/apply-coupon', { code })).statusCode).toBe(200);
    const headers = { 'idempotency-key': `resume-declined-${Date.now()}` };
    gateway.onNext('charge', { lose: 'before' });
    const placed = (await shopper.request('POST', '/checkout', cardOrder(TEST_CARDS.success), headers)).json() as CheckoutResponse;
    expect(placed.status).toBe('pending');
    expect(await orderState(placed.order_id)).toMatchObject({ status: 'pending', gateway_charges: 0 });
    expect(await stockOf(t.database, product)).toBe(3);
    const uses = async () =>
      ((await t.database.db.execute(sql`SELECT usage_count FROM coupons WHERE code = ${code}`)).rows[0] as { usage_count: number })
        .usage_count;
    expect(await uses()).toBe(1);

    const noCard = await shopper.request('POST', '/checkout', { billing_address: billing, payment_method: 'soul_test_card' }, headers);
    expect(noCard.json()).toMatchObject({ order_id: placed.order_id, status: 'pending', payment_result: { payment_status: 'pending' } });

    const declined = await shopper.request('POST', '/checkout', cardOrder(TEST_CARDS.declined), headers);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'woocommerce_rest_checkout_process_payment_error',
      message: expect.stringContaining('declined'),
    });
    expect(await orderState(placed.order_id)).toMatchObject({ status: 'failed', payment: 'failed', gateway_charges: 1 });
    expect(await stockOf(t.database, product)).toBe(4);
    expect(await uses()).toBe(0);
    expect((await shopper.cart()).items.map((i) => i.id)).toEqual([product]);
  });

  it('card typos on a retry are form errors, and charge nothing', async () => {
    const product = await createStockedProduct(t.database, { stock: 2 });
    const shopper = await shopperWith(product);
    const headers = { 'idempotency-key': `resume-typo-${Date.now()}` };
    gateway.onNext('charge', { lose: 'before' });
    const placed = (await shopper.request('POST', '/checkout', cardOrder(TEST_CARDS.success), headers)).json() as CheckoutResponse;
    const typo = await shopper.request('POST', '/checkout', cardOrder('4242 4242 4242 4241'), headers);
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { card_number: 'Please check the card number.' } } });
    expect(await orderState(placed.order_id)).toMatchObject({ status: 'pending', gateway_charges: 0 });
  });
});

describe('the checkout page form resumes with its hidden checkout_key', () => {
  it('a resubmitted form pays the order its first submit left unpaid', async () => {
    const product = await createStockedProduct(t.database, { stock: 2, priceCents: 2500 });
    const shopper = await shopperWith(product);
    const page = await shopper.site('GET', '/lt/checkout');
    const nonce = /id="soul-checkout-form"[\s\S]*?name="_wpnonce" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const checkoutKey = /name="checkout_key" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    expect(checkoutKey).not.toBe('');
    const fields = new URLSearchParams({
      _wpnonce: nonce,
      checkout_key: checkoutKey,
      billing_email: 'forma@example.lt',
      billing_first_name: 'Jonas',
      billing_last_name: 'Jonaitis',
      billing_phone: '+37061111111',
      billing_address_1: 'Laisvės al. 10',
      billing_city: 'Kaunas',
      billing_postcode: '44001',
      billing_country: 'LT',
      checkout_option: 'guest',
      payment_method: 'soul_test_card',
      card_number: TEST_CARDS.success,
      card_expiry: '12/30',
      card_cvc: '123',
    }).toString();
    const submit = () => shopper.site('POST', '/lt/checkout', fields, { 'content-type': 'application/x-www-form-urlencoded' });

    gateway.onNext('charge', { lose: 'before' });
    const first = await submit();
    expect(first.statusCode).toBe(303);
    const location = String(first.headers.location);
    const orderId = Number(/order-received\/(\d+)/.exec(location)?.[1]);
    const received = await shopper.site('GET', location);
    expect(received.body).toContain('Laukiame, kol bus patvirtintas mokėjimas kortele.');
    expect(received.body).toMatch(new RegExp(`href="/lt/checkout/order-pay/${orderId}/\\?pay_for_order=true&amp;key=wc_order_`));

    const again = await submit();
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(location);
    expect(await orderState(orderId)).toMatchObject({ status: 'processing', payment: 'successful', gateway_charges: 1 });
    expect(await stockOf(t.database, product)).toBe(1);
  });
});
