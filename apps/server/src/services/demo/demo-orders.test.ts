import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { withAccountApp } from '../../test/account-clients.ts';
import { createStockedProduct, stockOf } from '../../test/test-products.ts';
import { DEMO_ORDERS, type DemoOrder } from './demo-orders.ts';

const ctx = withAccountApp();

describe('demo orders', () => {
  it('are placed through the real checkout: priced, stock taken, the card charged, and shown in the account', async () => {
    const { t, clients } = ctx;
    const shopper = await clients.newCustomer();
    const cheap = await createStockedProduct(t.database, { stock: 10, priceCents: 1250 });
    const dear = await createStockedProduct(t.database, { stock: 5, priceCents: 4000 });
    const address = { firstName: 'Ona', lastName: 'Demo', address1: 'Gedimino pr. 9', city: 'Vilnius', postcode: '01103' };
    const orders: DemoOrder[] = [
      { email: shopper.email, language: 'lt', items: [[cheap, 1]], payment: 'cod', address },
      {
        email: shopper.email,
        language: 'en',
        items: [
          [dear, 1],
          [cheap, 1],
        ],
        payment: 'soul_test_card',
        address,
      },
    ];

    // The start that seeds the demo shop builds the app with its demo orders.
    const config = {
      ...loadConfig({ DATA_DIR: '/tmp/soul-demo-orders-test', LOG_LEVEL: 'silent', JOB_WORKER: 'off' }),
      publicUrl: 'http://shop.test',
    };
    const seeding = await buildApp({ config, database: t.database, logger: false, demoOrders: orders });
    await seeding.close();

    expect(await stockOf(t.database, cheap)).toBe(8);
    expect(await stockOf(t.database, dear)).toBe(4);
    const listed = (await shopper.client.site('GET', '/wp-json/soul/v1/orders?orderby=id&order=asc')).json() as {
      id: number;
      status: string;
      total: string;
      total_shipping: string;
      transaction_id: string;
      payment_details: { method_id: string };
    }[];
    // Priced from the catalogue (one of each, so no quantity discount): the lines' prices, VAT included, plus the shipping charged.
    const linesOf = (order: (typeof listed)[number] | undefined) => Number(order?.total) - Number(order?.total_shipping);
    expect(listed.map((order) => [order.payment_details.method_id, order.status, order.transaction_id !== ''])).toEqual([
      ['cod', 'processing', false],
      ['soul_test_card', 'processing', true],
    ]);
    expect([linesOf(listed[0]), linesOf(listed[1])]).toEqual([1250, 4000 + 1250]);
    const payments = (await shopper.client.site('GET', '/wp-json/soul/v1/payments')).json() as {
      order_id: number;
      status: string;
      amount: string;
    }[];
    expect(payments).toContainEqual(expect.objectContaining({ order_id: listed[1]?.id, status: 'successful', amount: listed[1]?.total }));
  });

  it('a demo subscription is bought through the checkout too, and its first renewal moved as the customer would', async () => {
    const { t, clients } = ctx;
    const shopper = await clients.newCustomer();
    const plan = {
      style: 'simple' as const,
      billing_period: 'month' as const,
      options: [{ interval: 2, jars: 1, discount_percent: 10, most_popular: false }],
    };
    const product = await createStockedProduct(t.database, { stock: 10, priceCents: 2000, subscriptionPlan: plan });
    const address = { firstName: 'Ona', lastName: 'Demo', address1: 'Gedimino pr. 9', city: 'Vilnius', postcode: '01103' };
    const config = {
      ...loadConfig({ DATA_DIR: '/tmp/soul-demo-orders-test', LOG_LEVEL: 'silent', JOB_WORKER: 'off' }),
      publicUrl: 'http://shop.test',
    };
    const demo: DemoOrder[] = [
      {
        email: shopper.email,
        language: 'en',
        items: [[product, 1, { subscribeEvery: 2 }]],
        payment: 'soul_test_card',
        address,
        firstRenewalInDays: 5,
      },
    ];
    const seeding = await buildApp({ config, database: t.database, logger: false, demoOrders: demo });
    await seeding.close();
    const [subscription] = (await shopper.client.site('GET', '/wp-json/soul/v1/subscriptions')).json() as {
      id: number;
      status: string;
      next_renewal_date: string;
    }[];
    expect(subscription?.status).toBe('active');
    const inDays = (Date.parse(subscription?.next_renewal_date ?? '') - Date.now()) / (24 * 3600 * 1000);
    expect(inDays).toBeGreaterThan(4);
    expect(inDays).toBeLessThan(6);
    const detail = (await shopper.client.site('GET', `/wp-json/soul/v1/subscriptions/${subscription?.id}`)).json() as {
      events: { kind: string; actor: string }[];
    };
    expect(detail.events.map((e) => `${e.kind}:${e.actor}`)).toEqual(['date_changed:customer', 'created:system']);
  });

  it('name the seeded demo accounts and in-stock demo products', async () => {
    const { t } = ctx;
    const accounts = new Set<string>(Object.values(DEMO_ACCOUNTS));
    for (const order of DEMO_ORDERS) {
      expect(accounts.has(order.email)).toBe(true);
      for (const [id, quantity] of order.items) {
        const rows = (await t.database.db.execute(sql`SELECT stock_quantity FROM products WHERE id = ${id} AND status = 'publish'`))
          .rows as { stock_quantity: number | null }[];
        expect(rows).toHaveLength(1);
        expect(rows[0]?.stock_quantity ?? Infinity).toBeGreaterThanOrEqual(quantity);
      }
    }
  });
});
