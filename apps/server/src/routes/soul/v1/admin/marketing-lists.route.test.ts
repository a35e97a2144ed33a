import { DEMO_ACCOUNTS } from '@soul/db';
import { NEWSLETTER_LISTS } from '@soul/domain/marketing/lists';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../../test/account-clients.ts';
import { StoreClient } from '../../../../test/store-client.ts';

const context = withAccountApp();
const base = '/wp-json/soul/v1/admin/marketing-lists';
const listId = (name: string) => `${name}${Math.random().toString(36).slice(2, 8)}`;

async function signedIn(account: string) {
  const client = await context.clients.signedIn(account);
  const nonce = await context.clients.restNonce(client);
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, options: { lang?: string; nonce?: string } = {}) =>
    client.site(method, `${base}${path}${options.lang ? `?lang=${options.lang}` : ''}`, body, {
      'x-wp-nonce': options.nonce ?? nonce,
      'content-type': 'application/json',
    });
  return { client, send };
}

/** Puts an e-mail on a list the way a sign-up leaves it (profile and membership). */
async function member(list: string, status: 'subscribed' | 'unsubscribed') {
  const email = `${listId('member')}@example.lt`;
  await context.t.database.db.execute(sql`WITH p AS (INSERT INTO marketing_profiles (email) VALUES (${email}) RETURNING id)
    INSERT INTO marketing_list_members (list_id, profile_id, status) SELECT ${list}, id, ${status} FROM p`);
  return email;
}

describe('soul/v1/admin/marketing-lists/{id} (the admin convention)', () => {
  it('GET one (404 when unknown), PUT renames it (the id stays), DELETE removes an empty one (200 with it, then 404)', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.administrator);
    const id = listId('Spring');
    expect((await admin.send('POST', '', { id, name: 'Spring offers' })).statusCode).toBe(201);
    const read = await admin.send('GET', `/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ id, name: 'Spring offers', subscribers: 0 });

    const renamed = await admin.send('PUT', `/${id}`, { name: '  Summer offers ', id: 'Ignored' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, name: 'Summer offers', subscribers: 0 });
    expect((await admin.send('GET', `/${id}`)).json()).toEqual({ id, name: 'Summer offers', subscribers: 0 });

    // Someone who left the list does not keep it: their membership goes, their consent history stays.
    await member(id, 'unsubscribed');
    const deleted = await admin.send('DELETE', `/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id, name: 'Summer offers', subscribers: 0 });
    const gone = await admin.send('GET', `/${id}?lang=lt`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'soul_list_not_found', message: 'Tokio naujienlaiškio sąrašo nėra.' });
    expect((await admin.send('PUT', `/${id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await admin.send('DELETE', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a list people are subscribed to, and the shop’s own newsletter lists (409, en and lt)', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.administrator);
    const id = listId('Busy');
    await admin.send('POST', '', { id, name: 'Busy' });
    await member(id, 'subscribed');
    await member(id, 'subscribed');
    const refused = await admin.send('DELETE', `/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'soul_list_has_subscribers',
      message: 'This list still has subscribers (2). A list is deleted only when nobody is subscribed to it.',
    });
    expect((await admin.send('DELETE', `/${id}`, undefined, { lang: 'lt' })).json()).toMatchObject({
      message: 'Šis sąrašas dar turi prenumeratorių (2). Sąrašą galima ištrinti tik tada, kai jo niekas neprenumeruoja.',
    });
    expect((await admin.send('GET', `/${id}`)).json()).toEqual({ id, name: 'Busy', subscribers: 2 });

    const newsletter = await admin.send('DELETE', `/${NEWSLETTER_LISTS.default}`, undefined, { lang: 'lt' });
    expect(newsletter.statusCode).toBe(409);
    expect(newsletter.json()).toMatchObject({
      code: 'soul_list_in_use',
      message: 'Tai parduotuvės naujienlaiškio sąrašas (jį naudoja atsiskaitymo ir prenumeratos formos), jo ištrinti negalima.',
    });
    expect((await admin.send('GET', `/${NEWSLETTER_LISTS.germany}`)).statusCode).toBe(200);
  });

  it('is for administrators only: guest 401, customer 403, a forged nonce 403, a bad body 400', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.administrator);
    const id = listId('Guarded');
    await admin.send('POST', '', { id, name: 'Guarded' });

    const guest = await new StoreClient(context.t.app).start();
    expect((await guest.site('GET', `${base}/${id}`)).statusCode).toBe(401);
    expect((await guest.site('PUT', `${base}/${id}`, { name: 'X' }, { 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await guest.site('DELETE', `${base}/${id}`)).statusCode).toBe(401);

    const customer = await signedIn(DEMO_ACCOUNTS.customer);
    expect((await customer.send('GET', `/${id}`)).statusCode).toBe(403);
    expect((await customer.send('PUT', `/${id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await customer.send('DELETE', `/${id}`)).statusCode).toBe(403);

    const forgedPut = await admin.send('PUT', `/${id}`, { name: 'X' }, { nonce: 'forged' });
    expect(forgedPut.statusCode).toBe(403);
    expect(forgedPut.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect((await admin.send('DELETE', `/${id}`, undefined, { nonce: 'forged' })).statusCode).toBe(403);

    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(201) }, { name: 5 }]) {
      const bad = await admin.send('PUT', `/${id}`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
    // Nothing of that changed it.
    expect((await admin.send('GET', `/${id}`)).json()).toEqual({ id, name: 'Guarded', subscribers: 0 });
  });
});
