import { TEST_CARDS, type AccountSubscription, type SubscriptionPlan } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp, type AccountClients } from '../../../test/account-clients.ts';
import type { StoreClient } from '../../../test/store-client.ts';
import { createStockedProduct } from '../../../test/test-products.ts';
import { cardCheckout } from '../../../test/checkout-bodies.ts';

const PLAN: SubscriptionPlan = {
  style: 'simple',
  billing_period: 'month',
  options: [{ interval: 2, jars: 1, discount_percent: 10, most_popular: false }],
};
const ctx = withAccountApp();

/** Buys a 2-monthly subscription of a fresh product (€20.00, 10 % off) with the test card; its id. */
async function subscribe(client: StoreClient, plan: SubscriptionPlan = PLAN): Promise<number> {
  const product = await createStockedProduct(ctx.t.database, { stock: null, priceCents: 2000, subscriptionPlan: plan });
  expect((await client.add(product, 1, { subscription: { interval: 2, period: 'month' } })).statusCode).toBe(201);
  const placed = await client.request('POST', '/checkout', cardCheckout('subscriber@example.lt'));
  expect(placed.statusCode).toBe(200);
  const orderId = (placed.json() as { order_id: number }).order_id;
  const rows = (await ctx.t.database.db.execute(sql`SELECT id FROM subscriptions WHERE order_id = ${orderId}`)).rows as { id: number }[];
  return rows[0]?.id ?? 0;
}

const read = async (client: StoreClient, id: number, language = 'en') =>
  client.site('GET', `/wp-json/soul/v1/subscriptions/${id}`, undefined, { 'accept-language': language });
const post = (clients: AccountClients, client: StoreClient, path: string, body: object) => soulPost(clients, client, path, body);
const day = (iso: string | null) => iso?.slice(0, 10);

describe('account subscriptions (account §2, §7)', () => {
  it("lists and shows the customer's own subscription with its lines, renewal amount, upcoming dates, card and timeline", async () => {
    const { client } = await ctx.clients.newCustomer();
    const id = await subscribe(client);
    const list = await client.site('GET', '/wp-json/soul/v1/subscriptions');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-wp-total']).toBe('1');
    const [listed] = list.json() as AccountSubscription[];
    expect(listed).toMatchObject({ id, status: 'active', billing_interval: 2, renewal: { goods: '1800', shipping: '299', total: '2099' } });
    expect(listed?.events).toBeUndefined();

    const detail = (await read(client, id)).json() as AccountSubscription;
    expect(detail.lines).toEqual([expect.objectContaining({ quantity: 1, price: '1800', total: '1800' })]);
    expect(detail.upcoming).toHaveLength(3);
    expect(detail.payment_method.card).toMatchObject({ last4: '4242' });
    expect(detail.abilities).toMatchObject({
      skip: true,
      pause: true,
      cancel: true,
      change_date: true,
      renew_now: true,
      edit_items: true,
      resume: false,
    });
    expect(detail.events?.map((e) => e.kind)).toEqual(['created']);
    const lt = (await read(client, id, 'lt')).json() as AccountSubscription;
    expect(lt.status_label).toBe('Aktyvi');
  });

  it("another customer's subscription and unknown ids are the same 404; a guest is told to sign in", async () => {
    const owner = await ctx.clients.newCustomer();
    const id = await subscribe(owner.client);
    const stranger = await ctx.clients.newCustomer();
    const foreign = await read(stranger.client, id);
    expect(foreign.statusCode).toBe(404);
    expect((foreign.json() as { code: string }).code).toBe('soul_subscription_not_found');
    expect((await read(stranger.client, 99_999_999)).statusCode).toBe(404);
    expect((await post(ctx.clients, stranger.client, 'skip-subscription', { id })).statusCode).toBe(404);
    const guest = await owner.client.site('GET', `/wp-json/soul/v1/subscriptions/${id}`, undefined, { cookie: '' });
    expect([401, 404]).toContain(guest.statusCode);
  });

  it("every change to another customer's subscription is the same 404 and changes nothing; a guest is refused", async () => {
    const owner = await ctx.clients.newCustomer();
    const id = await subscribe(owner.client);
    const before = (await read(owner.client, id)).json() as AccountSubscription;
    const line = before.lines[0]?.id ?? 0;
    const stranger = await ctx.clients.newCustomer();
    const attempts: [string, object][] = [
      ['update-subscription-renewal', { id, new_renewal_date: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10) }],
      ['cancel-subscription', { id }],
      ['reactivate-subscription', { id }],
      ['skip-subscription', { id }],
      ['pause-subscription', { id, months: 1 }],
      ['resume-subscription', { id }],
      ['undo-subscription-change', { id }],
      ['renew-subscription-now', { id }],
      ['update-subscription-line', { id, line_id: line, quantity: 3 }],
      [
        'add-payment-method',
        {
          subscription_id: id,
          payment_data: [
            { key: 'card_number', value: '5555555555554444' },
            { key: 'card_expiry', value: '11/31' },
            { key: 'card_cvc', value: '321' },
          ],
        },
      ],
      ['change-subscription-payment-method', { subscription_id: id, payment_token_id: 1 }],
    ];
    for (const [path, body] of attempts) {
      const answer = await post(ctx.clients, stranger.client, path, body);
      expect(answer.statusCode, path).toBe(404);
    }
    const after = (await read(owner.client, id)).json() as AccountSubscription;
    expect(after).toMatchObject({
      version: before.version,
      status: before.status,
      next_renewal_date: before.next_renewal_date,
      lines: before.lines,
    });
    const guest = await owner.client.site('GET', '/wp-json/soul/v1/subscriptions', undefined, { cookie: '' });
    expect(guest.statusCode).toBe(401);
  });

  it('skip moves the next renewal one interval on and can be undone; a second undo is refused', async () => {
    const { client } = await ctx.clients.newCustomer();
    const id = await subscribe(client);
    const before = (await read(client, id)).json() as AccountSubscription;
    const preview = (await client.site('GET', `/wp-json/soul/v1/subscriptions/${id}/preview?action=skip`)).json() as {
      next_renewal_date: string;
    };
    const skipped = (await post(ctx.clients, client, 'skip-subscription', { id, version: before.version })).json() as AccountSubscription;
    expect(skipped.next_renewal_date).toBe(preview.next_renewal_date);
    expect(day(skipped.next_renewal_date)).not.toBe(day(before.next_renewal_date));
    expect(skipped.abilities.undo_until).not.toBeNull();

    // A change made from an old version is refused, whatever it is.
    const stale = await post(ctx.clients, client, 'skip-subscription', { id, version: before.version });
    expect(stale.statusCode).toBe(409);

    const undone = (await post(ctx.clients, client, 'undo-subscription-change', { id })).json() as AccountSubscription;
    expect(undone.next_renewal_date).toBe(before.next_renewal_date);
    expect(undone.events?.map((e) => e.kind).slice(0, 2)).toEqual(['undone', 'skipped']);
    const again = await post(ctx.clients, client, 'undo-subscription-change', { id });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { code: string }).code).toBe('soul_subscription_undo_expired');
  });

  it('pause for two months puts it on hold until then; resume brings it back', async () => {
    const { client } = await ctx.clients.newCustomer();
    const id = await subscribe(client);
    const paused = (await post(ctx.clients, client, 'pause-subscription', { id, months: 2 })).json() as AccountSubscription;
    expect(paused).toMatchObject({ status: 'on-hold', hold_reason: 'paused', abilities: { resume: true, skip: false } });
    expect((await post(ctx.clients, client, 'pause-subscription', { id, months: 4 })).statusCode).toBe(400);
    const resumed = (await post(ctx.clients, client, 'resume-subscription', { id })).json() as AccountSubscription;
    expect(resumed).toMatchObject({ status: 'active', hold_reason: null });
  });

  it("a new renewal date must be from tomorrow to six months ahead (told in the reader's language)", async () => {
    const { client } = await ctx.clients.newCustomer();
    const id = await subscribe(client);
    const inThreeWeeks = new Date(Date.now() + 21 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const moved = (
      await post(ctx.clients, client, 'update-subscription-renewal', { id, new_renewal_date: inThreeWeeks })
    ).json() as AccountSubscription;
    expect(day(moved.next_renewal_date)).toBe(inThreeWeeks);
    const past = await client.site(
      'POST',
      '/wp-json/soul/v1/update-subscription-renewal',
      { id, new_renewal_date: '2020-01-01' },
      {
        'x-wp-nonce': await ctx.clients.restNonce(client),
        'content-type': 'application/json',
        'accept-language': 'lt',
      },
    );
    expect(past.statusCode).toBe(400);
    expect((past.json() as { message: string }).message).toBe('Pasirinkite datą nuo rytojaus.');
  });

  it('cancel runs to the end of the paid period (pending-cancel); reactivate takes it back', async () => {
    const { client } = await ctx.clients.newCustomer();
    const id = await subscribe(client);
    const before = (await read(client, id)).json() as AccountSubscription;
    const cancelled = (await post(ctx.clients, client, 'cancel-subscription', { id })).json() as AccountSubscription;
    expect(cancelled).toMatchObject({
      status: 'pending-cancel',
      next_renewal_date: null,
      end_date: before.next_renewal_date,
      abilities: { reactivate: true },
    });
    const back = (await post(ctx.clients, client, 'reactivate-subscription', { id })).json() as AccountSubscription;
    expect(back).toMatchObject({ status: 'active', next_renewal_date: before.next_renewal_date, end_date: null });
  });

  it('lines: one more product at the plan price, quantities changed, the last line never removed', async () => {
    const { client } = await ctx.clients.newCustomer();
    const id = await subscribe(client);
    const other = await createStockedProduct(ctx.t.database, { stock: null, priceCents: 1000, subscriptionPlan: PLAN });
    const before = (await client.site('GET', `/wp-json/soul/v1/subscriptions/${id}`)).json() as AccountSubscription;
    const offer = (await client.site('GET', `/wp-json/soul/v1/subscriptions/${id}/product-price?product_id=${other}`)).json() as {
      price: string;
      regular_price: string;
      renewal: { goods: string; shipping: string; total: string };
    };
    expect(offer).toMatchObject({ price: '900', regular_price: '1000' });
    // The next renewal with one added, worked out by the server: the goods grow by the offer price, shipping is recomputed.
    expect(Number(offer.renewal.goods)).toBe(Number(before.renewal.goods) + 900);
    expect(Number(offer.renewal.total)).toBe(Number(offer.renewal.goods) + Number(offer.renewal.shipping));
    const added = (
      await post(ctx.clients, client, 'add-subscription-product', { id, product_id: other, quantity: 2 })
    ).json() as AccountSubscription;
    expect(added.lines).toHaveLength(2);
    expect(added.lines[1]).toMatchObject({ product_id: other, quantity: 2, price: '900', total: '1800' });
    const plain = await createStockedProduct(ctx.t.database, { stock: null });
    expect((await post(ctx.clients, client, 'add-subscription-product', { id, product_id: plain })).statusCode).toBe(400);

    const [first, second] = added.lines;
    const fewer = (
      await post(ctx.clients, client, 'update-subscription-line', { id, line_id: second?.id, quantity: 0 })
    ).json() as AccountSubscription;
    expect(fewer.lines).toHaveLength(1);
    const last = await post(ctx.clients, client, 'update-subscription-line', { id, line_id: first?.id, quantity: 0 });
    expect(last.statusCode).toBe(409);
    expect((last.json() as { code: string }).code).toBe('soul_subscription_last_line');
  });

  it('renew now orders and charges the next period at once; it shows among the related orders', async () => {
    const { client } = await ctx.clients.newCustomer();
    const id = await subscribe(client);
    const before = (await read(client, id)).json() as AccountSubscription;
    const renewed = await post(ctx.clients, client, 'renew-subscription-now', { id });
    expect(renewed.statusCode).toBe(200);
    const after = renewed.json() as AccountSubscription;
    expect(after.related_orders).toHaveLength(1);
    expect(after.next_renewal_date).not.toBe(before.next_renewal_date);
    expect(after.events?.slice(0, 2)).toMatchObject([
      { kind: 'renewed', actor: 'system' },
      { kind: 'renewal_requested', actor: 'customer' },
    ]);
  });

  it("payment method: only the customer's own saved cards", async () => {
    const { client } = await ctx.clients.newCustomer();
    const id = await subscribe(client);
    const cards = (await client.site('GET', `/wp-json/soul/v1/subscription-payment-methods/${id}`)).json() as {
      id: number;
      is_current: boolean;
    }[];
    expect(cards.some((c) => c.is_current)).toBe(true);
    const stranger = await ctx.clients.newCustomer();
    const theirs = await subscribe(stranger.client);
    const theirCard = (
      (await stranger.client.site('GET', `/wp-json/soul/v1/subscription-payment-methods/${theirs}`)).json() as { id: number }[]
    )[0];
    const refused = await post(ctx.clients, client, 'change-subscription-payment-method', {
      subscription_id: id,
      payment_token_id: theirCard?.id,
    });
    expect(refused.statusCode).toBe(404);
    const mine = await post(ctx.clients, client, 'change-subscription-payment-method', {
      subscription_id: id,
      payment_token_id: cards[0]?.id,
    });
    expect(mine.statusCode).toBe(200);
  });

  it('add-payment-method saves a new card with the gateway (no money taken) and moves renewals to it; a declining card is refused', async () => {
    const { client } = await ctx.clients.newCustomer();
    const id = await subscribe(client);
    const card = (number: string) => [
      { key: 'card_number', value: number },
      { key: 'card_expiry', value: '11/31' },
      { key: 'card_cvc', value: '321' },
    ];
    const added = await post(ctx.clients, client, 'add-payment-method', { subscription_id: id, payment_data: card('5555555555554444') });
    expect(added.statusCode).toBe(200);
    expect((added.json() as AccountSubscription).payment_method.card).toMatchObject({ last4: '4444', exp_month: 11, exp_year: 2031 });
    const cards = (await client.site('GET', `/wp-json/soul/v1/subscription-payment-methods/${id}`)).json() as {
      last4: string;
      is_current: boolean;
    }[];
    expect(cards.find((c) => c.is_current)?.last4).toBe('4444');
    const declined = await post(ctx.clients, client, 'add-payment-method', {
      subscription_id: id,
      payment_data: card(TEST_CARDS.declined),
    });
    expect(declined.statusCode).toBe(402);
    expect((await post(ctx.clients, client, 'add-payment-method', { subscription_id: id })).statusCode).toBe(400);
  });

  it('company staff manage subscriptions only with permission_edit_subscription; the director always, shown as the director', async () => {
    const company = (await ctx.t.database.db.execute(sql`SELECT company_id FROM users WHERE email = ${DEMO_ACCOUNTS.director}`))
      .rows[0] as {
      company_id: number;
    };
    const staff = await ctx.clients.newCustomer({ role: 'staff', permissions: { permission_buy: true, permission_view_orders: true } });
    await ctx.t.database.db.execute(sql`UPDATE users SET company_id = ${company.company_id} WHERE id = ${staff.userId}`);
    const id = await subscribe(staff.client);
    const seen = (await read(staff.client, id)).json() as AccountSubscription;
    expect(seen.abilities).toMatchObject({ skip: false, cancel: false, edit_items: false });
    const refused = await post(ctx.clients, staff.client, 'skip-subscription', { id });
    expect(refused.statusCode).toBe(403);

    const director = await ctx.clients.signedIn(DEMO_ACCOUNTS.director);
    const skipped = await post(ctx.clients, director, 'skip-subscription', { id });
    expect(skipped.statusCode).toBe(200);
    expect((skipped.json() as AccountSubscription).events?.[0]).toMatchObject({ kind: 'skipped', actor: 'director' });

    await ctx.t.database.db.execute(
      sql`UPDATE users SET b2b_permissions = b2b_permissions || '{"permission_edit_subscription": true}'::jsonb WHERE id = ${staff.userId}`,
    );
    const allowed = await ctx.clients.signedIn(staff.email);
    expect((await post(ctx.clients, allowed, 'pause-subscription', { id, months: 1 })).statusCode).toBe(200);
    // Items need their own flag.
    const other = await createStockedProduct(ctx.t.database, { stock: null, priceCents: 1000, subscriptionPlan: PLAN });
    expect((await post(ctx.clients, allowed, 'add-subscription-product', { id, product_id: other })).statusCode).toBe(403);
  });

  it('administrators see every subscription and act for the customer; writes need the REST nonce', async () => {
    const { client } = await ctx.clients.newCustomer();
    const id = await subscribe(client);
    const admin = await ctx.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const all = await admin.site('GET', '/wp-json/soul/v1/subscriptions?status=active&per_page=100');
    expect((all.json() as AccountSubscription[]).some((s) => s.id === id)).toBe(true);
    const cancelled = await post(ctx.clients, admin, 'cancel-subscription', { id });
    expect((cancelled.json() as AccountSubscription).events?.[0]).toMatchObject({ kind: 'cancelled', actor: 'administrator' });
    const noNonce = await client.site('POST', '/wp-json/soul/v1/reactivate-subscription', { id }, { 'content-type': 'application/json' });
    expect([401, 403]).toContain(noNonce.statusCode);
  });
});
