import { KLAVIYO_SYNC_JOB } from '@soul/db';
import { NEWSLETTER_LISTS } from '@soul/domain/marketing/lists';
import { sql } from 'drizzle-orm';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../../test/test-products.ts';
import { KlaviyoAdapter } from './klaviyo-adapter.ts';
import { klaviyoSyncJob } from './klaviyo-sync-job.ts';

/** A stand-in for Klaviyo's API: records every request and answers as Klaviyo does (or with `failWith`). */
class FakeKlaviyo {
  readonly requests: { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
  failWith: number | null = null;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        this.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: raw ? (JSON.parse(raw) as unknown) : null,
        });
        if (this.failWith)
          return void res.writeHead(this.failWith, { 'content-type': 'application/json' }).end('{"errors":[{"status":500}]}');
        if (req.url === '/api/profile-import') {
          return void res
            .writeHead(201, { 'content-type': 'application/vnd.api+json' })
            .end(JSON.stringify({ data: { type: 'profile', id: '01KLAVIYOPROFILE', attributes: {} } }));
        }
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const fake = new FakeKlaviyo();
let baseUrl: string;
let t: TestApp;
beforeAll(async () => {
  baseUrl = await fake.start();
  // No worker in this app: the test runs the queued jobs itself, so it can look at them first.
  t = await createTestApp({ klaviyo: { privateKey: 'pk_test_fake', baseUrl }, jobWorker: false });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
let seq = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++seq}@example.lt`;

async function nonces(shopper: StoreClient) {
  return (await shopper.site('POST', '/wp-admin/admin-ajax.php', 'action=soulel_get_nonce_clientside', form)).json() as {
    data: { ajax_nonce: string; rest_nonce: string };
  };
}

async function ajax(fields: Record<string, string>, lang = 'en') {
  const shopper = await new StoreClient(t.app).start();
  const body = new URLSearchParams({ ajax_nonce: (await nonces(shopper)).data.ajax_nonce, ...fields }).toString();
  return (await shopper.site('POST', `/wp-admin/admin-ajax.php?lang=${lang}`, body, form)).json() as { success: boolean };
}

/** The mirror jobs queued for this e-mail, oldest first. */
async function queued(email: string): Promise<Record<string, unknown>[]> {
  const rows = (
    await t.database.db
      .execute(sql`SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks k ON k.id = j.task_id
      WHERE k.identifier = ${KLAVIYO_SYNC_JOB} AND (j.payload->>'email' = ${email} OR j.payload->'profile'->>'email' = ${email}) ORDER BY j.id`)
  ).rows as { payload: Record<string, unknown> }[];
  return rows.map((r) => r.payload);
}

const job = { jobId: '1', attempt: 1, requestId: undefined };

describe('Klaviyo mirroring (klaviyo_sync jobs through the klaviyo-api SDK)', () => {
  it('a list sign-up queues one job in its transaction; the job upserts the profile and subscribes it to the list', async () => {
    const email = uniqueEmail('mirror');
    expect(
      await ajax(
        {
          action: 'soulel_klaviyo_add_to_list_clientside',
          list_id: NEWSLETTER_LISTS.default,
          email,
          has_subscribe_consent: 'true',
          'properties[source]': 'exit_popup',
        },
        'lt',
      ),
    ).toMatchObject({ success: true });
    const [payload, ...more] = await queued(email);
    expect(more).toEqual([]);
    expect(payload).toMatchObject({
      op: 'subscribe',
      listId: NEWSLETTER_LISTS.default,
      profile: { email, language: 'lt', source: 'exit_popup' },
      properties: { source: 'exit_popup' },
    });

    fake.requests.length = 0;
    await klaviyoSyncJob(new KlaviyoAdapter('pk_test_fake', baseUrl))(payload, job);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/profile-import',
      'POST /api/profile-subscription-bulk-create-jobs',
    ]);
    const [profile, subscription] = fake.requests;
    expect(profile?.headers.authorization).toBe('Klaviyo-API-Key pk_test_fake');
    expect(profile?.headers.revision).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(profile?.body).toEqual({
      data: {
        type: 'profile',
        attributes: {
          email,
          first_name: null,
          last_name: null,
          phone_number: null,
          properties: { language: 'lt', country: null, source: 'exit_popup' },
        },
      },
    });
    expect(subscription?.body).toEqual({
      data: {
        type: 'profile-subscription-bulk-create-job',
        attributes: {
          custom_source: 'exit_popup',
          profiles: {
            data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } }],
          },
        },
        relationships: { list: { data: { type: 'list', id: NEWSLETTER_LISTS.default } } },
      },
    });
  });

  it('a back-in-stock sign-up mirrors the event (metric name, unique id, profile e-mail) and the newsletter consent', async () => {
    const product = await createStockedProduct(t.database, { stock: 0, priceCents: 1000 });
    const email = uniqueEmail('bis');
    const shopper = await new StoreClient(t.app).start();
    const signed = await shopper.site(
      'POST',
      '/wp-json/soul/v1/stock-notifications',
      { email, productId: product, newsletterConsent: true },
      { 'x-wp-nonce': (await nonces(shopper)).data.rest_nonce, referer: 'http://shop.test/product/x' },
    );
    expect(signed.statusCode).toBe(201);
    const payloads = await queued(email);
    expect(payloads.map((p) => p.op)).toEqual(['subscribe', 'event']);
    const event = payloads[1];
    expect(event).toMatchObject({
      kind: 'back_in_stock_notify',
      email,
      properties: { productId: product, page: 'http://shop.test/product/x' },
    });

    fake.requests.length = 0;
    await klaviyoSyncJob(new KlaviyoAdapter('pk_test_fake', baseUrl))(event, job);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/events']);
    expect(fake.requests[0]?.body).toMatchObject({
      data: {
        type: 'event',
        attributes: {
          properties: { productId: product, page: 'http://shop.test/product/x' },
          unique_id: `soul-event-${String(event?.eventId)}`,
          metric: { data: { type: 'metric', attributes: { name: 'Back In Stock Notify' } } },
          profile: { data: { type: 'profile', attributes: { email } } },
        },
      },
    });
  });

  it('an unsubscription is mirrored per list it left; an anonymous event stays local', async () => {
    const email = uniqueEmail('gone');
    await ajax({
      action: 'soulel_klaviyo_add_to_list_clientside',
      list_id: NEWSLETTER_LISTS.germany,
      email,
      has_subscribe_consent: 'true',
    });
    await ajax({ action: 'soulel_klaviyo_unsubscribe_clientside', user_email: email, klaviyo_list_id: '' });
    const unsubscribe = (await queued(email)).find((p) => p.op === 'unsubscribe');
    expect(unsubscribe).toMatchObject({ op: 'unsubscribe', listId: NEWSLETTER_LISTS.germany, email });
    fake.requests.length = 0;
    await klaviyoSyncJob(new KlaviyoAdapter('pk_test_fake', baseUrl))(unsubscribe, job);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/profile-subscription-bulk-delete-jobs']);
    expect(fake.requests[0]?.body).toMatchObject({
      data: { relationships: { list: { data: { type: 'list', id: NEWSLETTER_LISTS.germany } } } },
    });

    const guest = (await new StoreClient(t.app).start()).decideConsent(['marketing']);
    await guest.site(
      'POST',
      '/wp-json/soul/v1/klaviyo-track',
      { event_type: 'viewed_product' },
      { 'x-wp-nonce': (await nonces(guest)).data.rest_nonce },
    );
    const anonymous = (
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM marketing_events WHERE session_token = ${guest.cookie.replace('soul_session=', '')}`,
      )
    ).rows[0];
    expect(anonymous).toEqual({ n: 1 });
    const mirrored = (
      await t.database.db
        .execute(sql`SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks k ON k.id = j.task_id
        WHERE k.identifier = ${KLAVIYO_SYNC_JOB} AND j.payload->>'op' = 'event' AND j.payload->>'email' IS NULL`)
    ).rows[0];
    expect(mirrored).toEqual({ n: 0 });
  });

  it('a refused sign-up queues nothing; a failing Klaviyo fails the job (graphile-worker retries it)', async () => {
    const email = uniqueEmail('refused');
    await ajax({
      action: 'soulel_klaviyo_add_to_list_clientside',
      list_id: NEWSLETTER_LISTS.default,
      email,
      has_subscribe_consent: 'false',
    });
    expect(await queued(email)).toEqual([]);

    fake.failWith = 500;
    try {
      await expect(
        klaviyoSyncJob(new KlaviyoAdapter('pk_test_fake', baseUrl))({ op: 'unsubscribe', listId: 'SoulNL', email }, job),
      ).rejects.toThrow();
    } finally {
      fake.failWith = null;
    }
  });

  it('a payload that is not a mirror job is refused before any call', async () => {
    fake.requests.length = 0;
    await expect(klaviyoSyncJob(new KlaviyoAdapter('pk_test_fake', baseUrl))({ op: 'delete_everything' }, job)).rejects.toThrow();
    expect(fake.requests).toEqual([]);
  });
});
