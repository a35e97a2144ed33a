import { consentCookieValue, newConsentRecord } from '@soul/contracts/consent';
import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients } from '../test/account-clients.ts';
import { StoreClient } from '../test/store-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Referral links (storefront §1, §4; account §2, §7): codes, the short link, `?ref=`, reflink and the history. */
let t: TestApp;
let clients: AccountClients;
beforeAll(async () => {
  t = await createTestApp();
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const MARKETING = `cc_cookie=${consentCookieValue(newConsentRecord({ categories: ['marketing'] }))}`;
const NECESSARY = `cc_cookie=${consentCookieValue(newConsentRecord({ categories: [] }))}`;

async function reflink(client: StoreClient, userid: number) {
  const nonce = await clients.restNonce(client);
  return client.site('POST', '/wp-json/soul/v1/reflink', JSON.stringify({ userid, affiliateid: userid }), {
    'x-wp-nonce': nonce,
    'content-type': 'application/json',
  });
}

const affiliateCookie = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).find((c) => c.startsWith('soul_affiliate='));

describe('referral links', () => {
  it('gives a customer their own link, the same every time; not someone else’s; an administrator anyone’s', async () => {
    const friend = await clients.newCustomer();
    const other = await clients.newCustomer();
    const first = await reflink(friend.client, friend.userId);
    expect(first.statusCode).toBe(200);
    const { url, code } = first.json() as { url: string; code: string };
    expect(url).toBe(`http://shop.test/r/${code}`);
    expect(code).toMatch(/^[a-z0-9]{8}$/);
    expect((await reflink(friend.client, friend.userId)).json()).toMatchObject({ url });

    const refused = await reflink(friend.client, other.userId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'rest_forbidden' });

    const admin = await clients.signedIn(DEMO_ACCOUNTS.administrator);
    expect((await reflink(admin, friend.userId)).json()).toMatchObject({ url });
    const missing = await reflink(admin, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'soul_referral_user_not_found', message: 'No customer account with this id.' });

    const guest = await new StoreClient(t.app).start();
    expect((await reflink(guest, friend.userId)).statusCode).toBe(401);
    expect(
      (
        await friend.client.site('POST', '/wp-json/soul/v1/reflink', JSON.stringify({ userid: 'x' }), {
          'x-wp-nonce': await clients.restNonce(friend.client),
          'content-type': 'application/json',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('redirects /r/{code} home in the referrer’s language with ?ref=, an unknown code too', async () => {
    const referrer = await clients.newCustomer();
    await t.database.db.execute(sql`UPDATE users SET lang = 'lt' WHERE id = ${referrer.userId}`);
    const { code } = (await reflink(referrer.client, referrer.userId)).json() as { code: string };
    const short = await t.app.inject({ url: `/r/${code}` });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`/lt/?ref=${code}`);
    const unknown = await t.app.inject({ url: '/r/zzzzzzzz' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/?ref=zzzzzzzz');
  });

  it('sets the affiliate cookie for a known ?ref= when marketing consent allows it, never otherwise', async () => {
    const referrer = await clients.newCustomer();
    const { code } = (await reflink(referrer.client, referrer.userId)).json() as { code: string };
    const page = await t.app.inject({ url: `/?ref=${code}`, headers: { cookie: MARKETING } });
    expect(page.statusCode).toBe(200);
    const cookie = affiliateCookie(page.headers['set-cookie']);
    expect(cookie).toContain(`soul_affiliate=${code}`);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).not.toContain('HttpOnly');

    expect(
      affiliateCookie((await t.app.inject({ url: `/?ref=${code}`, headers: { cookie: NECESSARY } })).headers['set-cookie']),
    ).toBeUndefined();
    expect(affiliateCookie((await t.app.inject({ url: `/?ref=${code}` })).headers['set-cookie'])).toBeUndefined();
    expect(
      affiliateCookie((await t.app.inject({ url: '/?ref=zzzzzzzz', headers: { cookie: MARKETING } })).headers['set-cookie']),
    ).toBeUndefined();
  });

  it('answers the signed-in customer’s history with masked e-mails; guests 401', async () => {
    const referrer = await clients.newCustomer();
    await t.database.db.execute(sql`INSERT INTO referrals (referrer_id, friend_email, purchase_cents, status, reward_points, created_at)
      VALUES (${referrer.userId}, 'jurga.friend@example.lt', 4599, 'confirmed', 10, '2026-11-02T10:00:00Z')`);
    const answer = await referrer.client.site('GET', '/wp-json/soul/v1/affiliate');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      friend_discount_percent: 20,
      referrals: [
        {
          friend: 'j***@example.lt',
          purchase_value: 4599,
          purchase_date: '2026-11-02T10:00:00.000Z',
          reward_points: 10,
          status: 'confirmed',
        },
      ],
    });
    expect(JSON.stringify(answer.json())).not.toContain('jurga.friend');
    expect((await t.app.inject({ url: '/wp-json/soul/v1/affiliate' })).statusCode).toBe(401);
  });

  it('mails a friend the link in the language chosen for them; not to one’s own address; bad e-mails 400', async () => {
    const referrer = await clients.newCustomer();
    await t.database.db.execute(sql`UPDATE users SET first_name = 'Eglė', last_name = 'Petraitė' WHERE id = ${referrer.userId}`);
    const nonce = await clients.restNonce(referrer.client);
    const headers = { 'x-wp-nonce': nonce, 'content-type': 'application/json' };
    const friend = `friend-${Date.now()}@example.lt`;
    const sent = await referrer.client.site(
      'POST',
      '/wp-json/soul/v1/affiliate/share',
      JSON.stringify({ email: friend, language: 'lt' }),
      headers,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: `Your invitation has been sent to ${friend}.` });
    const deadline = Date.now() + 5000;
    let mail: { subject: string; text: string } | undefined;
    while (!mail && Date.now() < deadline) {
      mail = (
        (await t.database.pool.query(`SELECT subject, text FROM sent_mail WHERE "to" = $1 AND kind = 'referral_invite'`, [friend]))
          .rows as {
          subject: string;
          text: string;
        }[]
      )[0];
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail?.subject).toBe('Eglė Petraitė kviečia jus į Soul Shop: 20 % nuolaida pirmam užsakymui');
    const { code } = (await referrer.client.site('GET', '/wp-json/soul/v1/affiliate')).json() as { code: string };
    expect(mail?.text).toContain(`http://shop.test/r/${code}`);

    const own = await referrer.client.site(
      'POST',
      '/wp-json/soul/v1/affiliate/share?lang=lt',
      JSON.stringify({ email: referrer.email.toUpperCase() }),
      headers,
    );
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'soul_referral_own_email', message: 'Įveskite draugo el. pašto adresą, o ne savo.' });
    const bad = await referrer.client.site('POST', '/wp-json/soul/v1/affiliate/share', JSON.stringify({ email: 'not-an-email' }), headers);
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/wp-json/soul/v1/affiliate/share', payload: { email: friend } })).statusCode).toBe(
      401,
    );
  });
});
