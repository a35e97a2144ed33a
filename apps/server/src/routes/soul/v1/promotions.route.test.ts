import { DEMO, DEMO_ACCOUNTS } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../../services/clock.ts';
import { AccountClients } from '../../../test/account-clients.ts';
import { cents, StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let clients: AccountClients;
const clock = new SettableClock(new Date('2026-11-28T10:00:00.000Z'));
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const energy = DEMO.promotions.energyComplex;
const jar = DEMO.products.subscriptionTiersTwinVariations['200g'];
const EXPIRED = 'Sorry, but your discount has expired. Please try again later';

interface ShownOption {
  _id: string;
  title: string;
  quantity: number;
  base_price: string;
  price: string;
  discount_rate: number;
  default_selected: boolean;
  special_tag: string;
}
interface Shown {
  id: number;
  kind: string;
  title: string;
  timer_id: string;
  countdown: number;
  coupon_prefix: string | null;
  landing_pages: { en: string | null; lt: string | null };
  quantityPromotions: ShownOption[];
}

const show = async (client: StoreClient, slug: string, lang = '') =>
  client.site('GET', `/wp-json/soul/v1/promotions/${slug}${lang ? `?lang=${lang}` : ''}`);
const startTimer = (client: StoreClient, timerId: string) =>
  client.site('POST', '/wp-json/soul/v1/timers/start', { timerId, timer: 60 }, { 'content-type': 'application/json' });
const unitPrice = async (client: StoreClient) =>
  cents(((await client.request('GET', `/products/${jar}`)).json() as { prices: { price: string } }).prices.price);

describe('GET soul/v1/promotions (what the promo widgets read)', () => {
  it('the Energy Complex quantity offer by its landing slug, options priced on the server (base minus discount_rate)', async () => {
    const guest = await new StoreClient(t.app).start();
    const answer = await show(guest, energy.landingEn);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as Shown;
    expect(body).toMatchObject({ id: energy.id, kind: 'quantity_offer', countdown: 1800, timer_id: `promo-${energy.slug}` });
    expect(body.landing_pages).toEqual({ en: '/offer/energy-complex', lt: '/lt/pasiulymas/energijos-kompleksas' });
    const unit = await unitPrice(guest);
    expect(body.quantityPromotions.map((o) => [o._id, o.quantity, o.discount_rate, o.default_selected])).toEqual([
      [`${energy.id}:one`, 1, 10, false],
      [`${energy.id}:two`, 2, 20, true],
      [`${energy.id}:three`, 3, 30, false],
    ]);
    for (const option of body.quantityPromotions) {
      const base = unit * option.quantity;
      expect(cents(option.base_price)).toBe(base);
      expect(cents(option.price)).toBe(base - Math.round((base * option.discount_rate) / 100));
    }
  });

  it('in Lithuanian by the Lithuanian landing slug', async () => {
    const guest = await new StoreClient(t.app).start();
    const body = (await show(guest, energy.landingLt, 'lt')).json() as Shown;
    expect(body.title).toBe('Energijos kompleksas: apsirūpinkite ir sutaupykite');
    expect(body.quantityPromotions[1]).toMatchObject({ title: '2 indeliai', special_tag: 'Populiariausias' });
  });

  it('the banner campaign `welcome` and the live exit offer, for a customer and an administrator alike', async () => {
    for (const client of [await clients.signedIn(DEMO_ACCOUNTS.customer), await clients.signedIn(DEMO_ACCOUNTS.administrator)]) {
      const banner = (await show(client, 'welcome')).json() as Shown;
      expect(banner).toMatchObject({ kind: 'banner', title: 'Welcome offer', countdown: 3600, timer_id: 'promo-welcome' });
      const exits = (await client.site('GET', '/wp-json/soul/v1/promotions?kind=exit_offer')).json() as Shown[];
      expect(exits).toContainEqual(expect.objectContaining({ kind: 'exit_offer', coupon_prefix: 'exit-promo-10', countdown: 1800 }));
    }
  });

  it('answers 404 "No promotion found" for an unknown slug, in the reader’s language', async () => {
    const guest = await new StoreClient(t.app).start();
    const en = await show(guest, 'no-such-promo');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ code: 'soul_promotion_not_found', message: 'No promotion found' });
    expect((await show(guest, 'NOT_A_SLUG', 'lt')).json()).toMatchObject({ message: 'Akcija nerasta' });
    const badKind = await guest.site('GET', '/wp-json/soul/v1/promotions?kind=coupon');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({ code: 'rest_invalid_param' });
  });
});

describe('add-item with promo_offer_* data: the discount is granted by the server', () => {
  const offer = (rate = 20) => ({
    promo_offer_id: `${energy.id}:two`,
    promo_offer_title: '2 jars',
    promo_offer_base_price: 1,
    promo_offer_discount_rate: rate,
  });
  type CartAnswer = {
    items: { quantity: number; totals: { line_subtotal: string; line_subtotal_tax: string } }[];
    errors: { code: string; message: string }[];
  };
  const lineGross = (cart: CartAnswer) => cents(cart.items[0]?.totals.line_subtotal) + cents(cart.items[0]?.totals.line_subtotal_tax);

  it('honours a live offer while the visitor’s countdown runs', async () => {
    const guest = await new StoreClient(t.app).start();
    await startTimer(guest, `promo-${energy.slug}`);
    const added = await guest.add(jar, 2, offer());
    expect(added.statusCode).toBe(201);
    const cart = added.json() as CartAnswer;
    const base = (await unitPrice(guest)) * 2;
    expect(lineGross(cart)).toBe(base - Math.round(base * 0.2));
    expect(cart.errors).toEqual([]);
    expect((added.json() as { items: { extensions: { soul: { promo_offer: unknown } } }[] }).items[0]?.extensions.soul.promo_offer).toEqual(
      {
        promotion_id: energy.id,
        option: 'two',
        discount_rate: 20,
        expires_at: new Date(clock.now().getTime() + 1_800_000).toISOString(),
      },
    );
  });

  it('a changed quantity is no longer the offer: update-item reprices the line and says so', async () => {
    const guest = await new StoreClient(t.app).start();
    await startTimer(guest, `promo-${energy.slug}`);
    const added = (await guest.add(jar, 2, offer())).json() as CartAnswer & { items: { key: string }[] };
    const key = added.items[0]?.key ?? '';
    const updated = (await guest.request('POST', '/cart/update-item', { key, quantity: 4 })).json() as CartAnswer;
    expect(lineGross(updated)).toBe((await unitPrice(guest)) * 4);
    expect(updated.errors).toEqual([{ code: 'soul_promo_offer_expired', message: EXPIRED }]);
  });

  it('refuses a forged rate: priced without the discount, with the notice', async () => {
    const guest = await new StoreClient(t.app).start();
    await startTimer(guest, `promo-${energy.slug}`);
    const cart = (await guest.add(jar, 2, offer(90))).json() as CartAnswer;
    expect(lineGross(cart)).toBe((await unitPrice(guest)) * 2);
    expect(cart.errors).toEqual([{ code: 'soul_promo_offer_expired', message: EXPIRED }]);
  });

  it('refuses an offer whose countdown was never started, or for another quantity (in Lithuanian too)', async () => {
    const guest = await new StoreClient(t.app).start();
    const cart = (await guest.add(jar, 2, offer())).json() as CartAnswer;
    expect(cart.errors).toEqual([{ code: 'soul_promo_offer_expired', message: EXPIRED }]);
    const lt = await new StoreClient(t.app, '/wp-json/wc/store/v1').start();
    await startTimer(lt, `promo-${energy.slug}`);
    const wrong = (
      await lt.request('POST', '/cart/add-item?lang=lt', { id: jar, quantity: 5, cart_item_data: JSON.stringify(offer()) })
    ).json() as CartAnswer;
    expect(wrong.errors).toEqual([
      { code: 'soul_promo_offer_expired', message: 'Atsiprašome, bet jūsų nuolaidos laikas baigėsi. Bandykite vėliau' },
    ]);
  });

  it('an expired countdown: the cart reprices the line and says so; checkout refuses until the shopper has seen it', async () => {
    const guest = await new StoreClient(t.app).start();
    await startTimer(guest, `promo-${energy.slug}`);
    const honoured = (await guest.add(jar, 2, offer())).json() as CartAnswer;
    expect(honoured.errors).toEqual([]);
    clock.advance(31 * 60_000);
    const later = await guest.cart();
    expect(lineGross(later as unknown as CartAnswer)).toBe((await unitPrice(guest)) * 2);
    expect(later.errors).toEqual([{ code: 'soul_promo_offer_expired', message: EXPIRED }]);
    const checkout = await guest.request('POST', '/checkout', {
      billing_address: {
        email: 'promo@example.lt',
        first_name: 'A',
        last_name: 'B',
        phone: '+37060000000',
        address_1: 'A 1',
        city: 'Vilnius',
        postcode: 'LT-01103',
        country: 'LT',
      },
      payment_method: 'cod',
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({ code: 'soul_promo_offer_expired', message: EXPIRED });
  });
});

describe('POST soul/v1/promotions/{slug}/claim (the exit popup: a personal single-use coupon)', () => {
  const exit = DEMO.promotions.exit;
  const claim = async (client: StoreClient, body: unknown, lang = '') =>
    client.site('POST', `/wp-json/soul/v1/promotions/${exit.slug}/claim${lang ? `?lang=${lang}` : ''}`, body, {
      'x-wp-nonce': await clients.restNonce(client),
      'content-type': 'application/json',
    });
  const email = () => `exit-${Math.random().toString(36).slice(2, 10)}@example.lt`;

  it('issues exit-promo-10-… for the e-mail while the countdown runs and applies it to the cart; the same e-mail again is refused', async () => {
    const guest = await new StoreClient(t.app).start();
    await startTimer(guest, `promo-${exit.slug}`);
    const address = email();
    const answer = await claim(guest, { email: address });
    expect(answer.statusCode).toBe(201);
    const body = answer.json() as { success: boolean; data: { is_applied: boolean; code: string; description: string; expires: string } };
    expect(body).toMatchObject({
      success: true,
      data: { is_applied: true, description: '10% off: your personal exit offer', expires: '1800' },
    });
    expect(body.data.code).toMatch(/^exit-promo-10-[0-9a-f]{8}$/);
    expect((await guest.cart()).coupons.map((c) => c.code)).toEqual([body.data.code]);
    const again = await claim(await new StoreClient(t.app).start(), { email: address.toUpperCase() });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    const lt = await new StoreClient(t.app).start();
    await startTimer(lt, `promo-${exit.slug}`);
    const used = await claim(lt, { email: address }, 'lt');
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ code: 'soul_email_already_used', message: 'Šis el. pašto adresas jau buvo panaudotas' });
  });

  it('refuses a bad e-mail, an expired or unstarted countdown, another kind of promotion, and a missing nonce', async () => {
    const guest = await new StoreClient(t.app).start();
    const unstarted = await claim(guest, { email: email() });
    expect(unstarted.statusCode).toBe(409);
    expect(unstarted.json()).toMatchObject({ code: 'soul_promo_offer_expired', message: EXPIRED });
    await startTimer(guest, `promo-${exit.slug}`);
    const bad = await claim(guest, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please enter a valid email address' });
    expect((await claim(guest, {}, 'lt')).json()).toMatchObject({ message: 'Įveskite tinkamą el. pašto adresą' });
    const banner = await guest.site(
      'POST',
      '/wp-json/soul/v1/promotions/welcome/claim',
      { email: email() },
      {
        'x-wp-nonce': await clients.restNonce(guest),
        'content-type': 'application/json',
      },
    );
    expect(banner.statusCode).toBe(404);
    const noNonce = await guest.site(
      'POST',
      `/wp-json/soul/v1/promotions/${exit.slug}/claim`,
      { email: email() },
      { 'content-type': 'application/json' },
    );
    expect(noNonce.statusCode).toBe(403);
    expect(noNonce.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    clock.advance(31 * 60_000);
    const late = await claim(guest, { email: email() });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'soul_promo_offer_expired' });
  });
});

describe('POST soul/v1/promotions/{slug}/extend (the 24-hour extension, storefront §4, §9)', () => {
  const exit = DEMO.promotions.exit;
  const post = async (client: StoreClient, path: string, body: unknown, lang = '') =>
    client.site('POST', `/wp-json/soul/v1/promotions/${exit.slug}/${path}${lang ? `?lang=${lang}` : ''}`, body, {
      'x-wp-nonce': await clients.restNonce(client),
      'content-type': 'application/json',
    });
  const email = () => `extend-${Math.random().toString(36).slice(2, 10)}@example.lt`;

  it('is refused while the countdown runs or before it started, in the reader’s language; clients cannot start it themselves', async () => {
    const guest = await new StoreClient(t.app).start();
    const unstarted = await post(guest, 'extend', {});
    expect(unstarted.statusCode).toBe(409);
    expect(unstarted.json()).toMatchObject({
      code: 'soul_promo_extension_refused',
      message: 'The offer can be extended only once, after its countdown has run out',
    });
    await startTimer(guest, `promo-${exit.slug}`);
    const running = await post(guest, 'extend', {}, 'lt');
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ message: 'Pasiūlymą galima pratęsti tik vieną kartą, kai baigiasi jo laikas' });
    const forged = await startTimer(guest, `promo-${exit.slug}:extension`);
    expect(forged.statusCode).toBe(400);
    expect((await guest.site('GET', `/wp-json/soul/v1/timers/check?timerId=promo-${exit.slug}:extension`)).json()).toMatchObject({
      code: 'soul_timer_not_started',
    });
    const noNonce = await guest.site('POST', `/wp-json/soul/v1/promotions/${exit.slug}/extend`, {}, { 'content-type': 'application/json' });
    expect(noNonce.statusCode).toBe(403);
    expect(
      (
        await guest.site(
          'POST',
          '/wp-json/soul/v1/promotions/no-such-offer/extend',
          {},
          {
            'x-wp-nonce': await clients.restNonce(guest),
            'content-type': 'application/json',
          },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('after the countdown has run out: 24 hours once, never restarted, and the claim honours it while it runs', async () => {
    const guest = await new StoreClient(t.app).start();
    await startTimer(guest, `promo-${exit.slug}`);
    clock.advance(31 * 60_000);
    expect((await post(guest, 'claim', { email: email() })).json()).toMatchObject({ code: 'soul_promo_offer_expired' });
    const extended = await post(guest, 'extend', {});
    expect(extended.statusCode).toBe(201);
    expect(extended.json()).toEqual({ timerId: `promo-${exit.slug}:extension`, timeLeft: 86_400 });
    const check = await guest.site('GET', `/wp-json/soul/v1/timers/check?timerId=promo-${exit.slug}:extension`);
    expect(check.json()).toEqual({ timeLeft: 86_400 });
    clock.advance(60 * 60_000);
    expect((await post(guest, 'extend', {})).json()).toEqual({ timerId: `promo-${exit.slug}:extension`, timeLeft: 82_800 });
    const claimed = await post(guest, 'claim', { email: email() });
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json()).toMatchObject({ success: true, data: { is_applied: true, expires: '82800' } });
    clock.advance(24 * 60 * 60_000);
    expect((await post(guest, 'extend', {})).json()).toEqual({ timerId: `promo-${exit.slug}:extension`, timeLeft: 0 });
    const late = await post(guest, 'claim', { email: email() }, 'lt');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'soul_promo_offer_expired',
      message: 'Atsiprašome, bet jūsų nuolaidos laikas baigėsi. Bandykite vėliau',
    });
  });
});
