import { getOrCreateSecret, PgMarketingRepository } from '@soul/db';
import { NEWSLETTER_LISTS } from '@soul/domain/marketing/lists';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketingService } from '../../services/marketing/marketing.service.ts';
import { UnsubscribeTokens } from '../../services/marketing/unsubscribe-token.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** The shop's own marketing service over the same database and signing secret, as a mail sender would hold it. */
let marketing: MarketingService;
beforeAll(async () => {
  t = await createTestApp();
  marketing = new MarketingService({
    marketing: new PgMarketingRepository(t.database.db, false),
    unsubscribeTokens: new UnsubscribeTokens(await getOrCreateSecret(t.database.db, 'marketing_unsubscribe')),
    limits: { reserve: async () => true },
  });
});
afterAll(async () => t.close());

const t0 = () => ({ language: 'en' as const, t: (key: string) => key, requestId: 'test' });
let seq = 0;

/** A subscriber, and the unsubscribe link and headers their marketing mail would carry. */
async function subscriber(language: 'en' | 'lt' = 'en') {
  const email = `reader.${Date.now()}.${++seq}@example.lt`;
  const added = await marketing.addToList({ listId: NEWSLETTER_LISTS.default, email, consent: true, properties: {} }, t0());
  expect(added.ok).toBe(true);
  const mail = marketing.mailUnsubscribe('http://shop.test', { email, listId: null }, language);
  return { email, ...mail, path: mail.url.replace('http://shop.test', '') };
}

const state = async (email: string) =>
  (
    await t.database.db
      .execute(sql`SELECT m.status, (SELECT array_agg(c.kind || ':' || c.method ORDER BY c.id) FROM marketing_consents c WHERE c.profile_id = p.id) AS consents
      FROM marketing_profiles p JOIN marketing_list_members m ON m.profile_id = p.id WHERE p.email = ${email}`)
  ).rows[0];

describe('marketing mail unsubscribe (storefront §7, RFC 8058)', () => {
  it('every marketing mail carries the signed link as List-Unsubscribe and the one-click List-Unsubscribe-Post', async () => {
    const { headers, url } = await subscriber();
    expect(headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(url).toMatch(/^http:\/\/shop\.test\/marketing\/unsubscribe\?token=[\w-]+\.[\w-]+$/);
    const lt = await subscriber('lt');
    expect(lt.url).toMatch(/^http:\/\/shop\.test\/lt\/marketing\/unsubscribe\?token=/);
  });

  it('the link’s page asks first (a GET never unsubscribes), then the form unsubscribes and records the withdrawal', async () => {
    const { email, path } = await subscriber();
    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['x-robots-tag']).toBe('noindex');
    expect(asked.body).toContain(`Stop marketing e-mails to ${email}?`);
    expect(await state(email)).toEqual({ status: 'subscribed', consents: ['granted:list_form'] });
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'confirm=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You have been unsubscribed.');
    expect(await state(email)).toEqual({ status: 'unsubscribed', consents: ['granted:list_form', 'withdrawn:unsubscribe_link'] });
  });

  it('one-click: POST List-Unsubscribe=One-Click without cookies or nonce unsubscribes and answers 200', async () => {
    const { email, path } = await subscriber('lt');
    const clicked = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toBe('Jūs atsisakėte prenumeratos.');
    expect(await state(email)).toEqual({ status: 'unsubscribed', consents: ['granted:list_form', 'withdrawn:one_click_unsubscribe'] });
  });

  it('a forged or altered token unsubscribes nobody: 400, in English and Lithuanian', async () => {
    const { email, path } = await subscriber();
    const [, token = ''] = path.split('token=');
    const [body = '', signature = ''] = decodeURIComponent(token).split('.');
    const otherBody = Buffer.from(JSON.stringify(['someone@else.lt', null])).toString('base64url');
    for (const forged of [`${otherBody}.${signature}`, `${body}.x${signature.slice(1)}`, 'nonsense', '']) {
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/marketing/unsubscribe?token=${encodeURIComponent(forged)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(oneClick.statusCode).toBe(400);
      expect(oneClick.body).toBe('This unsubscribe link is not valid.');
    }
    const page = await t.app.inject({ method: 'GET', url: `/lt/marketing/unsubscribe?token=${otherBody}.${signature}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Ši prenumeratos atsisakymo nuoroda negalioja.');
    expect(await state(email)).toEqual({ status: 'subscribed', consents: ['granted:list_form'] });
  });
});
