import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyDemoDownloads, DEMO } from '@soul/db';
import type { AccountOrder, DigitalPurchase } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../test/account-clients.ts';
import { billingAddress } from '../../../test/checkout-bodies.ts';
import type { StoreClient } from '../../../test/store-client.ts';

const downloadsDir = path.join(tmpdir(), `soul-downloads-${randomBytes(4).toString('hex')}`);
const app = withAccountApp({}, { downloadsDir });
beforeAll(async () => copyDemoDownloads(downloadsDir));

const purchasesOf = async (client: StoreClient, lang = 'en') =>
  (await client.site('GET', `/wp-json/soul/v1/digital-downloads?lang=${lang}`)).json() as DigitalPurchase[];
const guideOf = async (client: StoreClient) => (await purchasesOf(client)).find((p) => p.product_id === DEMO.products.digitalGuide);

/** A new customer who bought the guide and the course with a card (paid at once). */
async function buyer() {
  const customer = await app.clients.newCustomer();
  const orderId = await app.clients.placeOrder(customer.client, {
    products: [
      { id: DEMO.products.digitalGuide, quantity: 1 },
      { id: DEMO.products.digitalCourse, quantity: 1 },
    ],
    card: true,
  });
  return { ...customer, orderId };
}

describe('soul/v1 digital-downloads', () => {
  it('lists a paid order’s files with the spec’s columns and a signed link, in the reader’s language', async () => {
    const { client, orderId } = await buyer();
    const purchases = await purchasesOf(client, 'lt');
    expect(purchases).toHaveLength(2);
    const guide = purchases.find((p) => p.product_id === DEMO.products.digitalGuide);
    expect(guide).toMatchObject({
      name: 'Žarnyno sveikatos gidas (PDF)',
      file_name: 'gut-health-guide.pdf',
      type: 'file',
      order_id: orderId,
      total: 990,
      currency: 'EUR',
      downloads_remaining: 5,
      state: 'available',
    });
    const days = (Date.parse(guide?.access_expires ?? '') - Date.parse(guide?.purchased_at ?? '')) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    expect(guide?.url).toMatch(/^\/digital-downloads\/\d+\?e=\d+&l=[\w-]+&s=[\w-]+$/);
    expect(purchases.find((p) => p.type === 'video')).toMatchObject({ downloads_remaining: null, file_name: 'morning-energy-course.mp4' });
  });

  it('serves the file once per link, counts down to the limit, then refuses with 410', async () => {
    const { client } = await buyer();
    for (let left = 4; left >= 0; left--) {
      const url = (await guideOf(client))?.url ?? '';
      const file = await client.site('GET', url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="gut-health-guide.pdf"');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await guideOf(client))?.downloads_remaining).toBe(left);
    }
    expect(await guideOf(client)).toMatchObject({ state: 'used_up', url: null, downloads_remaining: 0 });
    const purchase = await guideOf(client);
    const stale = await client.site(
      'GET',
      `/digital-downloads/${purchase?.id}?e=${Math.floor(Date.now() / 1000) + 60}&l=abcdefghijklmnopqrst&s=x`,
    );
    expect(stale.statusCode).toBe(403);
  });

  it('lets a video link seek (range requests) without counting each request', async () => {
    const { client } = await buyer();
    const course = (await purchasesOf(client)).find((p) => p.type === 'video');
    const first = await client.site('GET', course?.url ?? '', undefined, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(first.headers['content-disposition']).toContain('inline');
    expect((await client.site('GET', course?.url ?? '', undefined, { range: 'bytes=100-' })).statusCode).toBe(206);
  });

  it('refuses a link of another user, a forged or expired one, and anonymous callers', async () => {
    const { client } = await buyer();
    const url = (await guideOf(client))?.url ?? '';
    const other = await app.clients.newCustomer();
    expect((await other.client.site('GET', url)).statusCode).toBe(403);
    expect((await other.client.site('GET', '/wp-json/soul/v1/digital-downloads')).json()).toEqual([]);
    expect((await client.site('GET', url.replace(/s=[\w-]+/, 's=AAAA'))).statusCode).toBe(403);
    expect((await client.site('GET', url.replace(/e=\d+/, `e=${Math.floor(Date.now() / 1000) - 1}`))).statusCode).toBe(403);
    expect((await client.site('GET', url.replace(/\/\d+\?/, '/999999?'))).statusCode).toBe(403);
    expect((await app.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/digital-downloads' })).statusCode).toBe(401);
    expect((await guideOf(client))?.downloads_remaining).toBe(5);
  });

  it('grants nothing before payment and revokes a refunded order’s files, whatever path moved the order', async () => {
    const unpaid = await app.clients.newCustomer();
    await app.clients.placeOrder(unpaid.client, { products: [{ id: DEMO.products.digitalGuide, quantity: 1 }], method: 'bacs' });
    expect(await purchasesOf(unpaid.client)).toEqual([]);

    const { client, orderId } = await buyer();
    const url = (await guideOf(client))?.url ?? '';
    await app.t.database.db.execute(sql`UPDATE orders SET status = 'refunded' WHERE id = ${orderId}`);
    expect(await guideOf(client)).toMatchObject({ state: 'revoked', url: null });
    // A page (the link is opened in the browser), in the reader's language, saying why.
    const refused = await client.site('GET', `${url}&lang=lt`);
    expect(refused.statusCode).toBe(410);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('grąžinti pinigai');
  });
});

describe('a cart of downloads', () => {
  it('needs no delivery: no rates, no shipping cost, no cash on delivery; the order has no shipping line', async () => {
    const { client } = await app.clients.newCustomer();
    expect((await client.add(DEMO.products.digitalGuide, 1)).statusCode).toBe(201);
    const address = await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'LT', postcode: 'LT-01103' } });
    expect(address.json()).toMatchObject({ needs_shipping: false, shipping_rates: [], totals: { total_price: '990' } });

    const cod = await client.request('POST', '/checkout', { billing_address: billingAddress('files@example.lt'), payment_method: 'cod' });
    expect(cod.statusCode).toBe(400);
    expect(cod.body).toContain('Cash on delivery needs a parcel');

    const orderId = await app.clients.placeOrder(client, { products: [], card: true });
    const order = (await client.site('GET', `/wp-json/soul/v1/orders/${orderId}`)).json() as AccountOrder;
    expect(order).toMatchObject({ total: '990', total_shipping: '0', shipping_lines: [] });
  });

  it('ships a parcel as soon as a product with one is in the cart too', async () => {
    const { client } = await app.clients.newCustomer();
    expect((await client.add(DEMO.products.digitalGuide, 1)).statusCode).toBe(201);
    expect((await client.add(DEMO.products.simple, 1)).statusCode).toBe(201);
    const cart = (
      await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'LT', postcode: 'LT-01103' } })
    ).json() as {
      needs_shipping: boolean;
      shipping_rates: { shipping_rates: unknown[] }[];
    };
    expect(cart.needs_shipping).toBe(true);
    expect(cart.shipping_rates[0]?.shipping_rates.length).toBeGreaterThan(0);
  });

  it('shows no delivery choice on the checkout page, and no cash on delivery, in both languages', async () => {
    const { client } = await app.clients.newCustomer();
    expect((await client.add(DEMO.products.digitalCourse, 1)).statusCode).toBe(201);
    const en = await client.site('GET', '/checkout');
    expect(en.body).toContain('Nothing to ship');
    expect(en.body).not.toContain('value="cod"');
    const lt = await client.site('GET', '/lt/checkout');
    expect(lt.body).toContain('Nieko nesiunčiame');
  });
});

describe('soul/v1/admin/product-downloads', () => {
  const BOUNDARY = 'soul-test-boundary';
  const multipart = (fields: Record<string, string>, file: Buffer) =>
    Buffer.concat([
      Buffer.from(
        Object.entries(fields)
          .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join('') +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  const upload = async (client: StoreClient, fields: Record<string, string>, file: Buffer) =>
    client.site('POST', '/wp-json/soul/v1/admin/product-downloads?lang=lt', multipart(fields, file), {
      'x-wp-nonce': await app.clients.restNonce(client),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    });

  it('lists, uploads (checked by its bytes), changes and removes product files; administrators only', async () => {
    const admin = await app.clients.signedIn('admin@soulshop.example');
    const listed = await admin.site('GET', `/wp-json/soul/v1/admin/product-downloads?product=${DEMO.products.digitalGuide}`);
    expect(listed.headers['x-wp-total']).toBe('1');
    expect(listed.json()).toMatchObject([{ name: 'Gut Health Guide', type: 'file', download_limit: 5, access_days: 365 }]);

    const fields = { product_id: String(DEMO.products.simple), name: 'Vartojimo gidas ąčę', download_limit: '3', access_days: '' };
    const refused = await upload(admin, fields, Buffer.from('just some text, not a PDF'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'soul_invalid_file_type', message: expect.stringContaining('Įkelkite PDF') });
    const created = await upload(admin, fields, Buffer.from('%PDF-1.7\n%…the rest of a PDF'));
    expect(created.statusCode).toBe(201);
    const file = created.json() as {
      id: number;
      file_name: string;
      download_limit: number;
      access_days: number | null;
      content_type: string;
    };
    expect(file).toMatchObject({
      file_name: 'vartojimo-gidas-ace.pdf',
      download_limit: 3,
      access_days: null,
      content_type: 'application/pdf',
    });
    const unknownProduct = await upload(admin, { ...fields, product_id: '999999' }, Buffer.from('%PDF-1.7\n'));
    expect(unknownProduct.statusCode).toBe(404);

    const nonce = await app.clients.restNonce(admin);
    const changed = await admin.site(
      'PUT',
      `/wp-json/soul/v1/admin/product-downloads/${file.id}`,
      { name: 'Guide', download_limit: null, access_days: 30, position: 1 },
      { 'x-wp-nonce': nonce, 'content-type': 'application/json' },
    );
    expect(changed.json()).toMatchObject({ name: 'Guide', download_limit: null, access_days: 30 });
    const bad = await admin.site(
      'PUT',
      `/wp-json/soul/v1/admin/product-downloads/${file.id}`,
      { name: '', download_limit: 0, access_days: 30 },
      { 'x-wp-nonce': nonce, 'content-type': 'application/json' },
    );
    expect(bad.statusCode).toBe(400);

    // A file someone bought stays (their access with it); one nobody bought goes.
    await buyer();
    const guideId = (listed.json() as { id: number }[])[0]?.id;
    const kept = await admin.site('DELETE', `/wp-json/soul/v1/admin/product-downloads/${guideId}`, undefined, { 'x-wp-nonce': nonce });
    expect(kept.statusCode).toBe(409);
    const removed = await admin.site('DELETE', `/wp-json/soul/v1/admin/product-downloads/${file.id}`, undefined, { 'x-wp-nonce': nonce });
    expect(removed.statusCode).toBe(200);
    expect((await admin.site('GET', `/wp-json/soul/v1/admin/product-downloads/${file.id}`)).statusCode).toBe(404);

    const { client: customer } = await app.clients.newCustomer();
    expect((await customer.site('GET', '/wp-json/soul/v1/admin/product-downloads')).statusCode).toBe(403);
    expect((await upload(customer, fields, Buffer.from('%PDF-1.7\n'))).statusCode).toBe(403);
  });
});

describe('a digital product’s page', () => {
  it('shows no parcel weight or size and no ingredients, and says where the file will be', async () => {
    const { client } = await app.clients.newCustomer();
    const page = await client.site('GET', '/product/gut-health-guide-pdf');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('>Weight<');
    const content = await client.site('GET', `/wp-json/soul/v1/admin/product-contents/${DEMO.products.digitalGuide}`);
    expect(content.statusCode).toBe(403);
    const stored = (
      await app.t.database.db.execute(
        sql`SELECT ingredients, how_to_use FROM product_content WHERE product_id = ${DEMO.products.digitalGuide} AND lang = 'lt'`,
      )
    ).rows[0] as { ingredients: string; how_to_use: string };
    expect(stored).toEqual({ ingredients: '', how_to_use: expect.stringContaining('Skaitmeniniai pirkiniai') });
  });
});
