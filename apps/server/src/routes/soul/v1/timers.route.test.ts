import { DEMO, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../../services/clock.ts';
import { AccountClients } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let clients: AccountClients;
const clock = new SettableClock(new Date('2026-11-28T10:00:00.000Z'));
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}`;
const check = async (client: StoreClient, timerId: string, lang = '') =>
  client.site('GET', `/wp-json/soul/v1/timers/check?timerId=${encodeURIComponent(timerId)}${lang ? `&lang=${lang}` : ''}`);
const start = async (client: StoreClient, body: Record<string, unknown>, lang = '') =>
  client.site('POST', `/wp-json/soul/v1/timers/start${lang ? `?lang=${lang}` : ''}`, body, { 'content-type': 'application/json' });

describe('GET timers/check and POST timers/start (storefront §4 countdown service)', () => {
  it('a guest: not started → started → read again, never restarted by a reload or a second start', async () => {
    const guest = await new StoreClient(t.app).start();
    const id = unique('landing');
    const before = await check(guest, id);
    // Not started is an answer, not a failure (no error in the shopper's console).
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ error: 'Countdown has not been started', code: 'soul_timer_not_started' });
    const started = await start(guest, { timerId: id, timer: 1800 });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ timeLeft: 1800 });
    clock.advance(60_000);
    expect((await check(guest, id)).json()).toEqual({ timeLeft: 1740 });
    // A second tab asking to start it again (even longer) gets the same deadline.
    expect((await start(guest, { timerId: id, timer: 86_400 })).json()).toEqual({ timeLeft: 1740 });
    clock.advance(1_740_000);
    expect((await check(guest, id)).json()).toEqual({ timeLeft: 0 });
    expect((await start(guest, { timerId: id, timer: 1800 })).json()).toEqual({ timeLeft: 0 });
  });

  it('two tabs starting the same timer at once get one deadline', async () => {
    const guest = await new StoreClient(t.app).start();
    const id = unique('tabs');
    const answers = await Promise.all([100, 200, 300, 400, 500].map((timer) => start(guest, { timerId: id, timer })));
    const left = answers.map((a) => (a.json() as { timeLeft: number }).timeLeft);
    expect(new Set(left).size).toBe(1);
    expect((await check(guest, id)).json()).toEqual({ timeLeft: left[0] });
  });

  it('belongs to the session: another visitor has their own', async () => {
    const one = await new StoreClient(t.app).start();
    const other = await new StoreClient(t.app).start();
    const id = unique('exit');
    await start(one, { timerId: id, timer: 600 });
    expect((await check(other, id)).json()).toMatchObject({ code: 'soul_timer_not_started' });
  });

  it('a visitor without a session gets one, so the timer is theirs', async () => {
    const fresh = new StoreClient(t.app);
    const id = unique('fresh');
    expect((await start(fresh, { timerId: id, timer: 30 })).json()).toEqual({ timeLeft: 30 });
    expect(fresh.cookie).toMatch(/^soul_session=/);
    expect((await check(fresh, id)).json()).toEqual({ timeLeft: 30 });
  });

  it("a promotion's timer runs for the promotion's countdown, not the length the client asks for", async () => {
    const guest = await new StoreClient(t.app).start();
    expect((await start(guest, { timerId: `promo-${DEMO.promotions.welcome.slug}`, timer: 99_999 })).json()).toEqual({ timeLeft: 3600 });
  });

  it('a customer: the timer follows the account to another device and survives cleared cookies', async () => {
    const { email, client: laptop } = await clients.newCustomer();
    const id = unique('account');
    await start(laptop, { timerId: id, timer: 900 });
    clock.advance(100_000);
    const phone = await clients.signedIn(email);
    expect((await check(phone, id)).json()).toEqual({ timeLeft: 800 });
    expect((await start(phone, { timerId: id, timer: 900 })).json()).toEqual({ timeLeft: 800 });
  });

  it("signing in hands a guest's running timers to the account; where both ran one, the earlier deadline stays", async () => {
    const account = await clients.signedIn(DEMO_ACCOUNTS.customer);
    const both = unique('both');
    await start(account, { timerId: both, timer: 900 });
    const guest = await new StoreClient(t.app).start();
    const carried = unique('carried');
    await start(guest, { timerId: carried, timer: 300 });
    await start(guest, { timerId: both, timer: 120 });
    clock.advance(50_000);
    const page = await guest.site('GET', '/my-account');
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const login = await guest.site(
      'POST',
      '/my-account/login',
      new URLSearchParams({ _wpnonce: nonce, email: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(login.statusCode).toBe(303);
    expect((await check(guest, carried)).json()).toEqual({ timeLeft: 250 });
    expect((await check(guest, both)).json()).toEqual({ timeLeft: 70 });
    // …and on the account's other devices.
    expect((await check(account, carried)).json()).toEqual({ timeLeft: 250 });
    expect((await check(account, both)).json()).toEqual({ timeLeft: 70 });
  });

  it.each([
    ['en', { timerId: 'ok', timer: 0 }, 'Timer service error. Please refresh the page and try again'],
    ['en', { timerId: 'bad id!', timer: 10 }, 'Timer service error. Please refresh the page and try again'],
    ['en', { timerId: 'ok', timer: 'soon' }, 'Timer service error. Please refresh the page and try again'],
    ['lt', { timer: 10 }, 'Laikmačio paslaugos klaida. Atnaujinkite puslapį ir bandykite dar kartą'],
    ['lt', { timerId: 'x', timer: 10 * 24 * 3600 }, 'Laikmačio paslaugos klaida. Atnaujinkite puslapį ir bandykite dar kartą'],
  ])('POST timers/start refuses bad input (%s, %o)', async (lang, body, error) => {
    const guest = await new StoreClient(t.app).start();
    const answer = await start(guest, body, lang);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error, code: 'rest_invalid_param', message: error, data: { status: 400 } });
  });

  it('GET timers/check refuses a missing or malformed id, in the reader’s language', async () => {
    const guest = await new StoreClient(t.app).start();
    const missing = await guest.site('GET', '/wp-json/soul/v1/timers/check');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Timer service error. Please refresh the page and try again' });
    const lt = await check(guest, 'a b', 'lt');
    expect(lt.json()).toMatchObject({ error: 'Laikmačio paslaugos klaida. Atnaujinkite puslapį ir bandykite dar kartą' });
    expect((await check(guest, unique('none'), 'lt')).json()).toMatchObject({ error: 'Atgalinis laikmatis dar nepaleistas' });
  });

  it('limits how many timers one visitor starts in an hour', async () => {
    const guest = await new StoreClient(t.app).start();
    for (let i = 0; i < 60; i++) expect((await start(guest, { timerId: `flood-${i}`, timer: 60 })).statusCode).toBe(200);
    const refused = await start(guest, { timerId: 'flood-60', timer: 60 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'Something is wrong with counter service. Please try again.',
      code: 'soul_timer_rate_limited',
    });
    // Reading an existing timer is never limited.
    expect((await start(guest, { timerId: 'flood-0', timer: 60 })).statusCode).toBe(200);
  });
});
