import { DEMO, DEMO_ACCOUNTS } from '@soul/db';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../../test/account-clients.ts';

const context = withAccountApp();
const base = '/wp-json/soul/v1/admin/product-contents';

async function signedIn(account: string) {
  const client = await context.clients.signedIn(account);
  const nonce = await context.clients.restNonce(client);
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, lang?: string) =>
    client.site(method, `${base}${path}${lang ? `${path.includes('?') ? '&' : '?'}lang=${lang}` : ''}`, body, {
      'x-wp-nonce': nonce,
      'content-type': 'application/json',
    });
  return { client, send };
}

const texts = (word: string) => ({
  ingredients: `${word} ingredients`,
  how_to_use: `${word} directions`,
  delivery_returns: `${word} delivery`,
});

describe('soul/v1/admin/product-contents (the admin convention)', () => {
  it('lists the demo texts with paging headers, sorted by name and searched by it', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.administrator);
    const page = await admin.send('GET', '?per_page=5&orderby=name&order=asc');
    expect(page.statusCode).toBe(200);
    expect(Number(page.headers['x-wp-total'])).toBeGreaterThan(30);
    const rows = page.json() as Array<{ product_name: string; en: { ingredients: string } }>;
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.product_name)).toEqual([...rows.map((row) => row.product_name)].sort((a, b) => a.localeCompare(b, 'en')));
    const found = (await admin.send('GET', '?search=energy%20complex')).json() as Array<{
      product_id: number;
      lt: { ingredients: string };
    }>;
    expect(found.map((row) => row.product_id)).toContain(DEMO.products.subscriptionTiers);
    expect(found[0]?.lt.ingredients).toContain('rodiolės');
  });

  it('PUT replaces both languages and the product page shows it at once; DELETE removes them, POST writes them back', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.administrator);
    const id = DEMO.products.simple;
    const before = (await admin.send('GET', `/${id}`)).json() as Record<string, unknown>;
    const put = await admin.send('PUT', `/${id}`, { en: { ...texts('Fresh'), ingredients: '  Fresh ingredients ' }, lt: texts('Nauja') });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ product_id: id, en: texts('Fresh'), lt: texts('Nauja') });
    const product = (await context.t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products/${id}` })).json() as { slug: string };
    const page = await context.t.app.inject({ method: 'GET', url: `/product/${product.slug}` });
    expect(page.body).toContain('Fresh ingredients');

    const deleted = await admin.send('DELETE', `/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ product_id: id, en: texts('Fresh') });
    const gone = await admin.send('GET', `/${id}`, undefined, 'lt');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: 'soul_product_content_not_found',
      message: 'Šis produktas neturi išskleidžiamų skilčių tekstų.',
    });
    expect((await admin.send('PUT', `/${id}`, { en: texts('x'), lt: texts('y') })).statusCode).toBe(404);

    const created = await admin.send('POST', '', { product_id: id, en: before.en, lt: before.lt });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(before);
    const again = await admin.send('POST', '', { product_id: id, en: texts('x'), lt: texts('y') });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'soul_product_content_exists' });
  });

  it('refuses unknown products, bad ids and overlong texts', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.administrator);
    expect((await admin.send('POST', '', { product_id: 2147483000, en: texts('x'), lt: texts('y') })).statusCode).toBe(404);
    expect((await admin.send('GET', '/not-an-id')).statusCode).toBe(404);
    const long = await admin.send('PUT', `/${DEMO.products.simple}`, {
      en: { ...texts('x'), ingredients: 'a'.repeat(5001) },
      lt: texts('y'),
    });
    expect(long.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const customer = await signedIn(DEMO_ACCOUNTS.buyer);
    expect((await customer.send('GET', '')).statusCode).toBe(403);
    expect((await customer.send('PUT', `/${DEMO.products.simple}`, { en: texts('x'), lt: texts('y') })).statusCode).toBe(403);
  });
});
