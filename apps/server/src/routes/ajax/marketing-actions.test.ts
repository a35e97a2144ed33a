import type { CheckoutResponse } from '@soul/contracts';
import { NEWSLETTER_LISTS } from '@soul/domain/marketing/lists';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../../test/test-products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const LIST = NEWSLETTER_LISTS.default;
let seq = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++seq}@example.lt`;

async function ajax(fields: Record<string, string>, options: { lang?: string; nonce?: string | null; country?: string } = {}) {
  const shopper = await new StoreClient(t.app).start();
  if (options.country) shopper.cookie = `${shopper.cookie}; soul_country=${options.country}`;
  const nonces = (await shopper.site('POST', '/wp-admin/admin-ajax.php', 'action=soulel_get_nonce_clientside', form)).json() as {
    data: { ajax_nonce: string };
  };
  const nonce = options.nonce === undefined ? nonces.data.ajax_nonce : options.nonce;
  const body = new URLSearchParams({ ...(nonce === null ? {} : { ajax_nonce: nonce }), ...fields }).toString();
  const response = await shopper.site('POST', `/wp-admin/admin-ajax.php${options.lang ? `?lang=${options.lang}` : ''}`, body, form);
  return { status: response.statusCode, body: response.json() as { success: boolean; data: unknown } };
}

const consents = async (email: string) =>
  (
    await t.database.db.execute(sql`SELECT c.list_id, c.kind, c.method, c.text_key, c.text, c.language FROM marketing_consents c
      JOIN marketing_profiles p ON p.id = c.profile_id WHERE p.email = ${email} ORDER BY c.id`)
  ).rows;

const membership = async (email: string) =>
  (
    await t.database.db.execute(sql`SELECT m.list_id, m.status FROM marketing_list_members m
      JOIN marketing_profiles p ON p.id = m.profile_id WHERE p.email = ${email} ORDER BY m.list_id`)
  ).rows;

describe('soulel_klaviyo_add_to_list_clientside (account §7)', () => {
  it("fills the profile's country from the visitor's country cookie (else the address's: none for this loopback client)", async () => {
    const email = uniqueEmail('country');
    const fields = { action: 'soulel_klaviyo_add_to_list_clientside', list_id: LIST, email, has_subscribe_consent: 'true' };
    expect((await ajax(fields)).body.success).toBe(true);
    const country = async () => (await t.database.db.execute(sql`SELECT country FROM marketing_profiles WHERE email = ${email}`)).rows[0];
    expect(await country()).toEqual({ country: null });
    expect((await ajax(fields, { country: 'DE' })).body.success).toBe(true);
    expect(await country()).toEqual({ country: 'DE' });
  });

  it('adds the e-mail with a consent record of how and with what text, and answers the spec’s message', async () => {
    const email = uniqueEmail('popup');
    const added = await ajax(
      {
        action: 'soulel_klaviyo_add_to_list_clientside',
        list_id: LIST,
        email,
        has_subscribe_consent: 'true',
        'properties[source]': 'exit_popup',
      },
      { lang: 'lt' },
    );
    expect(added).toEqual({ status: 200, body: { success: true, data: 'El. pašto adresas sėkmingai įtrauktas į naujienlaiškio sąrašą' } });
    expect(await membership(email)).toEqual([{ list_id: LIST, status: 'subscribed' }]);
    expect(await consents(email)).toEqual([
      {
        list_id: LIST,
        kind: 'granted',
        method: 'exit_popup',
        text_key: 'marketing:consent.exitPopup',
        text: 'Taip, siųskite man pasiūlymus ir naujienas el. paštu. Bet kada galiu atsisakyti.',
        language: 'lt',
      },
    ]);
    const profile = (await t.database.db.execute(sql`SELECT language, source FROM marketing_profiles WHERE email = ${email}`)).rows[0];
    expect(profile).toEqual({ language: 'lt', source: 'exit_popup' });
    // Klaviyo is off here (no KLAVIYO_PRIVATE_KEY): nothing is queued to mirror it.
    const mirrored = (
      await t.database.db
        .execute(sql`SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks k ON k.id = j.task_id
        WHERE k.identifier = 'klaviyo_sync' AND j.payload->'profile'->>'email' = ${email}`)
    ).rows[0];
    expect(mirrored).toEqual({ n: 0 });

    const english = await ajax({
      action: 'soulel_klaviyo_add_to_list_clientside',
      list_id: LIST,
      email: uniqueEmail('en'),
      has_subscribe_consent: '1',
    });
    expect(english.body).toEqual({ success: true, data: 'E-mail is successfully added to mail list' });
  });

  it("refuses without a list id ('List ID is required'), in English and Lithuanian", async () => {
    const fields = { action: 'soulel_klaviyo_add_to_list_clientside', email: uniqueEmail('nolist'), has_subscribe_consent: 'true' };
    expect((await ajax(fields)).body).toEqual({ success: false, data: 'List ID is required' });
    expect((await ajax(fields, { lang: 'lt' })).body).toEqual({ success: false, data: 'Būtinas sąrašo ID' });
  });

  it('refuses a missing or malformed e-mail, an unknown list and a sign-up without consent, recording nothing', async () => {
    const base = { action: 'soulel_klaviyo_add_to_list_clientside', list_id: LIST, has_subscribe_consent: 'true' };
    expect((await ajax(base)).body).toEqual({ success: false, data: 'No email provided' });
    expect((await ajax({ ...base, email: 'not-an-email' })).body).toEqual({
      success: false,
      data: 'Entered value does not match email format',
    });
    expect((await ajax({ ...base, email: 'not-an-email' }, { lang: 'lt' })).body).toEqual({
      success: false,
      data: 'Įvesta reikšmė neatitinka el. pašto formato',
    });
    const stranger = uniqueEmail('nolist');
    expect((await ajax({ ...base, list_id: 'NoSuchList', email: stranger })).body).toEqual({
      success: false,
      data: 'There is no such mail list.',
    });
    const unwilling = uniqueEmail('noconsent');
    expect((await ajax({ ...base, email: unwilling, has_subscribe_consent: 'false' })).body).toEqual({
      success: false,
      data: 'Please agree to receive our e-mails to subscribe.',
    });
    expect(await consents(stranger)).toEqual([]);
    expect(await consents(unwilling)).toEqual([]);
  });

  it('needs the ajax nonce: missing or wrong is 403 and subscribes nobody', async () => {
    const email = uniqueEmail('nononce');
    const fields = { action: 'soulel_klaviyo_add_to_list_clientside', list_id: LIST, email, has_subscribe_consent: 'true' };
    expect((await ajax(fields, { nonce: null })).status).toBe(403);
    const wrong = await ajax(fields, { nonce: 'forged', lang: 'lt' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.success).toBe(false);
    expect(await membership(email)).toEqual([]);
  });
});

describe('soulel_klaviyo_get_list_clientside (account §7)', () => {
  it('answers data.data[0].id only while the e-mail is on the list', async () => {
    const email = uniqueEmail('check');
    const ask = () => ajax({ action: 'soulel_klaviyo_get_list_clientside', list_id: LIST, email });
    expect((await ask()).body).toEqual({ success: true, data: { data: [] } });
    await ajax({ action: 'soulel_klaviyo_add_to_list_clientside', list_id: LIST, email, has_subscribe_consent: 'true' });
    expect((await ask()).body).toEqual({ success: true, data: { data: [{ type: 'profile', id: `${LIST}:member` }] } });
  });

  it("refuses without a list id ('List ID is required') and needs the nonce", async () => {
    expect((await ajax({ action: 'soulel_klaviyo_get_list_clientside', email: uniqueEmail('x') }, { lang: 'lt' })).body).toEqual({
      success: false,
      data: 'Būtinas sąrašo ID',
    });
    expect(
      (await ajax({ action: 'soulel_klaviyo_get_list_clientside', list_id: LIST, email: uniqueEmail('x') }, { nonce: null })).status,
    ).toBe(403);
  });
});

describe('soulel_klaviyo_get_list_clientside rate limit', () => {
  it('answers 30 lookups per client address in 10 minutes, then refuses in the visitor’s language (no e-mail harvesting)', async () => {
    const shopper = await new StoreClient(t.app).start();
    const nonces = (await shopper.site('POST', '/wp-admin/admin-ajax.php', 'action=soulel_get_nonce_clientside', form)).json() as {
      data: { ajax_nonce: string };
    };
    // An address of its own, so other tests' lookups (all from 127.0.0.1) never share its budget.
    const remoteAddress = `10.17.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const lookup = async (lang: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/wp-admin/admin-ajax.php?lang=${lang}`,
          remoteAddress,
          headers: { ...form, cookie: shopper.cookie },
          payload: new URLSearchParams({
            action: 'soulel_klaviyo_get_list_clientside',
            ajax_nonce: nonces.data.ajax_nonce,
            list_id: LIST,
            email: uniqueEmail('harvest'),
          }).toString(),
        })
      ).json() as { success: boolean; data: unknown };
    for (let i = 0; i < 30; i++) expect((await lookup('en')).success).toBe(true);
    expect(await lookup('en')).toEqual({ success: false, data: 'Too many requests. Please try again later.' });
    expect(await lookup('lt')).toEqual({ success: false, data: 'Per daug užklausų. Bandykite vėliau.' });
  });
});

describe('unsubscribe action (storefront §7)', () => {
  it('takes the e-mail off the list and records the withdrawal; an unknown e-mail gets the same answer', async () => {
    const email = uniqueEmail('leaving');
    await ajax({ action: 'soulel_klaviyo_add_to_list_clientside', list_id: LIST, email, has_subscribe_consent: 'true' });
    const left = await ajax({
      action: 'soulel_klaviyo_unsubscribe_clientside',
      user_email: email,
      klaviyo_list_id: LIST,
      has_subscribe_consent: 'false',
    });
    expect(left.body).toEqual({ success: true, data: 'You have been unsubscribed.' });
    expect(await membership(email)).toEqual([{ list_id: LIST, status: 'unsubscribed' }]);
    expect((await consents(email)).map((c) => [c.kind, c.method])).toEqual([
      ['granted', 'list_form'],
      ['withdrawn', 'unsubscribe_action'],
    ]);
    const unknown = await ajax(
      { action: 'soulel_klaviyo_unsubscribe_clientside', user_email: uniqueEmail('never'), klaviyo_list_id: LIST },
      { lang: 'lt' },
    );
    expect(unknown.body).toEqual({ success: true, data: 'Jūs atsisakėte prenumeratos.' });
    expect((await ajax({ action: 'soulel_klaviyo_unsubscribe_clientside', klaviyo_list_id: LIST })).body).toEqual({
      success: false,
      data: 'No email provided',
    });
  });
});

describe('checkout marketing (storefront §4)', () => {
  it('the newsletter box subscribes the buyer with a checkout consent record, and the order is a placed-order event', async () => {
    const product = await createStockedProduct(t.database, { stock: null, priceCents: 1500 });
    const client = await new StoreClient(t.app).start();
    expect((await client.add(product, 1)).statusCode).toBe(201);
    const email = uniqueEmail('buyer');
    const placed = await client.request('POST', '/checkout', {
      billing_address: {
        email,
        first_name: 'Ona',
        last_name: 'Onaitė',
        phone: '+37060000000',
        address_1: 'Gedimino pr. 1',
        city: 'Vilnius',
        postcode: '01103',
        country: 'LT',
      },
      payment_method: 'cod',
      additional_fields: { 'soul/newsletter': true },
    });
    expect(placed.statusCode).toBe(200);
    const order = placed.json() as CheckoutResponse;
    expect(await membership(email)).toEqual([{ list_id: LIST, status: 'subscribed' }]);
    expect(await consents(email)).toEqual([
      {
        list_id: LIST,
        kind: 'granted',
        method: 'checkout_checkbox',
        text_key: 'checkout:page.newsletter',
        text: 'Sign me up for the newsletter: offers and news by e-mail',
        language: 'en',
      },
    ]);
    const profile = (
      await t.database.db.execute(sql`SELECT first_name, last_name, phone, country, source FROM marketing_profiles WHERE email = ${email}`)
    ).rows[0];
    expect(profile).toEqual({ first_name: 'Ona', last_name: 'Onaitė', phone: '+37060000000', country: 'LT', source: 'checkout' });
    const events = (
      await t.database.db.execute(
        sql`SELECT payload, profile_id IS NOT NULL AS linked FROM marketing_events WHERE kind = 'placed_order' AND email = ${email}`,
      )
    ).rows as {
      payload: { order_id: number; items: { product_id: number; quantity: number }[] };
      linked: boolean;
    }[];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ linked: true, payload: { order_id: order.order_id, items: [{ product_id: product, quantity: 1 }] } });
  });

  it('without the box ticked nobody is subscribed, and the order is still an event', async () => {
    const product = await createStockedProduct(t.database, { stock: null, priceCents: 900 });
    const client = await new StoreClient(t.app).start();
    await client.add(product, 1);
    const email = uniqueEmail('quiet');
    const placed = await client.request('POST', '/checkout', {
      billing_address: {
        email,
        first_name: 'Jonas',
        last_name: 'Jonaitis',
        phone: '+37060000001',
        address_1: 'Pylimo g. 2',
        city: 'Vilnius',
        postcode: '01117',
        country: 'LT',
      },
      payment_method: 'cod',
    });
    expect(placed.statusCode).toBe(200);
    expect(await consents(email)).toEqual([]);
    const count = (
      await t.database.db.execute(sql`SELECT count(*)::int AS n FROM marketing_events WHERE kind = 'placed_order' AND email = ${email}`)
    ).rows[0];
    expect(count).toEqual({ n: 1 });
  });
});
