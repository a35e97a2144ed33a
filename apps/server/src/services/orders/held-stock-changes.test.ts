import { TEST_CARDS } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients, soulPost } from '../../test/account-clients.ts';
import { StoreClient } from '../../test/store-client.ts';
import { createStockedProduct, stockOf } from '../../test/test-products.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SettableClock } from '../clock.ts';

// The shop's clock decides whether a hold is live; it starts at the real time (orders, sessions and the upsell window use it too).
const clock = new SettableClock(new Date());
let t: TestApp;
let clients: AccountClients;
beforeAll(async () => {
  t = await createTestApp({ jobWorker: false }, { clock });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** One unit of the product held for a back-in-stock sign-up until `minutes` from the clock's now; the hold's link token. */
async function holdOneUnit(productId: number, minutes: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const expires = new Date(clock.now().getTime() + minutes * 60_000).toISOString();
  await t.database.db.execute(sql`WITH n AS (INSERT INTO stock_notifications (product_id, email, newsletter_consent, lang, notified_at)
      VALUES (${productId}, ${`held-${token.slice(0, 8)}@example.lt`}, false, 'en', now()) RETURNING id)
    INSERT INTO stock_holds (notification_id, product_id, quantity, token, expires_at) SELECT id, ${productId}, 1, ${token}, ${expires}::timestamptz FROM n`);
  return token;
}

const advance = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000));

describe('back-in-stock holds and changes to placed orders', () => {
  it('an order edit cannot take the last unit held for someone else (409, en and lt); once the hold ends it can', async () => {
    const { client } = await clients.newCustomer({ role: 'staff', permissions: { permission_edit_orders: true } });
    const product = await createStockedProduct(t.database, { stock: 2, priceCents: 1000 });
    const orderId = await clients.placeOrder(client, { products: [{ id: product, quantity: 1 }] });
    expect(await stockOf(t.database, product)).toBe(1);
    await holdOneUnit(product, 30);
    const order = (await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).json() as { line_items: { id: number }[] };
    const line = order.line_items[0];
    if (!line) throw new Error('no line');
    const increase = (lang = '') =>
      soulPost(clients, client, `update-order${lang ? `?lang=${lang}` : ''}`, {
        id: orderId,
        line_items: [{ id: line.id, product_id: product, quantity: 2 }],
      });

    const refused = await increase();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'soul_insufficient_stock',
      message: expect.stringMatching(/^There is not enough “Test TEST-[^”]+” for this change right now: .* \(0 available to others\)\.$/),
    });
    expect((await increase('lt')).json()).toMatchObject({
      message: expect.stringMatching(/^Šiuo metu šiam pakeitimui nepakanka prekės „Test TEST-[^“]+“: .* \(kitiems galima 0\)\.$/),
    });
    expect(await stockOf(t.database, product)).toBe(1);

    advance(31);
    expect((await increase()).statusCode).toBe(200);
    expect(await stockOf(t.database, product)).toBe(0);
  });

  it('the holder (who opened the mail’s link) may take the held unit in an edit, which uses the hold up', async () => {
    const { client } = await clients.newCustomer({ role: 'staff', permissions: { permission_edit_orders: true } });
    const product = await createStockedProduct(t.database, { stock: 2, priceCents: 1000 });
    const orderId = await clients.placeOrder(client, { products: [{ id: product, quantity: 1 }] });
    const token = await holdOneUnit(product, 30);
    expect((await client.site('GET', `/wp-json/soul/v1/stock-holds/${token}`)).statusCode).toBe(303);
    const line = ((await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).json() as { line_items: { id: number }[] })
      .line_items[0];
    const edited = await soulPost(clients, client, 'update-order', {
      id: orderId,
      line_items: [{ id: line?.id, product_id: product, quantity: 2 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(await stockOf(t.database, product)).toBe(0);
    const hold = (await t.database.db.execute(sql`SELECT used_at IS NOT NULL AS used FROM stock_holds WHERE token = ${token}`)).rows[0];
    expect(hold).toEqual({ used: true });
  });

  it('the one-click upsell cannot add the last unit held for someone else (en and lt); once the hold ends it can', async () => {
    const shopper = await new StoreClient(t.app).start();
    const paid = await createStockedProduct(t.database, { stock: null, priceCents: 3000 });
    await shopper.add(paid);
    const placed = await shopper.request('POST', '/checkout', {
      billing_address: {
        email: 'upsell-held@example.lt',
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
        { key: 'card_number', value: TEST_CARDS.success },
        { key: 'card_expiry', value: '12/30' },
        { key: 'card_cvc', value: '123' },
      ],
    });
    const orderId = (placed.json() as { order_id: number }).order_id;
    const customerRef = (
      (
        await t.database.db.execute(
          sql`SELECT t.customer_ref FROM payments p JOIN payment_tokens t ON t.id = p.payment_token_id WHERE p.order_id = ${orderId}`,
        )
      ).rows[0] as { customer_ref: string }
    ).customer_ref;
    const extra = await createStockedProduct(t.database, { stock: 1, priceCents: 2000 });
    await holdOneUnit(extra, 10);
    const upsell = async (lang = '') => {
      const nonces = (await shopper.site('POST', '/wp-admin/admin-ajax.php', 'action=soulel_get_nonce_clientside', form)).json() as {
        data: { ajax_nonce: string };
      };
      const body = new URLSearchParams({
        action: 'soulel_one_click_upsell',
        ajax_nonce: nonces.data.ajax_nonce,
        product_id: String(extra),
        product_variation_id: '0',
        product_quantity: '1',
        existing_order_id: String(orderId),
        stripe_customer_id: customerRef,
        user_id: '0',
      }).toString();
      return (await shopper.site('POST', `/wp-admin/admin-ajax.php${lang ? `?lang=${lang}` : ''}`, body, form)).json() as {
        success: boolean;
        data: unknown;
      };
    };

    expect(await upsell()).toEqual({
      success: false,
      data: 'Sorry, the units of this product that just came back are reserved for a few hours for the shoppers who asked to be told. Nothing was added to your order.',
    });
    expect(await upsell('lt')).toEqual({
      success: false,
      data: 'Atsiprašome, ką tik grįžusios šios prekės kelioms valandoms rezervuotos pirkėjams, prašiusiems apie jas pranešti. Į užsakymą nieko nepridėta.',
    });
    expect(await stockOf(t.database, extra)).toBe(1);

    advance(11);
    expect(await upsell()).toMatchObject({ success: true });
    expect(await stockOf(t.database, extra)).toBe(0);
  });
});
