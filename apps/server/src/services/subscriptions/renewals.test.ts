import type { CheckoutResponse, SubscriptionPlan } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients, soulPost } from '../../test/account-clients.ts';
import { GatewayDouble } from '../../test/gateway-double.ts';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct, mailsFor, stockOf } from '../../test/test-products.ts';
import { SettableClock } from '../clock.ts';
import { cardCheckout } from '../../test/checkout-bodies.ts';

const PLAN: SubscriptionPlan = {
  style: 'simple',
  billing_period: 'month',
  options: [{ interval: 2, jars: 1, discount_percent: 10, most_popular: false }],
};
const gateway = new GatewayDouble();
const clock = new SettableClock();
let t: TestApp;
beforeAll(async () => {
  // Jobs run when the test says (runDue), at the clock's time, on a database of its own: the sweep renews
  // whatever is due, and on the shared database that would be other test files' subscriptions too.
  t = await createTestApp({ jobWorker: false }, { wrapGateway: gateway.wrap, clock, isolated: true });
});
afterAll(async () => t.close());
// Each test's subscription is the only one renewing while it runs: the last test's ones stop when it ends.
const started: number[] = [];
afterEach(async () => {
  await t.database.db.execute(
    sql`UPDATE subscriptions SET status = 'cancelled', next_renewal_at = NULL WHERE id = ANY(${`{${started.join(',')}}`}::int[])`,
  );
});

const billing = { email: 'renewals@example.lt' };
const paidByCard = cardCheckout(billing.email);

interface SubscriptionState {
  id: number;
  status: string;
  hold_reason: string | null;
  next_renewal_at: Date;
}

async function subscriptionOf(orderId: number): Promise<SubscriptionState> {
  const rows = (
    await t.database.db.execute(sql`SELECT id, status, hold_reason, next_renewal_at FROM subscriptions WHERE order_id = ${orderId}`)
  ).rows as unknown as SubscriptionState[];
  const row = rows[0];
  if (!row) throw new Error(`no subscription for order ${orderId}`);
  return { ...row, next_renewal_at: new Date(row.next_renewal_at) };
}

const renewalsOf = async (subscriptionId: number) =>
  (
    await t.database.db.execute(sql`SELECT r.status, r.declines, r.order_id, o.status AS order_status, o.total, p.status AS payment
      FROM subscription_renewals r LEFT JOIN orders o ON o.id = r.order_id
      LEFT JOIN LATERAL (SELECT status FROM payments WHERE order_id = o.id ORDER BY id DESC LIMIT 1) p ON true
      WHERE r.subscription_id = ${subscriptionId} ORDER BY r.id`)
  ).rows as {
    status: string;
    declines: number;
    order_id: number | null;
    order_status: string | null;
    total: number | null;
    payment: string | null;
  }[];

const eventsOf = async (subscriptionId: number) =>
  (
    (await t.database.db.execute(sql`SELECT kind, actor FROM subscription_events WHERE subscription_id = ${subscriptionId} ORDER BY id`))
      .rows as {
      kind: string;
      actor: string;
    }[]
  ).map((e) => `${e.kind}:${e.actor}`);

const noticesOf = async (subscriptionId: number, kind: string) =>
  (
    (
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM sent_mail WHERE kind = ${kind} AND ref LIKE ${`subscription:${subscriptionId}:%`}`,
      )
    ).rows[0] as { n: number }
  ).n;

/** A customer buys a subscription (2-monthly, 10 % off) with the test card; the clock starts at the purchase. */
async function subscribe(stock = 10): Promise<{ product: number; order: CheckoutResponse; subscription: SubscriptionState }> {
  clock.set(new Date('2027-01-31T09:00:00Z'));
  const product = await createStockedProduct(t.database, { stock, priceCents: 2000, subscriptionPlan: PLAN });
  const shopper = await new StoreClient(t.app).start();
  expect((await shopper.add(product, 1, { subscription: { interval: 2, period: 'month' } })).statusCode).toBe(201);
  const order = (await shopper.request('POST', '/checkout', paidByCard)).json() as CheckoutResponse;
  expect(order.status).toBe('processing');
  const subscription = await subscriptionOf(order.order_id);
  started.push(subscription.id);
  return { product, order, subscription };
}

describe('subscription renewals', () => {
  it('renews on its date: a renewal order charged on the saved card, paid, mailed; the next date moves by the interval on the anchor day', async () => {
    const { product, subscription } = await subscribe();
    expect(subscription.status).toBe('active');
    // The shop attaches invoices to renewal mails (account §2 invoice settings), not to new-order ones.
    await t.database.db
      .execute(sql`INSERT INTO shop_settings (key, value) VALUES ('invoice', '{"attach_to_renewal": true, "attach_to_new_order": false}'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    expect(subscription.next_renewal_at.toISOString()).toBe('2027-03-31T09:00:00.000Z');

    // The day before: nothing is due.
    clock.set(new Date('2027-03-30T09:00:00Z'));
    await t.app.jobs.runDue(clock.now());
    expect(await renewalsOf(subscription.id)).toEqual([]);

    clock.set(new Date('2027-03-31T09:05:00Z'));
    await t.app.jobs.runDue(clock.now());
    const [renewal] = await renewalsOf(subscription.id);
    // 20.00 − 10 % plus parcel-locker shipping 2.99.
    expect(renewal).toMatchObject({ status: 'paid', order_status: 'processing', payment: 'successful', total: 1800 + 299 });
    expect(await stockOf(t.database, product)).toBe(8);
    const renewed = (await t.database.db.execute(sql`SELECT next_renewal_at FROM subscriptions WHERE id = ${subscription.id}`)).rows[0] as {
      next_renewal_at: string | Date;
    };
    // Started on the 31st: May has one, so it renews on 31 May.
    expect(new Date(renewed.next_renewal_at).toISOString()).toBe('2027-05-31T09:00:00.000Z');
    expect(await eventsOf(subscription.id)).toEqual(['created:system', 'renewed:system']);
    const mails = await mailsFor(t.database, renewal?.order_id ?? 0);
    expect(mails.map((m) => m.to)).toContain(billing.email);
    const attached = (
      await t.database.db.execute(
        sql`SELECT attachments FROM sent_mail WHERE ref = ${`order:${renewal?.order_id ?? 0}`} AND "to" = ${billing.email}`,
      )
    ).rows[0] as { attachments: { filename: string; contentType: string }[] };
    expect(attached.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
    await t.database.db.execute(sql`DELETE FROM shop_settings WHERE key = 'invoice'`);

    // Running the same time again renews nothing twice.
    await t.app.jobs.runDue(clock.now());
    expect(await renewalsOf(subscription.id)).toHaveLength(1);
  });

  it('three days before a renewal the customer is reminded once, with the amount and a link to skip, move or cancel it', async () => {
    const { subscription } = await subscribe();
    const due = subscription.next_renewal_at;
    clock.set(new Date(due.getTime() - 4 * 24 * 3600 * 1000));
    await t.app.jobs.runDue(clock.now());
    const reminders = async () =>
      (
        await t.database.db.execute(
          sql`SELECT subject, text FROM sent_mail WHERE kind = 'subscription_renewal_reminder' AND ref = ${`subscription:${subscription.id}:${due.toISOString()}`}`,
        )
      ).rows as { subject: string; text: string }[];
    expect(await reminders()).toEqual([]);
    clock.set(new Date(due.getTime() - 2 * 24 * 3600 * 1000));
    await t.app.jobs.runDue(clock.now());
    await t.app.jobs.runDue(clock.now());
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Your Soul Shop subscription renews soon');
    expect(sent[0]?.text).toContain('€20.99');
    expect(sent[0]?.text).toContain(`/my-account/subscriptions/${subscription.id}`);
  });

  it('a declined renewal is retried after 1, 3 and 7 days, the customer mailed each time; after the last the subscription is on hold', async () => {
    const { order, subscription } = await subscribe();
    const due = subscription.next_renewal_at;
    const at = (days: number) => new Date(due.getTime() + days * 24 * 3600 * 1000 + 5 * 60 * 1000);
    for (const days of [0, 1, 3, 7]) {
      gateway.onNext('charge', { decline: 'insufficient_funds' });
      clock.set(at(days));
      await t.app.jobs.runDue(clock.now());
    }
    const [renewal] = await renewalsOf(subscription.id);
    expect(renewal).toMatchObject({ status: 'held', declines: 4, order_status: 'failed' });
    expect(await subscriptionOf(order.order_id)).toMatchObject({ status: 'on-hold', hold_reason: 'payment_failed' });
    expect(await eventsOf(subscription.id)).toEqual([
      'created:system',
      'renewal_retry_scheduled:system',
      'renewal_retry_scheduled:system',
      'renewal_retry_scheduled:system',
      'renewal_failed:system',
    ]);
    const failedMails = (
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM sent_mail WHERE kind = 'order_payment_failed' AND "to" = ${billing.email}`,
      )
    ).rows[0] as { n: number };
    expect(failedMails.n).toBeGreaterThanOrEqual(4);
    expect(await noticesOf(subscription.id, 'subscription_payment_failed')).toBe(1);
  });

  it('a renewal whose charge answer is lost is charged exactly once: reconciliation finds the charge, no second charge is made', async () => {
    const { subscription } = await subscribe();
    gateway.onNext('charge', { lose: 'after' });
    clock.set(new Date(subscription.next_renewal_at.getTime() + 60_000));
    const callsBefore = gateway.calls.length;
    await t.app.jobs.runDue(clock.now());
    const [open] = await renewalsOf(subscription.id);
    expect(open).toMatchObject({ status: 'open', payment: 'pending' });
    // The same period again (a retried job): refused by the period's key, no new charge.
    await t.app.jobs.runDue(clock.now());
    expect(gateway.calls.length - callsBefore).toBe(1);
    // Reconciliation (every minute) finds the charge the processor made.
    clock.set(new Date(clock.now().getTime() + 10 * 60_000));
    await t.app.jobs.runDue(clock.now());
    const [settled] = await renewalsOf(subscription.id);
    expect(settled).toMatchObject({ status: 'paid', payment: 'successful', order_status: 'processing' });
    expect(gateway.calls.filter((c) => c.kind === 'charge').length - callsBefore).toBe(1);
  });

  it('out of stock at renewal: no order, the subscription waits on hold and renews when stock is back', async () => {
    const { product, subscription } = await subscribe(1);
    expect(await stockOf(t.database, product)).toBe(0);
    clock.set(new Date(subscription.next_renewal_at.getTime() + 60_000));
    await t.app.jobs.runDue(clock.now());
    expect(await renewalsOf(subscription.id)).toEqual([expect.objectContaining({ status: 'waiting_stock', order_id: null })]);
    const held = (await t.database.db.execute(sql`SELECT status, hold_reason FROM subscriptions WHERE id = ${subscription.id}`)).rows[0];
    expect(held).toEqual({ status: 'on-hold', hold_reason: 'out_of_stock' });
    expect(await noticesOf(subscription.id, 'subscription_waiting_for_stock')).toBe(1);

    await t.database.db.execute(sql`UPDATE products SET stock_quantity = 5, stock_status = 'instock' WHERE id = ${product}`);
    clock.set(new Date(clock.now().getTime() + 25 * 3600 * 1000));
    await t.app.jobs.runDue(clock.now());
    const [renewal] = await renewalsOf(subscription.id);
    expect(renewal).toMatchObject({ status: 'paid', order_status: 'processing' });
    const active = (await t.database.db.execute(sql`SELECT status, hold_reason FROM subscriptions WHERE id = ${subscription.id}`)).rows[0];
    expect(active).toEqual({ status: 'active', hold_reason: null });
    expect(await eventsOf(subscription.id)).toEqual([
      'created:system',
      'renewal_waiting_for_stock:system',
      'resumed:system',
      'renewed:system',
    ]);
  });

  it('a new price is announced, never silent: renewals inside the notice keep the old price, the first after it charges the new one; the customer is told once', async () => {
    const { product, subscription } = await subscribe();
    await t.database.db.execute(sql`INSERT INTO users (email, password_hash, role) VALUES ('shop-admin@example.lt', 'x', 'administrator')
      ON CONFLICT DO NOTHING`);
    const clients = new AccountClients(t);
    const admin = await clients.signedIn('shop-admin@example.lt');
    await t.database.db.execute(sql`UPDATE products SET regular_price_cents = 2500 WHERE id = ${product}`);
    // The catalogue cache is dropped by the database's notice, which arrives a moment after the write.
    const priceNow = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products/${product}` })).json() as {
          prices: { regular_price: string };
        }
      ).prices.regular_price;
    await expect.poll(priceNow, { timeout: 5000, interval: 50 }).toBe('2500');
    clock.set(new Date('2027-03-25T09:00:00Z'));
    const announced = await soulPost(clients, admin, 'admin/subscriptions/price-changes', { product_id: product, notice_days: 14 });
    expect(announced.json()).toMatchObject({ subscriptions: 1 });
    await t.app.jobs.runDue(clock.now());
    const notices = (
      await t.database.db.execute(
        sql`SELECT text FROM sent_mail WHERE kind = 'subscription_price_notice' AND ref LIKE ${`subscription-price:${subscription.id}:%`}`,
      )
    ).rows as { text: string }[];
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('€22.50');

    clock.set(new Date('2027-03-31T09:05:00Z'));
    await t.app.jobs.runDue(clock.now());
    clock.set(new Date('2027-05-31T09:05:00Z'));
    await t.app.jobs.runDue(clock.now());
    const totals = (await renewalsOf(subscription.id)).map((r) => r.total);
    // 20.00 − 10 % + 2.99, then 25.00 − 10 % + 2.99.
    expect(totals).toEqual([1800 + 299, 2250 + 299]);
    expect(await eventsOf(subscription.id)).toContain('price_changed:administrator');
  });
});
