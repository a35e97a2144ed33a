import { TEST_CARDS } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients, soulPost } from '../../test/account-clients.ts';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { GatewayDouble } from '../../test/gateway-double.ts';
import { createStockedProduct, stockOf } from '../../test/test-products.ts';
import { SettableClock } from '../clock.ts';

const gateway = new GatewayDouble();
const clock = new SettableClock(new Date('2027-03-01T09:00:00Z'));
let t: TestApp;
let clients: AccountClients;
beforeAll(async () => {
  // Jobs run when the test says, at the clock's time, on a database of its own: the sweep mails every waiting sign-up it finds.
  t = await createTestApp({ jobWorker: false, backInStockHoldHours: 0 }, { clock, wrapGateway: gateway.wrap, isolated: true });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const tick = async (minutes = 1) => {
  clock.set(new Date(clock.now().getTime() + minutes * 60_000));
  await t.app.jobs.runDue(clock.now());
};

/** Signs `email` up through the storefront route, in `lang`. */
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

async function backInStockMails(emails: string[]) {
  return (
    await t.database.db.execute(
      sql`SELECT "to", subject, text FROM sent_mail WHERE kind = 'back_in_stock' AND "to" = ANY(${`{${emails.join(',')}}`}::text[]) ORDER BY "to"`,
    )
  ).rows as { to: string; subject: string; text: string }[];
}

const queuedFor = async (product: number) =>
  (
    (
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'back_in_stock' AND key = ${`back_in_stock:${product}`}`,
      )
    ).rows[0] as { n: number }
  ).n;

const billing = {
  email: 'buyer@example.lt',
  first_name: 'A',
  last_name: 'B',
  phone: '+37060000000',
  address_1: 'A 1',
  city: 'Vilnius',
  postcode: 'LT-01103',
  country: 'LT',
};
const card = (number: string) => ({
  payment_method: 'soul_test_card',
  payment_data: [
    { key: 'card_number', value: number },
    { key: 'card_expiry', value: '12/30' },
    { key: 'card_cvc', value: '123' },
  ],
});

/**
 * Each way stock comes back: the product sells out (by hand, or an order takes its last units), the
 * shoppers sign up (`signUps`) while it is out, and then the path brings units back.
 */
const paths: Record<string, (product: number, signUps: (options?: { runJobs: boolean }) => Promise<void>) => Promise<void>> = {
  'an administrator (or plain SQL) sets the stock': async (product, signUps) => {
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 0, stock_status = 'outofstock' WHERE id = ${product}`);
    await signUps();
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 3, stock_status = 'instock' WHERE id = ${product}`);
  },
  'a cancelled order gives its stock back': async (product, signUps) => {
    const { client } = await clients.newCustomer();
    const orderId = await clients.placeOrder(client, { products: [{ id: product, quantity: 2 }], card: true });
    await signUps();
    const nonce = await clients.restNonce(client);
    expect((await client.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`, undefined, { 'x-wp-nonce': nonce })).statusCode).toBe(200);
  },
  "a failed payment's order gives its stock back": async (product, signUps) => {
    const client = await new StoreClient(t.app).start();
    expect((await client.add(product, 2)).statusCode).toBe(201);
    // The order holds the last units while the card is asked; the shoppers sign up then; the card is declined.
    // (No jobs run meanwhile: reconciliation would settle the charge in flight.)
    gateway.onNext('charge', { probe: () => signUps({ runJobs: false }), decline: 'card_declined' });
    const answer = await client.request('POST', '/checkout', { billing_address: billing, ...card(TEST_CARDS.success) });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  },
  'a refund for a line taken off the order gives its stock back': async (product, signUps) => {
    const { client } = await clients.newCustomer({ role: 'staff', permissions: { permission_edit_orders: true } });
    const orderId = await clients.placeOrder(client, { products: [{ id: product, quantity: 2 }], card: true });
    await signUps();
    const order = (await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).json() as { line_items: { id: number }[] };
    const line = order.line_items[0];
    if (!line) throw new Error('no line');
    const edit = await soulPost(clients, client, 'update-order', {
      id: orderId,
      line_items: [{ id: line.id, product_id: product, quantity: 1 }],
    });
    expect(edit.statusCode).toBe(200);
  },
};

describe('back-in-stock mail', () => {
  it.each(Object.keys(paths))('%s: each waiting sign-up gets exactly one mail, in its language, with the product link', async (name) => {
    const path = paths[name];
    if (!path) throw new Error(name);
    const product = await createStockedProduct(t.database, { stock: 2 });
    const stamp = `${product}-${Date.now()}`;
    const en = `en-${stamp}@example.com`;
    const lt = `lt-${stamp}@example.lt`;
    await path(product, async (options = { runJobs: true }) => {
      expect(await stockOf(t.database, product)).toBe(0);
      await signUp(product, en, 'en');
      await signUp(product, lt, 'lt');
      // Nothing is mailed while it is out of stock.
      if (options.runJobs) await tick();
      expect(await backInStockMails([en, lt])).toEqual([]);
    });
    expect(await stockOf(t.database, product)).toBeGreaterThan(0);
    // Queued by the restock's own transaction (migration 0025's trigger), not left to the sweep.
    expect(await queuedFor(product)).toBe(1);
    await tick();
    const mails = await backInStockMails([en, lt]);
    expect(mails.map((m) => m.to)).toEqual([en, lt]);
    const [enMail, ltMail] = mails;
    expect(enMail?.subject).toMatch(/^Test TEST-.* is back in stock at Soul Shop$/);
    expect(enMail?.text).toContain('You asked us to tell you when');
    expect(enMail?.text).toMatch(/http:\/\/shop\.test\/product\/test-/);
    expect(ltMail?.subject).toMatch(/^Testas TEST-.* vėl prekyboje/);
    expect(ltMail?.text).toMatch(/http:\/\/shop\.test\/lt\/product\/test-.*-lt/);

    // Sold out and back again: nobody is mailed twice.
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 0, stock_status = 'outofstock' WHERE id = ${product}`);
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 4, stock_status = 'instock' WHERE id = ${product}`);
    await tick(15);
    expect(await backInStockMails([en, lt])).toHaveLength(2);
  });

  it('two workers (instances) running the same product at once send each mail once; the throttle sends 20 a run', async () => {
    const product = await createStockedProduct(t.database, { stock: 0 });
    const emails = Array.from({ length: 25 }, (_, i) => `many-${i}-${product}@example.com`);
    for (const email of emails) await signUp(product, email, 'en');
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 1, stock_status = 'instock' WHERE id = ${product}`);
    // A second job for it without the key (as if another instance queued it): both run at once.
    await t.database.db.execute(sql`SELECT graphile_worker.add_job('back_in_stock', json_build_object('productId', ${product}::int))`);
    clock.set(new Date(clock.now().getTime() + 60_000));
    await Promise.all([t.app.jobs.runDue(clock.now()), t.app.jobs.runDue(clock.now())]);
    await t.app.jobs.runDue(clock.now());
    const first = await backInStockMails(emails);
    expect(first.length).toBeLessThanOrEqual(40);
    expect(new Set(first.map((m) => m.to)).size).toBe(first.length);
    // The rest a minute later, still once each.
    await tick(2);
    await tick(2);
    const all = await backInStockMails(emails);
    expect(all).toHaveLength(25);
    expect(new Set(all.map((m) => m.to)).size).toBe(25);
  });

  it('is throttled: at most 20 mails per product a run, the rest a minute later (the sweep does not bring them forward)', async () => {
    const product = await createStockedProduct(t.database, { stock: 0 });
    const emails = Array.from({ length: 23 }, (_, i) => `throttle-${i}-${product}@example.com`);
    for (const email of emails) await signUp(product, email, 'en');
    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 1, stock_status = 'instock' WHERE id = ${product}`);
    await tick(0);
    expect(await backInStockMails(emails)).toHaveLength(20);
    await tick(0);
    expect(await backInStockMails(emails)).toHaveLength(20);
    await tick(1);
    expect(await backInStockMails(emails)).toHaveLength(23);
  });
});
