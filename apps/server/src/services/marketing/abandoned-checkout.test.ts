import { PgMarketingRepository, PgSentMailRepository } from '@soul/db';
import { NEWSLETTER_LISTS } from '@soul/domain/marketing/lists';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients, soulPost } from '../../test/account-clients.ts';
import type { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../../test/test-products.ts';
import { SettableClock } from '../clock.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { MarketingService } from './marketing.service.ts';
import { UnsubscribeTokens } from './unsubscribe-token.ts';
import { abandonedCheckoutMailJob } from './abandoned-checkout-job.ts';

const clock = new SettableClock(new Date());
let t: TestApp;
let clients: AccountClients;
beforeAll(async () => {
  // Jobs run when the test says, at the clock's time, on a database of its own (no other file's worker takes them).
  t = await createTestApp({ jobWorker: false, abandonedCheckoutMailMinutes: 60 }, { clock, isolated: true });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const advance = async (minutes: number) => {
  clock.set(new Date(clock.now().getTime() + minutes * 60_000));
  await t.app.jobs.runDue(clock.now());
};

const reminders = async (email: string) =>
  (
    await t.database.db.execute(
      sql`SELECT subject, html, text, ref FROM sent_mail WHERE kind = 'abandoned_checkout' AND "to" = ${email} ORDER BY id`,
    )
  ).rows as { subject: string; html: string; text: string; ref: string }[];

/** A signed-in customer with a cart, on the newsletter (in `language`) when `consent`. */
async function shopper(options: { consent: boolean; language?: 'en' | 'lt' }): Promise<{ client: StoreClient; email: string }> {
  const { client, email } = await clients.newCustomer();
  client.decideConsent(['marketing']);
  if (options.consent) {
    await t.database.db
      .execute(sql`WITH p AS (INSERT INTO marketing_profiles (email, language) VALUES (${email}, ${options.language ?? 'en'}) RETURNING id)
      INSERT INTO marketing_list_members (list_id, profile_id, status) SELECT ${NEWSLETTER_LISTS.default}, id, 'subscribed' FROM p`);
  }
  const product = await createStockedProduct(t.database, { stock: 10, priceCents: 1500 });
  expect((await client.add(product, 2)).statusCode).toBe(201);
  return { client, email };
}

const startCheckout = async (client: StoreClient) =>
  expect((await soulPost(clients, client, 'klaviyo-track', { event_type: 'started_checkout' })).statusCode).toBe(201);

describe('the abandoned-checkout reminder (ABANDONED_CHECKOUT_MAIL_MINUTES)', () => {
  it('mails once, after the delay, in the profile’s language, with the cart link, total and unsubscribe footer', async () => {
    const { client, email } = await shopper({ consent: true, language: 'lt' });
    await startCheckout(client);
    await advance(59);
    expect(await reminders(email)).toEqual([]);
    await advance(2);
    const [mail, ...more] = await reminders(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Jūsų „Soul Shop“ krepšelis jūsų laukia');
    expect(mail?.text).toMatch(/Iš viso: \d+,\d\d\s€/);
    expect(mail?.text).toMatch(/http:\/\/shop\.test\/lt\/\?rebuild_cart=/);
    expect(mail?.html).toContain('Atsisakyti prenumeratos');
    expect(mail?.html).toContain('http://shop.test/lt/marketing/unsubscribe?token=');
    // Run again (a retry, another instance): still one.
    await advance(60);
    expect(await reminders(email)).toHaveLength(1);
  });

  it('sends none when an order was placed since, none without consent, none twice within 24 hours', async () => {
    const ordered = await shopper({ consent: true });
    await startCheckout(ordered.client);
    await clients.placeOrder(ordered.client, { products: [] });

    const noConsent = await shopper({ consent: false });
    await startCheckout(noConsent.client);

    const twice = await shopper({ consent: true });
    await startCheckout(twice.client);
    await advance(61);
    expect(await reminders(twice.email)).toHaveLength(1);
    await startCheckout(twice.client);
    await advance(61);

    expect(await reminders(ordered.email)).toEqual([]);
    expect(await reminders(noConsent.email)).toEqual([]);
    expect(await reminders(twice.email)).toHaveLength(1);
    // Without consent nothing was even queued.
    const queued = (
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE key = ${`abandoned_checkout:${noConsent.email}`}`,
      )
    ).rows[0];
    expect(queued).toEqual({ n: 0 });
  });

  it('the mail carries List-Unsubscribe and one-click headers with the recipient’s signed link (en)', async () => {
    const { client, email } = await shopper({ consent: true, language: 'en' });
    await startCheckout(client);
    const event = (
      await t.database.db.execute(
        sql`SELECT id FROM marketing_events WHERE kind = 'started_checkout' AND email = ${email} ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0] as { id: number };
    const sent = new PgSentMailRepository(t.database.db);
    const captured: OutgoingMail[] = [];
    const mailer: Mailer = { transport: 'outbox', send: async (mail) => void captured.push(mail) };
    const tokens = new UnsubscribeTokens('test-secret');
    const job = abandonedCheckoutMailJob({
      marketing: new PgMarketingRepository(t.database.db, false),
      service: new MarketingService({
        marketing: new PgMarketingRepository(t.database.db, false),
        unsubscribeTokens: tokens,
        limits: { reserve: async () => true },
      }),
      sent,
      mailer,
      siteUrl: 'http://shop.test',
      clock,
      log: () => undefined,
    });
    await job({ eventId: event.id }, { jobId: '1', attempt: 1, requestId: undefined });
    expect(captured).toHaveLength(1);
    const mail = captured[0];
    expect(mail?.subject).toBe('Your Soul Shop cart is waiting for you');
    expect(mail?.text).toMatch(/Total: €\d+\.\d\d/);
    const link = /<(http:\/\/shop\.test\/marketing\/unsubscribe\?token=[^>]+)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(tokens.read(decodeURIComponent(link?.split('token=')[1] ?? ''))).toEqual({ email, listId: null });
    expect(mail?.html).toContain(`href="${link?.replace(/&/g, '&amp;')}"`);
  });
});
