import type { AccountSubscription, SubscriptionPlan } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../../test/account-clients.ts';
import type { StoreClient } from '../../../../test/store-client.ts';
import { createStockedProduct } from '../../../../test/test-products.ts';
import { cardCheckout } from '../../../../test/checkout-bodies.ts';

const PLAN: SubscriptionPlan = {
  style: 'simple',
  billing_period: 'month',
  options: [{ interval: 3, jars: 1, discount_percent: 10, most_popular: false }],
};
const ctx = withAccountApp();

async function subscribe(client: StoreClient, email: string): Promise<number> {
  const product = await createStockedProduct(ctx.t.database, { stock: null, priceCents: 2000, subscriptionPlan: PLAN });
  expect((await client.add(product, 1, { subscription: { interval: 3, period: 'month' } })).statusCode).toBe(201);
  const placed = await client.request('POST', '/checkout', cardCheckout(email));
  const orderId = (placed.json() as { order_id: number }).order_id;
  return ((await ctx.t.database.db.execute(sql`SELECT id FROM subscriptions WHERE order_id = ${orderId}`)).rows[0] as { id: number }).id;
}

describe('soul/v1/admin/subscriptions (the admin convention)', () => {
  it('administrators list with filters, search and paging; anyone else is refused', async () => {
    const customer = await ctx.clients.newCustomer();
    const email = `admin-list-${Date.now()}@example.lt`;
    const id = await subscribe(customer.client, email);
    const admin = await ctx.clients.signedIn(DEMO_ACCOUNTS.administrator);

    const found = await admin.site('GET', `/wp-json/soul/v1/admin/subscriptions?search=${encodeURIComponent(email)}`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['x-wp-total']).toBe('1');
    expect((found.json() as AccountSubscription[])[0]).toMatchObject({ id, customer: { email } });

    const inQuarter = new Date(Date.now() + 100 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const due = (
      await admin.site('GET', `/wp-json/soul/v1/admin/subscriptions?status=active&renews_before=${inQuarter}&per_page=100`)
    ).json() as AccountSubscription[];
    expect(due.some((s) => s.id === id)).toBe(true);
    const later = (
      await admin.site('GET', `/wp-json/soul/v1/admin/subscriptions?renews_after=${inQuarter}&per_page=100`)
    ).json() as AccountSubscription[];
    expect(later.some((s) => s.id === id)).toBe(false);
    const past = await admin.site('GET', '/wp-json/soul/v1/admin/subscriptions?page=9999');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect((await admin.site('GET', '/wp-json/soul/v1/admin/subscriptions?orderby=price')).statusCode).toBe(400);

    expect((await customer.client.site('GET', '/wp-json/soul/v1/admin/subscriptions')).statusCode).toBe(403);
    const director = await ctx.clients.signedIn(DEMO_ACCOUNTS.director);
    expect((await director.site('GET', `/wp-json/soul/v1/admin/subscriptions/${id}`)).statusCode).toBe(403);
  });

  it('PUT holds, releases and ends a subscription, or moves its next renewal; the timeline says the shop did it', async () => {
    const customer = await ctx.clients.newCustomer();
    const id = await subscribe(customer.client, `admin-put-${Date.now()}@example.lt`);
    const admin = await ctx.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const nonce = await ctx.clients.restNonce(admin);
    const put = (body: object) =>
      admin.site('PUT', `/wp-json/soul/v1/admin/subscriptions/${id}`, body, { 'x-wp-nonce': nonce, 'content-type': 'application/json' });

    const held = (await put({ status: 'on-hold' })).json() as AccountSubscription;
    expect(held).toMatchObject({ status: 'on-hold', hold_reason: 'administrator' });
    const released = (await put({ status: 'active' })).json() as AccountSubscription;
    expect(released.status).toBe('active');
    const inTenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const moved = (await put({ next_renewal_date: inTenDays })).json() as AccountSubscription;
    expect(moved.next_renewal_date?.slice(0, 10)).toBe(inTenDays);
    const ended = (await put({ status: 'cancelled' })).json() as AccountSubscription;
    expect(ended).toMatchObject({ status: 'cancelled', next_renewal_date: null });
    expect(ended.events?.[0]).toMatchObject({ kind: 'cancelled', actor: 'administrator' });
    const again = await put({ status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(
      (await admin.site('PUT', `/wp-json/soul/v1/admin/subscriptions/${id}`, { status: 'active' }, { 'content-type': 'application/json' }))
        .statusCode,
    ).toBeGreaterThanOrEqual(401);
    expect((await admin.site('GET', '/wp-json/soul/v1/admin/subscriptions/99999999')).statusCode).toBe(404);
  });

  it("price-changes is the administrators' only: guest, customer and director are refused, a forged nonce too, a bad body is 400", async () => {
    const body = { product_id: 1, notice_days: 14 };
    const send = (client: StoreClient, nonce: string, payload: object = body) =>
      client.site('POST', '/wp-json/soul/v1/admin/subscriptions/price-changes', payload, {
        'x-wp-nonce': nonce,
        'content-type': 'application/json',
      });
    const customer = await ctx.clients.newCustomer();
    const director = await ctx.clients.signedIn(DEMO_ACCOUNTS.director);
    const admin = await ctx.clients.signedIn(DEMO_ACCOUNTS.administrator);
    expect(
      (
        await customer.client.site('POST', '/wp-json/soul/v1/admin/subscriptions/price-changes', body, {
          cookie: '',
          'content-type': 'application/json',
        })
      ).statusCode,
    ).toBe(401);
    expect((await send(customer.client, await ctx.clients.restNonce(customer.client))).statusCode).toBe(403);
    expect((await send(director, await ctx.clients.restNonce(director))).statusCode).toBe(403);
    expect((await send(admin, 'forged')).statusCode).toBe(403);
    const nonce = await ctx.clients.restNonce(admin);
    expect((await send(admin, nonce, { product_id: 'x', notice_days: 14 })).statusCode).toBe(400);
    expect((await send(admin, nonce, { product_id: 1, notice_days: 3 })).statusCode).toBe(400);
  });
});
