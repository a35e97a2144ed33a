import { randomInt, randomUUID } from 'node:crypto';
import { catalogs } from '@soul/i18n';
import { consentCookieValue, newConsentRecord, type ConsentRecord } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CONSENT_RECORDS_PER_WINDOW } from '../../../services/consent/consent.service.ts';

/** Cookie consent (storefront §2, §3, §4, §9): the banner on pages, decisions kept as proof, the admin list. */
let t: TestApp;
let clients: AccountClients;
let guest: StoreClient;
let nonce = '';
let admin: StoreClient;
beforeAll(async () => {
  t = await createTestApp({ consentRevision: 3 });
  clients = new AccountClients(t);
  guest = await clients.signedIn(DEMO_ACCOUNTS.customer);
  nonce = await clients.restNonce(guest);
  admin = await clients.signedIn(DEMO_ACCOUNTS.administrator);
});
afterAll(async () => t?.close());

const someAddress = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

function record(extra: Partial<Parameters<typeof newConsentRecord>[0]> = {}): ConsentRecord {
  return newConsentRecord({ categories: ['marketing'], revision: 3, consentId: randomUUID(), ...extra });
}

function postDecision(
  cookieRecord: ConsentRecord | string | null,
  options: { nonce?: string; remoteAddress?: string; query?: string } = {},
) {
  const value = cookieRecord === null ? null : typeof cookieRecord === 'string' ? cookieRecord : consentCookieValue(cookieRecord);
  return t.app.inject({
    method: 'POST',
    url: `/wp-json/soul/v1/consents${options.query ?? ''}`,
    headers: {
      cookie: [guest.cookie, ...(value === null ? [] : [`cc_cookie=${value}`])].join('; '),
      'x-wp-nonce': options.nonce ?? nonce,
    },
    remoteAddress: options.remoteAddress ?? someAddress(),
  });
}

function adminList(query: string) {
  return admin.site('GET', `/wp-json/soul/v1/admin/consents${query}`);
}

describe('POST soul/v1/consents', () => {
  it('keeps the decision of the visitor’s own cc_cookie: consentId, categories, services, revision, language, time; 201', async () => {
    const decision = record({ services: { necessary: [], analytics: [], marketing: ['email_marketing'] }, languageCode: 'lt' });
    const response = await postDecision(decision);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ consent_id: decision.consentId });
    const listed = await adminList(`?consent_id=${decision.consentId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        consent_id: decision.consentId,
        categories: ['necessary', 'marketing'],
        services: { necessary: [], analytics: [], marketing: ['email_marketing'] },
        revision: 3,
        language: 'lt',
        decided_at: decision.lastConsentTimestamp,
      }),
    ]);
  });

  it('keeps the same decision once, and a later change as a second row', async () => {
    const first = record();
    const a = await postDecision(first);
    const b = await postDecision(first);
    expect(b.json()).toEqual(a.json());
    const changed = { ...first, categories: ['necessary'], lastConsentTimestamp: new Date(Date.now() + 1000).toISOString() };
    expect((await postDecision(changed)).statusCode).toBe(201);
    const listed = await adminList(`?consent_id=${first.consentId}&orderby=id&order=asc`);
    expect(listed.headers['x-wp-total']).toBe('2');
    expect((listed.json() as { categories: string[] }[]).map((row) => row.categories)).toEqual([['necessary', 'marketing'], ['necessary']]);
  });

  it('stores no client address: the table has no column for one', async () => {
    const columns = (
      await t.database.db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'consent_decisions'`)
    ).rows.map((row) => (row as { column_name: string }).column_name);
    expect(columns.sort()).toEqual(['categories', 'consent_id', 'decided_at', 'id', 'language', 'recorded_at', 'revision', 'services']);
  });

  it('refuses a missing, unreadable, forged or old-revision record with 400 in the visitor’s language', async () => {
    for (const bad of [
      null,
      '%7Bnot-json',
      consentCookieValue({ ...record(), consentId: 'not-a-uuid' }),
      consentCookieValue({ ...record(), categories: ['necessary', 'everything'] }),
      record({ revision: 2 }),
    ]) {
      const response = await postDecision(bad, { query: '?lang=lt' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'soul_invalid_consent', message: catalogs.lt.server.consent.invalid });
    }
  });

  it('needs the REST nonce (another site cannot record a decision)', async () => {
    const response = await postDecision(record(), { nonce: 'forged' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
  });

  it(`takes ${CONSENT_RECORDS_PER_WINDOW} decisions per client address and window, then 429`, async () => {
    const remoteAddress = someAddress();
    for (let i = 0; i < CONSENT_RECORDS_PER_WINDOW; i++) expect((await postDecision(record(), { remoteAddress })).statusCode).toBe(201);
    const refused = await postDecision(record(), { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'soul_too_many_requests', message: catalogs.en.server.consent.tooMany });
  });
});

describe('GET soul/v1/admin/consents', () => {
  it('pages newest first with the WordPress paging headers; a page past the end is 200 []', async () => {
    for (let i = 0; i < 3; i++) await postDecision(record());
    const first = await adminList('?per_page=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const total = Number(first.headers['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 2)));
    const rows = first.json() as { recorded_at: string }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.recorded_at >= rows[1]!.recorded_at).toBe(true);
    const past = await adminList('?per_page=100&page=1000');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
  });

  it('answers bad filters 400 and anyone but an administrator 401/403', async () => {
    expect((await adminList('?consent_id=nope')).statusCode).toBe(400);
    expect((await adminList('?per_page=101')).statusCode).toBe(400);
    expect((await guest.site('GET', '/wp-json/soul/v1/admin/consents')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/admin/consents' })).statusCode).toBe(401);
  });
});

describe('the consent banner on pages', () => {
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie: `cc_cookie=${cookie}` } : {} });

  it('shows to a visitor without a decision, in the page’s language, with the footer’s Cookie settings link', async () => {
    const en = (await page('/')).body;
    expect(en).toContain('id="soul-consent"');
    expect(en).toContain(catalogs.en.consent.banner.acceptAll);
    expect(en).toContain('data-soul-consent="necessary"');
    expect(en).toContain(catalogs.en.consent.footerLink);
    expect(en).not.toContain(catalogs.en.consent.banner.revised);
    const lt = (await page('/lt/')).body;
    expect(lt).toContain(catalogs.lt.consent.banner.rejectAll);
    expect(lt).toContain(catalogs.lt.consent.footerLink);
  });

  it('stays away once the visitor decided under this revision, and asks again after a revision change', async () => {
    const current = (await page('/', consentCookieValue(record({ categories: [] })))).body;
    expect(current).not.toContain('id="soul-consent"');
    expect(current).toContain(catalogs.en.consent.footerLink);
    const old = (await page('/', consentCookieValue(record({ revision: 2 })))).body;
    expect(old).toContain('id="soul-consent"');
    expect(old).toContain(catalogs.en.consent.banner.revised);
  });

  it('embeds the revision in the page settings for the browser’s consent gate', async () => {
    expect((await page('/')).body).toContain('"consentRevision":3');
  });
});

describe('the banner without JavaScript', () => {
  it('posts Accept all or Reject all to the server, which writes the record, keeps the decision and goes back to the page', async () => {
    const visitor = await new StoreClient(t.app).start();
    const page = await visitor.site('GET', '/lt/products?sort=price');
    const form = /<form[^>]*action="\/consent-choice"[\s\S]*?<\/form>/.exec(page.body)?.[0] ?? '';
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(field('return_to')).toBe('/lt/products?sort=price');
    expect(field('language')).toBe('lt');
    const choose = (decision: string, fields: Record<string, string> = {}) =>
      visitor.site(
        'POST',
        '/consent-choice',
        new URLSearchParams({ decision, _wpnonce: field('_wpnonce'), return_to: field('return_to'), language: 'lt', ...fields }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );

    const accepted = await choose('all');
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe('/lt/products?sort=price');
    const cookie = [accepted.headers['set-cookie']].flat().find((c) => c?.startsWith('cc_cookie='));
    const written = JSON.parse(decodeURIComponent(/^cc_cookie=([^;]+)/.exec(cookie ?? '')?.[1] ?? '{}')) as ConsentRecord;
    expect(written).toMatchObject({ categories: ['necessary', 'analytics', 'marketing'], revision: 3, languageCode: 'lt' });
    expect(cookie).toMatch(/Max-Age=15724800/);
    const kept = (
      await t.database.db.execute(sql`SELECT categories, language FROM consent_decisions WHERE consent_id = ${written.consentId}`)
    ).rows;
    expect(kept).toEqual([{ categories: ['necessary', 'analytics', 'marketing'], language: 'lt' }]);

    // Never back to another site; a forged post (no page nonce) changes nothing.
    expect((await choose('necessary', { return_to: '//evil.example/' })).headers.location).toBe('/');
    expect((await choose('all', { _wpnonce: 'ffffffffffff' })).statusCode).toBe(403);
  });
});
