import { DEMO_ACCOUNTS } from '@soul/db';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';

const context = withAccountApp();
const get = (url: string, headers: Record<string, string> = {}) => context.t.app.inject({ method: 'GET', url, headers });
const admin = '/wp-json/soul/v1/admin/menus';

interface Node {
  id: number;
  title: string;
  url: string;
  target: string;
  description: string;
  children: Node[];
}

async function administrator() {
  const client = await context.clients.signedIn(DEMO_ACCOUNTS.administrator);
  const nonce = await context.clients.restNonce(client);
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    client.site(method, `${admin}${path}`, body, { 'x-wp-nonce': nonce, 'content-type': 'application/json' });
  return { client, send };
}

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`;
const item = (id: number, title: string, children: unknown[] = []) => ({ id, title, url: '/products', children });

describe('GET soul/v1/menus/{menu} (storefront §7)', () => {
  it('answers the demo shop menu per language: the shopping categories, no upsell category, with its headers', async () => {
    const en = await get('/wp-json/soul/v1/menus/shop');
    expect(en.statusCode).toBe(200);
    expect(en.headers['x-menu-version']).toMatch(/^\d+$/);
    expect(new Date(String(en.headers['last-modified'])).getTime()).not.toBeNaN();
    expect(en.headers['etag']).toMatch(/^"menu-\d+-\d+"$/);
    expect(en.headers['cache-control']).toBe('no-cache');
    const nodes = en.json() as Node[];
    expect(nodes.map((n) => n.title)).toEqual(['Shop by category', 'Shop by need', 'Learn more']);
    const categories = nodes[0]!.children.map((n) => n.url);
    expect(categories).toContain('/product-category/energy');
    expect(categories.some((url) => url.includes('add-to-your-order'))).toBe(false);
    expect(nodes[2]!.children.some((n) => n.target === '_blank')).toBe(true);

    const lt = (await get('/wp-json/soul/v1/menus/shop?lang=lt')).json() as Node[];
    expect(lt[0]!.title).toBe('Pagal kategoriją');
    expect(lt[0]!.children.map((n) => n.url)).toContain('/lt/product-category/energija');
    expect(lt[0]!.children.some((n) => n.url.includes('papildykite-uzsakyma'))).toBe(false);
  });

  it('answers 304 to If-None-Match and to If-Modified-Since when the copy is current, 200 otherwise', async () => {
    const first = await get('/wp-json/soul/v1/menus/shop');
    const etag = String(first.headers['etag']);
    const lastModified = String(first.headers['last-modified']);
    const byTag = await get('/wp-json/soul/v1/menus/shop', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers['x-menu-version']).toBe(first.headers['x-menu-version']);
    expect((await get('/wp-json/soul/v1/menus/shop', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get('/wp-json/soul/v1/menus/shop', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get('/wp-json/soul/v1/menus/shop', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110).
    expect((await get('/wp-json/soul/v1/menus/shop', { 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(
      200,
    );
    const old = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get('/wp-json/soul/v1/menus/shop', { 'if-modified-since': old })).statusCode).toBe(200);
  });

  it('an unknown menu is 404 and no id is "An identifier is required", in the API error shape and language', async () => {
    const unknown = await get('/wp-json/soul/v1/menus/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'soul_menu_not_found', message: 'No menu found', data: { status: 404 } });
    for (const path of ['/wp-json/soul/v1/menus', '/wp-json/soul/v1/menus/']) {
      const missing = await get(path);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ code: 'soul_menu_id_required', message: 'An identifier is required', data: { status: 400 } });
    }
    expect((await get('/wp-json/soul/v1/menus?lang=lt')).json()).toMatchObject({ message: 'Būtinas identifikatorius' });
    expect((await get('/wp-json/soul/v1/menus/nope?lang=lt')).json()).toMatchObject({ message: 'Meniu nerastas' });
  });

  it('pages embed the menu widget props with its version and the defaults of storefront §9', async () => {
    const page = await get('/lt/products');
    const props = JSON.parse(/<script id="soul-props-dynamic-menu" type="application\/json">(.*?)<\/script>/.exec(page.body)![1]!) as {
      version: number;
      bottomLink: { label: string; url: string };
      banner: { alt: string };
    };
    const version = Number((await get('/wp-json/soul/v1/menus/shop?lang=lt')).headers['x-menu-version']);
    expect(props.version).toBe(version);
    expect(props.bottomLink).toMatchObject({ label: 'Peržiūrėti visus produktus', url: '/lt/products' });
    expect(props.banner.alt).toBe('Atlikite 60 sekundžių testą');
    expect(page.body).toContain('id="soul-menu-button"');
  });
});

describe('soul/v1/admin/menus (the admin convention)', () => {
  it('is for administrators only: a guest 401, a customer 403', async () => {
    const guest = await new StoreClient(context.t.app).start();
    expect((await guest.site('GET', admin)).statusCode).toBe(401);
    const customer = await context.clients.signedIn(DEMO_ACCOUNTS.customer);
    expect((await customer.site('GET', admin)).statusCode).toBe(403);
    const nonce = await context.clients.restNonce(customer);
    const body = { menu: unique('x'), language: 'en', items: [] };
    expect((await customer.site('POST', admin, body, { 'x-wp-nonce': nonce, 'content-type': 'application/json' })).statusCode).toBe(403);
  });

  it('creates (201), lists, reads, replaces (the version moves on and old copies are stale) and deletes a menu', async () => {
    const { send } = await administrator();
    const name = unique('footer');
    const created = await send('POST', '', { menu: name, language: 'lt', columns: 2, items: [item(1, 'Pirmas', [item(2, 'Antras')])] });
    expect(created.statusCode).toBe(201);
    const menu = created.json() as { id: number; version: number; items: Node[] };
    expect(menu.items[0]).toMatchObject({ id: 1, target: '_self', description: '', children: [{ id: 2, title: 'Antras' }] });
    expect((await send('POST', '', { menu: name, language: 'lt', items: [] })).statusCode).toBe(409);

    const listed = await send('GET', `?search=${name}&language=lt`);
    expect(listed.headers['x-wp-total']).toBe('1');
    expect((await send('GET', `/${menu.id}`)).json()).toMatchObject({ id: menu.id, menu: name, columns: 2 });

    const shown = await get(`/wp-json/soul/v1/menus/${name}?lang=lt`);
    expect(shown.statusCode).toBe(200);
    expect((await get(`/wp-json/soul/v1/menus/${name}?lang=en`)).statusCode).toBe(404);
    const etag = String(shown.headers['etag']);

    const replaced = await send('PUT', `/${menu.id}`, { menu: name, language: 'lt', columns: 4, items: [item(3, 'Trečias')] });
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json() as { version: number };
    expect(after.version).toBeGreaterThan(menu.version);
    const fresh = await get(`/wp-json/soul/v1/menus/${name}?lang=lt`, { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-menu-version']).toBe(String(after.version));
    expect((fresh.json() as Node[]).map((n) => n.title)).toEqual(['Trečias']);

    const deleted = await send('DELETE', `/${menu.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await send('GET', `/${menu.id}`)).statusCode).toBe(404);
    expect((await get(`/wp-json/soul/v1/menus/${name}?lang=lt`)).statusCode).toBe(404);
  });

  it('refuses a tree with repeated ids, a fourth level, bad columns or an unsafe URL', async () => {
    const { send } = await administrator();
    const name = unique('bad');
    const repeated = await send('POST', '', { menu: name, language: 'en', items: [item(1, 'A'), item(1, 'B')] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ message: 'The menu is not valid: every item needs its own id' });
    const deep = await send('POST', '', {
      menu: name,
      language: 'en',
      items: [item(1, 'A', [item(2, 'B', [item(3, 'C', [item(4, 'D')])])])],
    });
    expect(deep.statusCode).toBe(400);
    expect((await send('POST', '', { menu: name, language: 'en', columns: 5, items: [] })).statusCode).toBe(400);
    const script = await send('POST', '', { menu: name, language: 'en', items: [{ ...item(1, 'A'), url: 'javascript:alert(1)' }] });
    expect(script.statusCode).toBe(400);
    expect((await send('PUT', '/2147483000', { menu: name, language: 'en', items: [] })).statusCode).toBe(404);
  });
});
