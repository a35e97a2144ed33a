import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountReport } from '@soul/contracts';
import { withAccountApp } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';

/** Reports (account §2, §7 GET /reports): spending by month, product and staff member, over the orders each reader may see. */
const app = withAccountApp();

const report = async (client: StoreClient, query = '') => client.site('GET', `/wp-json/soul/v1/reports${query}`);

async function companyMember(): Promise<{ client: StoreClient; userId: number }> {
  const member = await app.clients.newCustomer({ role: 'staff' });
  await app.t.database.db.execute(sql`UPDATE users SET company_id = (SELECT company_id FROM users WHERE email = ${DEMO_ACCOUNTS.director}),
    first_name = 'Rūta', last_name = 'Pirkėja' WHERE id = ${member.userId}`);
  return member;
}

describe('GET soul/v1/reports', () => {
  it('sums the reader’s own orders by month and by product, in cents, and leaves staff out for a customer', async () => {
    const { client, userId } = await app.clients.newCustomer();
    await app.clients.placeOrder(client, { priceCents: 1500 });
    await app.clients.placeOrder(client, { priceCents: 2500 });
    // What the orders' lines and totals say, with VAT, in cents.
    const stored = (
      await app.t.database.db.execute(sql`SELECT l.product_id, sum(l.quantity)::int AS quantity, sum(l.total + l.total_tax)::int AS total
        FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_id = ${userId} AND l.parent_line_id IS NULL GROUP BY l.product_id`)
    ).rows as { product_id: number; quantity: number; total: number }[];
    const orderTotal = (await app.t.database.db.execute(sql`SELECT sum(total)::int AS total FROM orders WHERE user_id = ${userId}`))
      .rows[0] as {
      total: number;
    };
    const answer = await report(client);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as AccountReport;
    expect(body.orders).toBe(2);
    expect(body.by_month).toHaveLength(1);
    expect(body.by_month[0]?.orders).toBe(2);
    expect(body.total).toBe(orderTotal.total);
    expect(body.by_month[0]?.total).toBe(orderTotal.total);
    expect(body.by_product.map((p) => ({ product_id: p.product_id, quantity: p.quantity, total: p.total }))).toEqual(
      expect.arrayContaining(stored),
    );
    expect(body.by_product).toHaveLength(stored.length);
    expect(body.by_staff).toBeNull();
    expect(Number.isInteger(body.total)).toBe(true);

    // Nothing before the range.
    const empty = (await report(client, '?from=2020-01-01&to=2020-12-31')).json() as AccountReport;
    expect(empty).toMatchObject({ orders: 0, total: 0, by_month: [], by_product: [] });
    expect((await report(client, '?from=2026-12-31&to=2026-01-01')).statusCode).toBe(400);
    expect((await report(client, '?from=yesterday')).statusCode).toBe(400);
  });

  it('never counts another customer’s orders', async () => {
    const owner = await app.clients.newCustomer();
    await app.clients.placeOrder(owner.client);
    const other = await app.clients.newCustomer();
    expect(((await report(other.client)).json() as AccountReport).orders).toBe(0);
  });

  it('gives a director the company’s spending by staff member; a foreign customer’s orders are not in it', async () => {
    const member = await companyMember();
    await app.clients.placeOrder(member.client, { priceCents: 1800 });
    const foreign = await app.clients.newCustomer();
    await app.clients.placeOrder(foreign.client, { priceCents: 1900 });
    const director = await app.clients.signedIn(DEMO_ACCOUNTS.director);
    const body = (await report(director)).json() as AccountReport;
    expect(body.by_staff?.find((s) => s.user_id === member.userId)).toMatchObject({ name: 'Rūta Pirkėja', orders: 1 });
    expect(body.by_staff?.some((s) => s.user_id === foreign.userId)).toBe(false);
  });

  it('gives an administrator every order; refuses guests (401) and users without permission_view_orders (403)', async () => {
    const foreign = await app.clients.newCustomer();
    await app.clients.placeOrder(foreign.client);
    const admin = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
    expect(((await report(admin)).json() as AccountReport).orders).toBeGreaterThanOrEqual(1);
    const guest = await new StoreClient(app.t.app).start();
    expect((await report(guest)).statusCode).toBe(401);
    const viewer = await app.clients.newCustomer({ role: 'staff', permissions: { permission_view_orders: false } });
    expect((await report(viewer.client)).statusCode).toBe(403);
  });

  it('downloads the same as a CSV in the reader’s language', async () => {
    const member = await companyMember();
    await app.clients.placeOrder(member.client, { priceCents: 1234 });
    const director = await app.clients.signedIn(DEMO_ACCOUNTS.director);
    const csv = await director.site('GET', '/wp-json/soul/v1/reports?format=csv&lang=lt');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(csv.headers['content-disposition'])).toMatch(/^attachment; filename="report-/);
    expect(csv.body).toContain('Mėnuo,Užsakymai,Suma (EUR)');
    expect(csv.body).toContain('Darbuotojas,Užsakymai,Suma (EUR)');
    expect(csv.body).toContain('Rūta Pirkėja,');
  });
});
