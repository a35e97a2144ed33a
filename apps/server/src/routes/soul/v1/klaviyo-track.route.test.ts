import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

const ctx = withAccountApp();

const sessionOf = (client: StoreClient) => client.cookie.replace('soul_session=', '');
const eventsOf = async (client: StoreClient, kind: string) =>
  (
    await ctx.t.database.db.execute(
      sql`SELECT email, payload FROM marketing_events WHERE kind = ${kind} AND session_token = ${sessionOf(client)} ORDER BY id`,
    )
  ).rows as { email: string | null; payload: Record<string, unknown> }[];

describe('POST /wp-json/soul/v1/klaviyo-track (account §7)', () => {
  it('records viewed product and added to cart for a guest, anonymously, with the language', async () => {
    const guest = (await new StoreClient(ctx.t.app).start()).decideConsent(['marketing']);
    const viewed = await soulPost(ctx.clients, guest, 'klaviyo-track', {
      event_type: 'viewed_product',
      ProductID: 10,
      ProductName: 'Energy Complex',
    });
    expect(viewed.statusCode).toBe(201);
    expect(viewed.json()).toEqual({ success: true });
    expect(await eventsOf(guest, 'viewed_product')).toEqual([
      { email: null, payload: { ProductID: 10, ProductName: 'Energy Complex', current_language: 'en' } },
    ]);
  });

  it('ties the event to the signed-in customer’s e-mail, never to one the body names', async () => {
    const { client, email } = await ctx.clients.newCustomer();
    client.decideConsent(['marketing']);
    const added = await soulPost(ctx.clients, client, 'klaviyo-track', {
      event_type: 'added_to_cart',
      email: 'someone@else.lt',
      quantity: 2,
    });
    expect(added.statusCode).toBe(201);
    const [event] = await eventsOf(client, 'added_to_cart');
    expect(event?.email).toBe(email);
  });

  it('builds started checkout from the server’s cart: quantity, totals, contents and the cart link', async () => {
    const product = await createStockedProduct(ctx.t.database, { stock: null, priceCents: 1200 });
    const guest = (await new StoreClient(ctx.t.app).start()).decideConsent(['marketing']);
    await guest.add(product, 3);
    const started = await soulPost(ctx.clients, guest, 'klaviyo-track', {
      event_type: 'started_checkout',
      cart_totals: { total_price: '1' },
    });
    expect(started.statusCode).toBe(201);
    const [event] = await eventsOf(guest, 'started_checkout');
    // The totals are the server's (the quantity discount included), not the '1' the body claimed.
    const { total_price } = (await guest.cart()).totals;
    expect(total_price).not.toBe('1');
    expect(event?.payload).toMatchObject({ quantity: 3, cart_totals: { total_price }, cart_contents: [{ id: product, quantity: 3 }] });
    const link = new URL(String(event?.payload.cart_link));
    expect(link.origin).toBe('http://shop.test');
    expect(JSON.parse(Buffer.from(link.searchParams.get('rebuild_cart') ?? '', 'base64').toString())).toEqual([
      { id: product, quantity: 3 },
    ]);
  });

  it('records nothing without the visitor’s consent to e-mail marketing (200, success false)', async () => {
    const guest = await new StoreClient(ctx.t.app).start();
    const refused = await soulPost(ctx.clients, guest, 'klaviyo-track', { event_type: 'viewed_product', ProductID: 10 });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ success: false });
    guest.decideConsent(['analytics']);
    expect((await soulPost(ctx.clients, guest, 'klaviyo-track', { event_type: 'viewed_product', ProductID: 10 })).json()).toEqual({
      success: false,
    });
    expect(await eventsOf(guest, 'viewed_product')).toEqual([]);
  });

  it('refuses an unknown event type (400 rest_invalid_param) in the reader’s language, and a body without one', async () => {
    const guest = (await new StoreClient(ctx.t.app).start()).decideConsent(['marketing']);
    const unknown = await soulPost(ctx.clients, guest, 'klaviyo-track?lang=lt', { event_type: 'placed_order' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'rest_invalid_param', message: 'Nežinomas įvykio tipas.' });
    const missing = await soulPost(ctx.clients, guest, 'klaviyo-track', { ProductID: 10 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'rest_invalid_param' });
    expect(await eventsOf(guest, 'placed_order')).toEqual([]);
  });

  it('needs the REST nonce (403 rest_cookie_invalid_nonce) and records nothing without it', async () => {
    const guest = (await new StoreClient(ctx.t.app).start()).decideConsent(['marketing']);
    const refused = await soulPost(ctx.clients, guest, 'klaviyo-track', { event_type: 'viewed_product' }, 'forged');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect(await eventsOf(guest, 'viewed_product')).toEqual([]);
  });
});

describe('GET /wp-json/soul/v1/admin/marketing-lists (admin routes)', () => {
  it('lists the newsletter lists with their subscriber counts and paging headers, for administrators only', async () => {
    const admin = await ctx.clients.signedIn(DEMO_ACCOUNTS.administrator);
    // Other test files (the fuzz test) may create lists meanwhile: the counts are checked for consistency, the demo lists by search.
    const listed = await admin.site('GET', '/wp-json/soul/v1/admin/marketing-lists?per_page=1');
    expect(listed.statusCode).toBe(200);
    const total = Number(listed.headers['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(listed.headers['x-wp-totalpages']).toBe(String(total));
    expect(listed.json()).toHaveLength(1);
    expect((await admin.site('GET', '/wp-json/soul/v1/admin/marketing-lists?search=germany')).json()).toEqual([
      { id: 'SoulDE', name: 'Newsletter (Germany)', subscribers: expect.any(Number) },
    ]);
    expect((await admin.site('GET', '/wp-json/soul/v1/admin/marketing-lists?page=100000')).json()).toEqual([]);
    expect((await admin.site('GET', '/wp-json/soul/v1/admin/marketing-lists?per_page=101')).statusCode).toBe(400);
    const { client } = await ctx.clients.newCustomer();
    client.decideConsent(['marketing']);
    expect((await client.site('GET', '/wp-json/soul/v1/admin/marketing-lists')).statusCode).toBe(403);
    const guest = (await new StoreClient(ctx.t.app).start()).decideConsent(['marketing']);
    expect((await guest.site('GET', '/wp-json/soul/v1/admin/marketing-lists')).statusCode).toBe(401);
  });

  it('POST creates a list (201), refuses a taken id (409, en/lt) and a bad body (400), administrators only with the REST nonce', async () => {
    const admin = await ctx.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const id = `Test${Date.now()}`;
    const created = await soulPost(ctx.clients, admin, 'admin/marketing-lists', { id, name: 'Spring offers' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id, name: 'Spring offers', subscribers: 0 });
    const again = await soulPost(ctx.clients, admin, 'admin/marketing-lists?lang=lt', { id, name: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'soul_list_exists', message: 'Sąrašas su tokiu ID jau yra.' });
    expect((await soulPost(ctx.clients, admin, 'admin/marketing-lists', { id: 'has space', name: 'X' })).statusCode).toBe(400);
    expect((await soulPost(ctx.clients, admin, 'admin/marketing-lists', { id: `${id}b`, name: 'X' }, 'forged')).statusCode).toBe(403);
    const { client } = await ctx.clients.newCustomer();
    client.decideConsent(['marketing']);
    expect((await soulPost(ctx.clients, client, 'admin/marketing-lists', { id: `${id}c`, name: 'X' })).statusCode).toBe(403);
    expect((await admin.site('GET', `/wp-json/soul/v1/admin/marketing-lists?search=${id}`)).json()).toEqual([
      { id, name: 'Spring offers', subscribers: 0 },
    ]);
  });
});
