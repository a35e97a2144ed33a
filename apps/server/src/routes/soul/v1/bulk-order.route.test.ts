import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

const app = withAccountApp();

async function skuOf(id: number): Promise<string> {
  return ((await app.t.database.db.execute(sql`SELECT sku FROM products WHERE id = ${id}`)).rows[0] as { sku: string }).sku;
}

async function companyMember(role: 'director' | 'staff', permissions?: Record<string, boolean>) {
  const company = (await app.t.database.db.execute(sql`INSERT INTO companies (name) VALUES ('Bulk UAB') RETURNING id`)).rows[0] as {
    id: number;
  };
  const email = `${role}-${Date.now()}-${randomBytes(3).toString('hex')}@example.lt`;
  await app.t.database.db.execute(sql`INSERT INTO users (email, password_hash, role, company_id, b2b_permissions)
    VALUES (${email}, 'x', ${role}, ${company.id}, ${permissions ? JSON.stringify(permissions) : null}::jsonb)`);
  return { client: await app.clients.signedIn(email), companyId: company.id };
}

describe('soul/v1 bulkorder', () => {
  it('adds the good lines to the cart in one batch and answers each other line with its reason', async () => {
    const { client } = await companyMember('staff');
    const plenty = await createStockedProduct(app.t.database, { stock: null, priceCents: 1200 });
    const scarce = await createStockedProduct(app.t.database, { stock: 0 });
    const [plentySku, scarceSku] = [await skuOf(plenty), await skuOf(scarce)];
    const response = await soulPost(app.clients, client, 'bulkorder', {
      lines: [
        { sku: ` ${plentySku} `, quantity: '3' },
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku: scarceSku, quantity: 1 },
        { sku: plentySku, quantity: 'two' },
        { sku: plentySku, quantity: 1000 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { added: number; failed: number; items_count: number; lines: { ok: boolean; message: string }[] };
    expect(answer).toMatchObject({ added: 1, failed: 4, items_count: 3 });
    expect(answer.lines.map((line) => [line.ok, line.message])).toEqual([
      [true, 'Added to the cart.'],
      [false, 'No product has this SKU.'],
      [false, expect.stringContaining('out of stock')],
      [false, 'Enter a whole quantity of 1 or more.'],
      [false, 'At most 999 of one product.'],
    ]);
    expect((await client.cart()).items).toMatchObject([{ id: plenty, quantity: 3 }]);

    const lt = await soulPost(app.clients, client, 'bulkorder?lang=lt', { lines: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] });
    expect((lt.json() as { lines: { message: string }[] }).lines[0]?.message).toBe('Prekės su šiuo kodu nėra.');

    const info = await client.site('GET', `/wp-json/soul/v1/bulkorder?sku=${encodeURIComponent(`${plentySku},NOPE`)}`);
    expect(info.json()).toMatchObject({
      limits: { max_lines: 100, min_quantity: 1, max_quantity: 999 },
      csv_columns: ['sku', 'quantity'],
      products: [{ sku: plentySku, id: plenty, price: '1200', purchasable: true }],
    });
  });

  it('is for company buyers: guests 401, customers and staff without permission_buy 403, no nonce 403, bad envelope 400', async () => {
    expect((await app.t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/bulkorder' })).statusCode).toBe(401);
    const customer = (await app.clients.newCustomer()).client;
    expect((await customer.site('GET', '/wp-json/soul/v1/bulkorder')).statusCode).toBe(403);
    expect((await soulPost(app.clients, customer, 'bulkorder', { lines: [{ sku: 'A', quantity: 1 }] })).statusCode).toBe(403);
    const viewer = (await companyMember('staff', { permission_buy: false })).client;
    expect((await soulPost(app.clients, viewer, 'bulkorder', { lines: [{ sku: 'A', quantity: 1 }] })).statusCode).toBe(403);
    const { client: director } = await companyMember('director');
    expect((await soulPost(app.clients, director, 'bulkorder', { lines: [{ sku: 'A', quantity: 1 }] }, 'forged')).statusCode).toBe(403);
    expect((await soulPost(app.clients, director, 'bulkorder', { lines: [] })).statusCode).toBe(400);
    expect((await director.site('GET', '/wp-json/soul/v1/bulkorder')).statusCode).toBe(200);
  });
});

describe('soul/v1 b2brules', () => {
  it('answers the company’s rules to its director and staff; refuses others and foreign companies', async () => {
    const { client: director, companyId } = await companyMember('director');
    const rules = await director.site('GET', '/wp-json/soul/v1/b2brules');
    expect(rules.statusCode).toBe(200);
    expect(rules.json()).toMatchObject({
      company: { id: companyId, name: 'Bulk UAB' },
      role: 'director',
      group: null,
      price_list: null,
      discount_percent: 0,
      payment_terms: { methods: expect.arrayContaining(['cod']), net_days: 0 },
      b2b_permissions: { permission_buy: true },
    });
    const { client: staff, companyId: staffCompany } = await companyMember('staff', { permission_buy: false });
    expect((await staff.site('GET', '/wp-json/soul/v1/b2brules')).json()).toMatchObject({
      company: { id: staffCompany },
      b2b_permissions: { permission_buy: false },
    });
    expect((await staff.site('GET', `/wp-json/soul/v1/b2brules?company=${companyId}`)).statusCode).toBe(403);
    expect((await app.t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/b2brules' })).statusCode).toBe(401);
    expect((await (await app.clients.newCustomer()).client.site('GET', '/wp-json/soul/v1/b2brules')).statusCode).toBe(403);
    const admin = (await app.clients.newCustomer({ role: 'administrator' })).client;
    expect((await admin.site('GET', '/wp-json/soul/v1/b2brules')).statusCode).toBe(404);
    expect((await admin.site('GET', `/wp-json/soul/v1/b2brules?company=${companyId}`)).statusCode).toBe(200);
  });
});
