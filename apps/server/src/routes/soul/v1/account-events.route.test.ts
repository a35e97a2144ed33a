import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';

/**
 * The account event log (account §2 "logs", §7 POST /events, §9 20 per page
 * and the type filters): events written where they happen, and whose log
 * each reader may open.
 */
const app = withAccountApp();

interface EventRow {
  user_id: number;
  type: string;
  subject: string;
  subject_id: number | null;
}

const events = (client: StoreClient, body: Record<string, unknown> = {}) => soulPost(app.clients, client, 'events', body);

async function userIdOf(email: string): Promise<number> {
  const rows = (await app.t.database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows as { id: number }[];
  return rows[0]?.id ?? 0;
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
async function formNonce(client: StoreClient): Promise<string> {
  const page = await client.site('GET', '/my-account');
  return /name="_wpnonce" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
}

describe('POST soul/v1/events: what is written', () => {
  it('logs signing in (register) and signing out', async () => {
    const client = await new StoreClient(app.t.app).start();
    const email = `events-${Date.now()}@example.lt`;
    const registered = await client.site(
      'POST',
      '/my-account/register',
      new URLSearchParams({ _wpnonce: await formNonce(client), email, password: 'long enough' }).toString(),
      form,
    );
    expect(registered.statusCode).toBe(303);
    const page = await events(client);
    expect(page.statusCode).toBe(200);
    expect((page.json() as EventRow[]).map((e) => [e.type, e.subject])).toEqual([['login', 'session']]);

    const out = await client.site(
      'POST',
      '/my-account/logout',
      new URLSearchParams({ _wpnonce: await formNonce(client) }).toString(),
      form,
    );
    expect(out.statusCode).toBe(303);
    const userId = await userIdOf(email);
    const rows = (await app.t.database.db.execute(sql`SELECT type FROM account_events WHERE user_id = ${userId} ORDER BY id`)).rows;
    expect(rows).toEqual([{ type: 'login' }, { type: 'logout' }]);
  });

  it('logs viewing an order, cancelling it and saving the profile, newest first, filterable by type', async () => {
    const { client, userId } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    expect((await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).statusCode).toBe(200);
    const cancelled = await client.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`, undefined, {
      'x-wp-nonce': await app.clients.restNonce(client),
    });
    expect(cancelled.statusCode).toBe(200);
    const profile = (await client.site('GET', '/wp-json/soul/v1/profile')).json() as Record<string, unknown>;
    expect((await soulPost(app.clients, client, 'profile', { ...profile, first_name: 'Ona' })).statusCode).toBe(200);

    const all = await events(client, { user_id: userId });
    expect(all.headers['x-wp-total']).toBe('3');
    expect((all.json() as EventRow[]).map((e) => [e.type, e.subject, e.subject_id])).toEqual([
      ['modified', 'profile', null],
      ['modified', 'order', orderId],
      ['viewed', 'order', orderId],
    ]);
    const viewed = await events(client, { query_args: { type: 'viewed' } });
    expect((viewed.json() as EventRow[]).map((e) => e.type)).toEqual(['viewed']);
    expect(viewed.headers['x-wp-total']).toBe('1');
  });

  it('logs an order edit someone made (an order_events row, by trigger) in their log; the shop’s own changes in nobody’s', async () => {
    const { client, userId } = await app.clients.newCustomer();
    const orderId = await app.clients.placeOrder(client);
    await app.t.database.db.execute(sql`INSERT INTO order_events (order_id, user_id, kind) VALUES (${orderId}, ${userId}, 'edited')`);
    await app.t.database.db.execute(sql`INSERT INTO order_events (order_id, user_id, kind) VALUES (${orderId}, NULL, 'edited')`);
    const rows = (await app.t.database.db.execute(sql`SELECT type, subject, subject_id FROM account_events WHERE user_id = ${userId}`))
      .rows;
    expect(rows).toEqual([{ type: 'modified', subject: 'order', subject_id: orderId }]);
  });

  it('pages at 20 with X-WP-Total and X-WP-TotalPages', async () => {
    const { client, userId } = await app.clients.newCustomer();
    await app.t.database.db.execute(
      sql`INSERT INTO account_events (user_id, type, subject) SELECT ${userId}, 'login', 'session' FROM generate_series(1, 25)`,
    );
    const first = await events(client, { paged: 1 });
    expect((first.json() as EventRow[]).length).toBe(20);
    expect(first.headers['x-wp-total']).toBe('25');
    expect(first.headers['x-wp-totalpages']).toBe('2');
    expect((await events(client, { paged: 2 })).json()).toHaveLength(5);
    expect((await events(client, { paged: 3 })).json()).toEqual([]);
    expect((await events(client, { query_args: { type: 'nonsense' } })).statusCode).toBe(400);
  });
});

describe('POST soul/v1/events: whose log', () => {
  it('shows a user their own and nobody else’s', async () => {
    const owner = await app.clients.newCustomer();
    const other = await app.clients.newCustomer();
    expect((await events(owner.client, { user_id: owner.userId })).statusCode).toBe(200);
    const refused = await events(other.client, { user_id: owner.userId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'rest_forbidden' });
  });

  it('lets a director read their staff’s log but not a foreign customer’s; staff may not read the director’s', async () => {
    const director = await app.clients.signedIn(DEMO_ACCOUNTS.director);
    const buyerId = await userIdOf(DEMO_ACCOUNTS.buyer);
    const foreign = await app.clients.newCustomer();
    await app.t.database.db.execute(sql`INSERT INTO account_events (user_id, type, subject) VALUES (${buyerId}, 'login', 'session')`);
    const staff = await events(director, { user_id: buyerId });
    expect(staff.statusCode).toBe(200);
    expect((staff.json() as EventRow[]).every((e) => e.user_id === buyerId)).toBe(true);
    expect((await events(director, { user_id: foreign.userId })).statusCode).toBe(403);
    const buyer = await app.clients.signedIn(DEMO_ACCOUNTS.buyer);
    expect((await events(buyer, { user_id: await userIdOf(DEMO_ACCOUNTS.director) })).statusCode).toBe(403);
  });

  it('lets an administrator read anyone’s', async () => {
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const customer = await app.clients.newCustomer();
    expect((await events(admin, { user_id: customer.userId })).statusCode).toBe(200);
  });

  it('refuses guests (401) and a write without the REST nonce (403)', async () => {
    const guest = await new StoreClient(app.t.app).start();
    const anonymous = await guest.site('POST', '/wp-json/soul/v1/events', {}, { 'content-type': 'application/json' });
    expect(anonymous.statusCode).toBe(401);
    const { client } = await app.clients.newCustomer();
    const noNonce = await client.site('POST', '/wp-json/soul/v1/events', {}, { 'content-type': 'application/json' });
    expect(noNonce.statusCode).toBe(403);
  });
});
