import { DEMO_ACCOUNTS, PgAdminCustomerRepository, recordAdminChange } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../../test/account-clients.ts';
import { createStockedProduct } from '../../../../test/test-products.ts';

/** The back office's audit log (issue 21): written with each admin write, in its transaction; read with filters. */
const context = withAccountApp();
const base = '/wp-json/soul/v1/admin';

async function backOffice(email: string) {
  const client = await context.clients.signedIn(email);
  const nonce = await context.clients.restNonce(client);
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    client.site(method, `${base}${path}`, body, method === 'GET' ? {} : { 'x-wp-nonce': nonce, 'content-type': 'application/json' });
  return { client, send };
}

const menu = (name: string) => ({ menu: name, language: 'en', columns: 2, banner: null, bottomLink: null, items: [] });
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`;

interface Entry {
  id: number;
  date: string;
  actor: { id: number; role: string; email: string };
  entity_type: string;
  entity_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('soul/v1/admin/audit', () => {
  it('records who created, changed and deleted a menu, before → after; filters by entity, action, actor and dates', async () => {
    const manager = await backOffice(DEMO_ACCOUNTS.manager);
    const started = new Date(Date.now() - 1000).toISOString();
    const name = unique('audited');
    const created = await manager.send('POST', '/menus', menu(name));
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await manager.send('PUT', `/menus/${id}`, { ...menu(name), columns: 3 })).statusCode).toBe(200);
    expect((await manager.send('DELETE', `/menus/${id}`)).statusCode).toBe(200);

    const listed = await manager.send('GET', `/audit?entity_type=menu&entity_id=${id}&order=asc`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-wp-total']).toBe('3');
    const entries = listed.json() as Entry[];
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[0]).toMatchObject({
      actor: { role: 'shop_manager', email: DEMO_ACCOUNTS.manager },
      before: null,
      after: { menu: name },
    });
    expect(entries[1]).toMatchObject({ before: { columns: 2 }, after: { columns: 3 } });
    expect(entries[2]).toMatchObject({ before: { columns: 3 }, after: null });

    const updates = (await manager.send('GET', `/audit?entity_type=menu&entity_id=${id}&action=update`)).json() as Entry[];
    expect(updates.map((e) => e.action)).toEqual(['update']);
    const actorId = entries[0]?.actor.id;
    const byActor = (await manager.send('GET', `/audit?actor=${actorId}&entity_id=${id}&entity_type=menu`)).json() as Entry[];
    expect(byActor).toHaveLength(3);
    const admin = await backOffice(DEMO_ACCOUNTS.administrator);
    const adminId = ((await admin.send('GET', '/customers?search=admin%40soulshop.example')).json() as { id: number }[])[0]?.id;
    expect((await manager.send('GET', `/audit?actor=${adminId}&entity_id=${id}&entity_type=menu`)).headers['x-wp-total']).toBe('0');
    expect(
      (await manager.send('GET', `/audit?entity_type=menu&entity_id=${id}&after=${encodeURIComponent(started)}`)).headers['x-wp-total'],
    ).toBe('3');
    expect(
      (await manager.send('GET', `/audit?entity_type=menu&entity_id=${id}&before=${encodeURIComponent(started)}`)).headers['x-wp-total'],
    ).toBe('0');

    const one = await manager.send('GET', `/audit/${entries[1]?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: entries[1]?.id, entity_type: 'menu', action: 'update' });
  });

  it('pages with X-WP-Total and validates its parameters; an unknown entry is 404 in en and lt', async () => {
    const { send } = await backOffice(DEMO_ACCOUNTS.manager);
    await send('POST', '/menus', menu(unique('paged')));
    await send('POST', '/menus', menu(unique('paged')));
    const paged = await send('GET', '/audit?per_page=1&entity_type=menu&action=create');
    expect((paged.json() as unknown[]).length).toBe(1);
    expect(Number(paged.headers['x-wp-total'])).toBeGreaterThanOrEqual(2);
    expect(Number(paged.headers['x-wp-totalpages'])).toBeGreaterThanOrEqual(2);
    expect((await send('GET', '/audit?per_page=101')).statusCode).toBe(400);
    expect((await send('GET', '/audit?after=yesterday')).statusCode).toBe(400);
    const en = await send('GET', '/audit/2147483000');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ code: 'soul_audit_not_found', message: 'No such audit entry.' });
    expect((await send('GET', '/audit/2147483000?lang=lt')).json()).toMatchObject({ message: 'Tokio audito įrašo nėra.' });
  });

  it('writes no audit row for a refused write (a taken menu), and none for a failed audit leaves the change undone', async () => {
    const { send } = await backOffice(DEMO_ACCOUNTS.manager);
    const name = unique('taken');
    expect((await send('POST', '/menus', menu(name))).statusCode).toBe(201);
    const count = async () =>
      Number(
        (
          (await context.t.database.db.execute(sql`SELECT count(*) AS n FROM audit_log WHERE after->>'menu' = ${name}`)).rows[0] as {
            n: string;
          }
        ).n,
      );
    expect(await count()).toBe(1);
    expect((await send('POST', '/menus', menu(name))).statusCode).toBe(409);
    expect(await count()).toBe(1);

    // The change and its row are one transaction: when the audit row cannot be written (an actor that does not exist), the change is undone too.
    const person = await context.clients.newCustomer();
    const repository = new PgAdminCustomerRepository(context.t.database.db);
    await expect(
      repository.update(
        person.userId,
        { firstName: 'Ghost', lastName: 'Edit', phone: '', companyId: null, role: 'customer' },
        { userId: 2147483000, role: 'shop_manager' },
      ),
    ).rejects.toThrow();
    expect(await repository.byId(person.userId)).toMatchObject({ firstName: '', lastName: '' });

    // And a transaction that fails after its audit row keeps neither.
    await expect(
      context.t.database.db.transaction(async (tx) => {
        await recordAdminChange(tx, {
          actor: { userId: person.userId, role: 'shop_manager' },
          entity: 'probe',
          id: person.userId,
          action: 'update',
          before: null,
          after: { x: 1 },
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const probes = await context.t.database.db.execute(sql`SELECT 1 FROM audit_log WHERE subject_type = 'probe'`);
    expect(probes.rows).toHaveLength(0);
  });

  it('audits review moderation with the actor from the session, never from the body', async () => {
    const { send } = await backOffice(DEMO_ACCOUNTS.administrator);
    const productId = await createStockedProduct(context.t.database, { stock: null });
    const review = (
      await context.t.database.db.execute(sql`INSERT INTO reviews (product_id, rating, title, content, author_name, email, lang)
        VALUES (${productId}, 5, 'Good', 'Very good', 'Ona', 'ona@example.lt', 'en') RETURNING id`)
    ).rows[0] as { id: number };
    expect((await send('PUT', `/reviews/${review.id}`, { status: 'approved', actor: { id: 1, role: 'customer' } })).statusCode).toBe(200);
    const [entry] = (await send('GET', `/audit?entity_type=review&entity_id=${review.id}`)).json() as Entry[];
    expect(entry).toMatchObject({
      action: 'transition',
      actor: { role: 'administrator', email: DEMO_ACCOUNTS.administrator },
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('audits customer groups and points adjustments by a shop manager', async () => {
    const { send } = await backOffice(DEMO_ACCOUNTS.manager);
    const group = await send('POST', '/customer-groups', { name: unique('Audited group'), discount_percent: 5 });
    expect(group.statusCode).toBe(201);
    const groupId = (group.json() as { id: number }).id;
    const [created] = (await send('GET', `/audit?entity_type=customer_group&entity_id=${groupId}`)).json() as Entry[];
    expect(created).toMatchObject({ action: 'create', actor: { role: 'shop_manager' }, after: { discountPercent: 5 } });

    const person = await context.clients.newCustomer();
    const adjusted = await send('POST', '/points', { customer: person.userId, points: 40, details: 'Goodwill' });
    expect(adjusted.statusCode).toBe(201);
    const entries = (await send('GET', '/audit?entity_type=points&action=create&per_page=100')).json() as Entry[];
    expect(entries.find((e) => e.after?.['user_id'] === person.userId)).toMatchObject({ after: { points: 40, details: 'Goodwill' } });
  });
});
