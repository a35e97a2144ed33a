import type { AdminDashboard } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../../test/account-clients.ts';
import { StoreClient } from '../../../../test/store-client.ts';
import { createStockedProduct } from '../../../../test/test-products.ts';

const ctx = withAccountApp();

describe('GET soul/v1/admin/dashboard (issue 21)', () => {
  it('counts sales today and this month, orders to ship, low stock, pending reviews and back-in-stock demand', async () => {
    const manager = await ctx.clients.signedIn(DEMO_ACCOUNTS.manager);
    const read = async (lang = 'en') => {
      const answer = await manager.site('GET', `/wp-json/soul/v1/admin/dashboard?lang=${lang}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      return answer.json() as AdminDashboard;
    };
    const before = await read();

    const customer = await ctx.clients.newCustomer();
    const orderId = await ctx.clients.placeOrder(customer.client, { priceCents: 2300, card: true });
    const { rows } = await ctx.t.database.db.execute(sql`SELECT total, status FROM orders WHERE id = ${orderId}`);
    const order = rows[0] as { total: number; status: string };
    expect(order.status).toBe('processing');

    const low = await createStockedProduct(ctx.t.database, { stock: 2 });
    await createStockedProduct(ctx.t.database, { stock: 6 });
    const gone = await createStockedProduct(ctx.t.database, { stock: 0 });
    for (let n = 0; n < 9; n++) {
      await ctx.t.database.db.execute(sql`INSERT INTO stock_notifications (product_id, email, newsletter_consent, lang)
        VALUES (${gone}, ${`wait-${n}@example.lt`}, false, 'lt')`);
    }
    await ctx.t.database.db.execute(sql`INSERT INTO reviews (product_id, rating, title, content, author_name, email, lang)
      VALUES (${low}, 4, 'Good', 'Tastes fine.', 'Ona', 'ona-dashboard@example.lt', 'en')`);

    // Other test files write to the same database beside this one: the counts grow by at least what this test added.
    const after = await read();
    expect(after.currency).toBe('EUR');
    expect(after.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.sales.today.orders - before.sales.today.orders).toBeGreaterThanOrEqual(1);
    expect(after.sales.today.revenue - before.sales.today.revenue).toBeGreaterThanOrEqual(order.total);
    expect(after.sales.month.orders - before.sales.month.orders).toBeGreaterThanOrEqual(1);
    expect(after.sales.month.revenue - before.sales.month.revenue).toBeGreaterThanOrEqual(order.total);
    expect(after.orders_to_ship - before.orders_to_ship).toBeGreaterThanOrEqual(1);
    expect(after.low_stock.threshold).toBe(5);
    // The new product with 2 left and the one with none; not the one with 6.
    expect(after.low_stock.count - before.low_stock.count).toBeGreaterThanOrEqual(2);
    expect(after.pending_reviews - before.pending_reviews).toBeGreaterThanOrEqual(1);
    expect(after.failed_renewals).toBeGreaterThanOrEqual(0);
    expect(after.back_in_stock.count - before.back_in_stock.count).toBeGreaterThanOrEqual(9);
    expect(after.back_in_stock.products.find((p) => p.id === gone)).toMatchObject({
      id: gone,
      waiting: 9,
      name: expect.stringMatching(/^Test /),
    });

    const lithuanian = await read('lt');
    expect(lithuanian.back_in_stock.products.find((p) => p.id === gone)?.name).toMatch(/^Testas /);
  });

  it('is for administrators and shop managers only', async () => {
    const path = '/wp-json/soul/v1/admin/dashboard';
    const guest = await new StoreClient(ctx.t.app).start();
    expect((await guest.site('GET', path)).statusCode).toBe(401);
    const customer = await ctx.clients.newCustomer();
    expect((await customer.client.site('GET', path)).statusCode).toBe(403);
    const director = await ctx.clients.signedIn(DEMO_ACCOUNTS.director);
    expect((await director.site('GET', path)).statusCode).toBe(403);
    const admin = await ctx.clients.signedIn(DEMO_ACCOUNTS.administrator);
    expect((await admin.site('GET', path)).statusCode).toBe(200);
  });
});
