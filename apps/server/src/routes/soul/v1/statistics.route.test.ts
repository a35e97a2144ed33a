import { DEMO_ACCOUNTS } from '@soul/db';
import type { AccountStatistics } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../../services/clock.ts';
import { AccountClients } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Statistics (account §2 "statistics", §9 date filters): orders and spending over time, over the orders each reader may see. */
let t: TestApp;
let clients: AccountClients;
// Thursday 3 December 2026, noon in Vilnius (UTC+2 in winter).
const clock = new SettableClock(new Date('2026-12-03T10:00:00.000Z'));
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const statistics = async (client: StoreClient, query = '') => client.site('GET', `/wp-json/soul/v1/statistics${query}`);
const body = async (client: StoreClient, query = '') => (await statistics(client, query)).json() as AccountStatistics;

/** Places an order and moves it to an instant (and a status): the series reads `created_at` in Vilnius time. */
async function orderAt(client: StoreClient, at: string, priceCents: number, status?: string): Promise<number> {
  const id = await clients.placeOrder(client, { priceCents });
  await t.database.db.execute(sql`UPDATE orders SET created_at = ${at}::timestamptz WHERE id = ${id}`);
  if (status) await t.database.db.execute(sql`UPDATE orders SET status = ${status} WHERE id = ${id}`);
  return id;
}
const totalOf = async (ids: number[]) =>
  (
    (
      await t.database.db.execute(
        sql`SELECT coalesce(sum(total), 0)::int AS total FROM orders WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
      )
    ).rows[0] as { total: number }
  ).total;

describe('GET soul/v1/statistics', () => {
  it('gives a customer every day of the last 7 in Vilnius time, zero where nothing was ordered, with totals and the average', async () => {
    const { client } = await clients.newCustomer();
    // 00:30 on 1 December in Vilnius, still 30 November in UTC.
    const first = await orderAt(client, '2026-11-30T22:30:00Z', 1500);
    // 23:59 today in Vilnius: the last minute of the period.
    const last = await orderAt(client, '2026-12-03T21:59:00Z', 2500);
    // 23:59:59 on 26 November in Vilnius: the day before the 7 days start.
    const before = await orderAt(client, '2026-11-26T21:59:59Z', 1700);
    // Cancelled orders cost nothing (the same orders count as in Reports).
    await orderAt(client, '2026-12-02T10:00:00Z', 9900, 'cancelled');

    const week = await statistics(client, '?days=7');
    expect(week.statusCode).toBe(200);
    expect(week.headers['cache-control']).toBe('no-store');
    const seven = week.json() as AccountStatistics;
    expect(seven).toMatchObject({ days: 7, bucket: 'day', from: '2026-11-27', to: '2026-12-03', currency: 'EUR', orders: 2 });
    expect(seven.buckets.map((b) => [b.start, b.orders])).toEqual([
      ['2026-11-27', 0],
      ['2026-11-28', 0],
      ['2026-11-29', 0],
      ['2026-11-30', 0],
      ['2026-12-01', 1],
      ['2026-12-02', 0],
      ['2026-12-03', 1],
    ]);
    expect(seven.buckets[4]?.total).toBe(await totalOf([first]));
    expect(seven.total).toBe(await totalOf([first, last]));
    expect(seven.average).toBe(Math.round(seven.total / 2));
    expect(Number.isInteger(seven.total) && Number.isInteger(seven.average)).toBe(true);

    // 30 days by default: the order of 26 November is in.
    const month = await body(client);
    expect(month).toMatchObject({ days: 30, bucket: 'day', from: '2026-11-04', orders: 3 });
    expect(month.buckets).toHaveLength(30);
    expect(month.buckets.find((b) => b.start === '2026-11-26')?.total).toBe(await totalOf([before]));
    expect(month.total).toBe(await totalOf([first, last, before]));
  });

  it('cuts 90 and 180 days by week from Monday and 365 by month, the first and last cut to the period', async () => {
    const { client } = await clients.newCustomer();
    // Sunday 6 September 2026, 23:30 in Vilnius: the first (cut) week of 90 days, which start on Saturday 5 September.
    await orderAt(client, '2026-09-06T20:30:00Z', 1200);
    // Monday 7 September, 00:10 in Vilnius (still Sunday in UTC): the second week.
    await orderAt(client, '2026-09-06T21:10:00Z', 1300);
    const quarter = await body(client, '?days=90');
    expect(quarter).toMatchObject({ bucket: 'week', from: '2026-09-05', to: '2026-12-03', orders: 2 });
    expect(quarter.buckets[0]).toMatchObject({ start: '2026-09-05', end: '2026-09-06', orders: 1 });
    expect(quarter.buckets[1]).toMatchObject({ start: '2026-09-07', end: '2026-09-13', orders: 1 });
    expect(quarter.buckets.at(-1)).toMatchObject({ start: '2026-11-30', end: '2026-12-03', orders: 0 });
    expect((await body(client, '?days=180')).bucket).toBe('week');
    const year = await body(client, '?days=365');
    expect(year).toMatchObject({ bucket: 'month', from: '2025-12-04', orders: 2 });
    expect(year.buckets).toHaveLength(13);
    expect(year.buckets.find((b) => b.start === '2026-09-01')).toMatchObject({ end: '2026-09-30', orders: 2 });
  });

  it('answers an empty period with every bucket at zero and no average', async () => {
    const { client } = await clients.newCustomer();
    const empty = await body(client, '?days=30');
    expect(empty).toMatchObject({ orders: 0, total: 0, average: null });
    expect(empty.buckets).toHaveLength(30);
    expect(empty.buckets.every((b) => b.orders === 0 && b.total === 0)).toBe(true);
  });

  it('never counts another customer’s orders; a director sees the company’s, not a stranger’s', async () => {
    const member = await clients.newCustomer({ role: 'staff' });
    await t.database.db.execute(
      sql`UPDATE users SET company_id = (SELECT company_id FROM users WHERE email = ${DEMO_ACCOUNTS.director}) WHERE id = ${member.userId}`,
    );
    const memberOrder = await orderAt(member.client, '2026-12-02T09:00:00Z', 1800);
    const stranger = await clients.newCustomer();
    const strangerOrder = await orderAt(stranger.client, '2026-12-02T09:00:00Z', 1900);
    const other = await clients.newCustomer();
    expect((await body(other.client, '?days=7')).orders).toBe(0);

    const director = await clients.signedIn(DEMO_ACCOUNTS.director);
    const company = (
      await t.database.db.execute(sql`SELECT coalesce(sum(o.total), 0)::int AS total, count(*)::int AS orders FROM orders o
        JOIN users u ON u.id = o.user_id
        WHERE u.company_id = (SELECT company_id FROM users WHERE email = ${DEMO_ACCOUNTS.director})
          AND o.status IN ('processing', 'on-hold', 'completed', 'shipped', 'waiting_for_payment')
          AND (o.created_at AT TIME ZONE 'Europe/Vilnius')::date BETWEEN '2026-11-27' AND '2026-12-03'`)
    ).rows[0] as { total: number; orders: number };
    const seen = await body(director, '?days=7');
    expect(seen).toMatchObject({ orders: company.orders, total: company.total });
    expect(seen.total).toBeGreaterThanOrEqual(await totalOf([memberOrder]));

    const admin = await clients.signedIn(DEMO_ACCOUNTS.administrator);
    const all = await body(admin, '?days=7');
    expect(all.total).toBeGreaterThanOrEqual(seen.total + (await totalOf([strangerOrder])));
  });

  it('refuses guests (401) and users without permission_view_orders (403)', async () => {
    const guest = await new StoreClient(t.app).start();
    expect((await statistics(guest, '?days=7')).statusCode).toBe(401);
    const blind = await clients.newCustomer({ role: 'staff', permissions: { permission_view_orders: false } });
    const refused = await statistics(blind.client, '?days=7');
    expect(refused.statusCode).toBe(403);
  });

  it('answers another period 400, naming the periods in the reader’s language', async () => {
    const { client } = await clients.newCustomer();
    for (const days of ['14', '0', 'abc', '30.0', '']) {
      const answer = await statistics(client, `?days=${days}`);
      expect([days, answer.statusCode]).toEqual([days, 400]);
      expect(answer.json()).toMatchObject({
        code: 'rest_invalid_param',
        message: 'The period must be 7, 30, 90, 180 or 365 days.',
        data: { status: 400, params: { days: 'The period must be 7, 30, 90, 180 or 365 days.' } },
      });
    }
    const lithuanian = await statistics(client, '?days=14&lang=lt');
    expect(lithuanian.statusCode).toBe(400);
    expect(lithuanian.json()).toMatchObject({ message: 'Laikotarpis turi būti 7, 30, 90, 180 arba 365 dienos.' });
  });
});
