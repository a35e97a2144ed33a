import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CARDS } from '@soul/contracts';
import { connectDatabase, type DatabaseHandle } from '@soul/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HttpShopper } from '../../test/http-shopper.ts';
import { reconciliationFor } from '../../test/reconciliation.ts';
import { createStockedProduct, stockOf } from '../../test/test-products.ts';

/**
 * The real server as a child process (start.ts, as `npm start` runs it) on a
 * throw-away database of the run's PostgreSQL, killed with SIGKILL while
 * card charges are in flight at the processor (the slow test card), then
 * started again: what the crash left is finished by reconciliation (run at
 * a chosen time), a same-key retry and the pay-for-order page.
 */
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const START = path.join(ROOT, 'apps/server/src/start.ts');

let databaseUrl = '';
let database: DatabaseHandle;
let dataDir = '';
const children: ChildProcess[] = [];

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const name = `soul_crash_${process.pid}_${Date.now().toString(36)}`;
beforeAll(async () => {
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dataDir = await mkdtemp(path.join(tmpdir(), 'soul-crash-'));
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database?.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** Starts the shop and resolves with its base URL once it answers (it prints where it runs). */
function startShop(): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', START], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        JOB_WORKER: 'on',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1]) resolve({ child, base: match[1] });
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => reject(new Error(`the shop exited with ${code}: ${output}`)));
  });
}

const card = [
  { key: 'card_number', value: TEST_CARDS.slow },
  { key: 'card_expiry', value: '12/30' },
  { key: 'card_cvc', value: '123' },
];
const billing = {
  email: 'crash@example.lt',
  first_name: 'Ona',
  last_name: 'Onaitė',
  phone: '+37060000000',
  address_1: 'Gedimino pr. 1',
  city: 'Vilnius',
  postcode: '01103',
  country: 'LT',
};

async function orderOf(
  shopper: HttpShopper,
): Promise<{ id: number; order_key: string; status: string; payment: string; key: string } | undefined> {
  return (
    await database.db.execute(sql`SELECT o.id, o.order_key, o.status, p.status AS payment, p.idempotency_key AS key FROM orders o
    JOIN payments p ON p.order_id = o.id AND p.purpose = 'order' WHERE o.session_token = ${shopper.cookie.replace('soul_session=', '')} ORDER BY p.id DESC LIMIT 1`)
  ).rows[0] as never;
}

/** What the processor holds for a key: how many operations, and the charge it made. */
async function processorRecord(key: string) {
  return (
    await database.db.execute(
      sql`SELECT count(*)::int AS operations, min(transaction_id) AS transaction_id FROM test_gateway_operations WHERE idempotency_key = ${key}`,
    )
  ).rows[0] as { operations: number; transaction_id: string | null };
}

describe('a shop killed between order and charge', () => {
  it('finishes its orders after a restart: reconciliation finds the charge, a same-key retry and the pay-for-order page pay without charging twice', async () => {
    const first = await startShop();
    database = await connectDatabase(databaseUrl, { max: 3 });
    const product = await createStockedProduct(database, { stock: 10, priceCents: 2000 });

    // Two shoppers each place a card order with the slow card; the shop is killed while the processor works on them.
    const shoppers = await Promise.all([0, 1].map(async () => new HttpShopper(first.base).start()));
    for (const shopper of shoppers)
      expect((await shopper.request('POST', '/wp-json/wc/store/v1/cart/add-item', { json: { id: product, quantity: 1 } })).status).toBe(
        201,
      );
    const keys = shoppers.map((_, i) => `crash-${Date.now()}-${i}`);
    const checkout = (shopper: HttpShopper, i: number) =>
      shopper.request('POST', '/wp-json/wc/store/v1/checkout', {
        json: { billing_address: billing, payment_method: 'soul_test_card', payment_data: card },
        headers: { 'idempotency-key': keys[i] ?? '' },
      });
    const checkouts = shoppers.map((shopper, i) =>
      checkout(shopper, i).then(
        (r) => r.status,
        () => 'killed',
      ),
    );
    const inFlight = async () => {
      const orders = await Promise.all(shoppers.map(orderOf));
      const records = await Promise.all(orders.map((o) => (o ? processorRecord(o.key) : null)));
      return records.every((r) => r?.operations === 1);
    };
    await expect.poll(inFlight, { timeout: 4000, interval: 50 }).toBe(true);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(await Promise.all(checkouts)).toEqual(['killed', 'killed']);

    const [a, b] = await Promise.all(shoppers.map(orderOf));
    const [shopperA, shopperB] = shoppers;
    if (!a || !b || !shopperA || !shopperB) throw new Error('orders missing');
    for (const order of [a, b]) expect(order).toMatchObject({ status: 'pending', payment: 'pending' });
    expect(await stockOf(database, product)).toBe(8);

    const second = await startShop();
    for (const shopper of shoppers) shopper.base = second.base;

    // B: the shopper submits again with the same key; the restarted shop resumes the charge under `order-<id>` and the processor answers with the charge it made.
    await shopperB.start();
    const retry = await checkout(shopperB, 1);
    expect(await retry.json()).toMatchObject({ order_id: b.id, status: 'processing', payment_result: { payment_status: 'success' } });

    // A: reconciliation, run as if ten minutes had passed (once the processor has finished), finds the charge and records it as a normal success.
    await expect
      .poll(
        async () =>
          (
            await database.db.execute(
              sql`SELECT completes_at <= clock_timestamp() AS done FROM test_gateway_operations WHERE idempotency_key = ${a.key}`,
            )
          ).rows[0],
        { timeout: 10_000, interval: 200 },
      )
      .toEqual({ done: true });
    const reconciliation = await reconciliationFor(database, 5);
    expect(await reconciliation.run(new Date())).toMatchObject({ paid: 0 });
    expect(await reconciliation.run(new Date(Date.now() + 10 * 60_000))).toMatchObject({ paid: 1, failed: 0 });
    expect((await Promise.all(shoppers.map(orderOf))).map((o) => [o?.status, o?.payment])).toEqual([
      ['processing', 'successful'],
      ['processing', 'successful'],
    ]);
    const upsell = (await database.db.execute(sql`SELECT upsell_expires_at IS NOT NULL AS upsell FROM orders WHERE id = ${a.id}`)).rows[0];
    expect(upsell).toEqual({ upsell: true });

    // Each order was charged once, and its transaction is that charge.
    for (const order of [a, b]) {
      const record = await processorRecord(order.key);
      expect(record.operations).toBe(1);
      const row = (await database.db.execute(sql`SELECT transaction_id FROM orders WHERE id = ${order.id}`)).rows[0];
      expect(row).toEqual({ transaction_id: record.transaction_id });
    }
    expect(await stockOf(database, product)).toBe(8);
    second.child.kill('SIGKILL');
  }, 180_000);

  it('a pending order left by the crash is paid on the restarted shop’s pay-for-order page by resuming its charge', async () => {
    const third = await startShop();
    const product = await createStockedProduct(database, { stock: 3, priceCents: 2000 });
    const shopper = await new HttpShopper(third.base).start();
    await shopper.request('POST', '/wp-json/wc/store/v1/cart/add-item', { json: { id: product, quantity: 1 } });
    const checkout = shopper
      .request('POST', '/wp-json/wc/store/v1/checkout', {
        json: { billing_address: billing, payment_method: 'soul_test_card', payment_data: card },
      })
      .then(
        (r) => r.status,
        () => 'killed',
      );
    await expect
      .poll(
        async () => {
          const o = await orderOf(shopper);
          return o ? (await processorRecord(o.key)).operations : 0;
        },
        { timeout: 4000, interval: 50 },
      )
      .toBe(1);
    third.child.kill('SIGKILL');
    await new Promise((resolve) => third.child.once('exit', resolve));
    expect(await checkout).toBe('killed');
    const order = await orderOf(shopper);
    if (!order) throw new Error('no order');
    expect(order.status).toBe('pending');

    const fourth = await startShop();
    shopper.base = fourth.base;
    const payUrl = `/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.order_key}`;
    const page = await shopper.request('GET', payUrl);
    expect(page.status).toBe(200);
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    // Submitted while the processor may still be finishing: the page waits for the first answer under the same key.
    const paid = await shopper.request('POST', payUrl, {
      form: { _wpnonce: nonce, payment_method: 'soul_test_card', card_number: TEST_CARDS.slow, card_expiry: '12/30', card_cvc: '123' },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/checkout/order-received/${order.id}?key=${order.order_key}`);
    expect(await orderOf(shopper)).toMatchObject({ id: order.id, status: 'processing', payment: 'successful', key: `order-${order.id}` });
    expect((await processorRecord(order.key)).operations).toBe(1);
    expect(await stockOf(database, product)).toBe(2);
  }, 180_000);
});
