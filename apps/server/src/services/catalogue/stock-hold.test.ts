import { TEST_CARDS } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients } from '../../test/account-clients.ts';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct, stockOf } from '../../test/test-products.ts';
import { SettableClock } from '../clock.ts';

const clock = new SettableClock(new Date('2027-05-01T09:00:00Z'));
let t: TestApp;
let clients: AccountClients;
beforeAll(async () => {
  // Holds last 4 hours; jobs run when the test says, at the clock's time, on a database of its own.
  t = await createTestApp({ jobWorker: false, backInStockHoldHours: 4 }, { clock, isolated: true });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const tick = async (minutes = 1) => {
  clock.set(new Date(clock.now().getTime() + minutes * 60_000));
  await t.app.jobs.runDue(clock.now());
};

async function signUp(productId: number, email: string, lang: 'en' | 'lt'): Promise<void> {
  const client = await new StoreClient(t.app).start();
  const nonce = await clients.restNonce(client);
  const response = await client.request(
    'POST',
    `/wp-json/soul/v1/stock-notifications?lang=${lang}`,
    { email, productId },
    { 'x-wp-nonce': nonce },
  );
  expect(response.statusCode).toBe(201);
}

const mailTo = async (email: string) =>
  (await t.database.db.execute(sql`SELECT subject, text FROM sent_mail WHERE kind = 'back_in_stock' AND "to" = ${email}`)).rows as {
    subject: string;
    text: string;
  }[];

/**
 * Retries `act` until `done` (up to 2 s): the catalogue learns of a stock change by its notice
 * (catalogue_stock), a moment after the write.
 */
async function until<T>(act: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await act();
    if (done(value) || i >= 40) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const holdLink = (text: string) => /\/wp-json\/soul\/v1\/stock-holds\/[A-Za-z0-9_-]+/.exec(text)?.[0];

const billing = {
  email: 'holder@example.lt',
  first_name: 'A',
  last_name: 'B',
  phone: '+37060000000',
  address_1: 'A 1',
  city: 'Vilnius',
  postcode: 'LT-01103',
  country: 'LT',
};
const checkout = (client: StoreClient, lang = 'en') =>
  client.request('POST', `/checkout?lang=${lang}`, { billing_address: billing, payment_method: 'cod' });

describe('back-in-stock priority hold', () => {
  it('the first sign-ups hold the returning units: others are refused at add-to-cart and checkout (en, lt), the holder buys, the hold ends by the clock', async () => {
    const product = await createStockedProduct(t.database, { stock: 0 });
    const stamp = `${product}-${Date.now()}`;
    const [first, second, third] = [`a-${stamp}@example.com`, `b-${stamp}@example.lt`, `c-${stamp}@example.com`];
    await signUp(product, first as string, 'en');
    await signUp(product, second as string, 'lt');
    await signUp(product, third as string, 'en');
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 2, stock_status = 'instock' WHERE id = ${product}`);
    await tick();

    // Two units came back: the first two sign-ups hold one each (personal link); the third is told it is back.
    const [firstMail] = await mailTo(first as string);
    const [secondMail] = await mailTo(second as string);
    const [thirdMail] = await mailTo(third as string);
    expect(firstMail?.text).toContain('we are keeping one for you until 2027-05-01 13:01 (UTC)');
    expect(secondMail?.text).toContain('rezervavome iki 2027-05-01 13:01 (UTC)');
    expect(thirdMail?.text).not.toContain('stock-holds');
    expect(thirdMail?.text).toMatch(/\/product\/test-/);
    const firstLink = holdLink(firstMail?.text ?? '');
    if (!firstLink) throw new Error('no hold link');

    // Anyone else: refused at add-to-cart, saying why, in their language.
    const other = await new StoreClient(t.app).start();
    const refused = await until(
      () => other.add(product, 1),
      (r) => r.body.includes('reserved'),
    );
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toBe(
      `You cannot add that amount of "Test ${await sku(product)}" to the cart right now: the units that just came back are reserved for a few hours for the shoppers who asked to be told (0 available to others).`,
    );
    const refusedLt = await other.request('POST', '/cart/add-item?lang=lt', { id: product, quantity: 1 });
    expect((refusedLt.json() as { message: string }).message).toMatch(
      /^Šiuo metu negalite įdėti tiek „Testas .*“ į krepšelį: ką tik grįžusios prekės/,
    );

    // One more unit arrives (nobody waits for it): two shoppers put one in their carts; the first to pay gets it,
    // the second is refused at checkout, since the remaining units are held.
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 3 WHERE id = ${product}`);
    const late = await new StoreClient(t.app).start();
    expect(
      (
        await until(
          () => other.add(product, 1),
          (r) => r.statusCode === 201,
        )
      ).statusCode,
    ).toBe(201);
    expect((await late.add(product, 1)).statusCode).toBe(201);
    expect((await checkout(other)).statusCode).toBe(200);
    const lateAnswer = await checkout(late, 'lt');
    expect(lateAnswer.statusCode).toBe(409);
    expect((lateAnswer.json() as { message: string }).message).toMatch(/ką tik grįžo ir kelioms valandoms rezervuota/);
    expect(await stockOf(t.database, product)).toBe(2);

    // The holder opens their link: the product page, and their cart may take the held unit.
    const holder = await new StoreClient(t.app).start();
    const opened = await holder.site('GET', firstLink);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/product\/test-/);
    expect((await holder.add(product, 1)).statusCode).toBe(201);
    expect((await checkout(holder)).statusCode).toBe(200);
    expect(await stockOf(t.database, product)).toBe(1);
    // The last unit is still the second sign-up's.
    expect((await late.request('POST', '/checkout', { billing_address: billing, payment_method: 'cod' })).statusCode).toBe(409);

    // Four hours on, the second hold has ended: anyone may buy the unit.
    await tick(4 * 60);
    expect((await late.request('POST', '/checkout', { billing_address: billing, payment_method: 'cod' })).statusCode).toBe(200);
    expect(await stockOf(t.database, product)).toBe(0);
    expect((await holder.site('GET', '/wp-json/soul/v1/stock-holds/not-a-real-token-at-all')).statusCode).toBe(404);
  });
});

async function sku(product: number): Promise<string> {
  const row = (await t.database.db.execute(sql`SELECT sku FROM products WHERE id = ${product}`)).rows[0] as { sku: string };
  return row.sku;
}

describe('back-in-stock priority hold and pay-for-order', () => {
  it('a failed order paid again on its pay-for-order page cannot take units held for a sign-up until the hold ends', async () => {
    const product = await createStockedProduct(t.database, { stock: 1 });
    const shopper = await new StoreClient(t.app).start();
    expect((await shopper.add(product, 1)).statusCode).toBe(201);
    await signUp(product, `waiting-${product}@example.com`, 'en');
    // Declined: the order fails and gives the unit back, which comes back in stock for the waiting sign-up and is held.
    const declined = await shopper.request('POST', '/checkout', {
      billing_address: billing,
      payment_method: 'soul_test_card',
      payment_data: [
        { key: 'card_number', value: TEST_CARDS.declined },
        { key: 'card_expiry', value: '12/30' },
        { key: 'card_cvc', value: '123' },
      ],
    });
    expect(declined.statusCode).toBe(402);
    await tick();
    expect(holdLink((await mailTo(`waiting-${product}@example.com`))[0]?.text ?? '')).toBeDefined();
    const order = (
      await t.database.db.execute(sql`SELECT id, order_key FROM orders WHERE session_token = ${shopper.cookie.replace('soul_session=', '')}
        ORDER BY id DESC LIMIT 1`)
    ).rows[0] as { id: number; order_key: string };
    const url = `/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.order_key}`;
    const pay = async () => {
      const page = await shopper.site('GET', url);
      const nonce = /name="_wpnonce" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const fields = {
        _wpnonce: nonce,
        payment_method: 'soul_test_card',
        card_number: TEST_CARDS.success,
        card_expiry: '12/30',
        card_cvc: '123',
      };
      return shopper.site('POST', url, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    };
    expect((await pay()).statusCode).toBe(409);
    expect(await stockOf(t.database, product)).toBe(1);
    await tick(4 * 60 + 1);
    expect((await pay()).statusCode).toBe(303);
    expect(await stockOf(t.database, product)).toBe(0);
  });
});
