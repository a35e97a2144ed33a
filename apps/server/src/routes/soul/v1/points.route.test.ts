import { TEST_CARDS, type AdminPointsEntry, type Cart, type PointsAnswer } from '@soul/contracts';
import { DEMO_ACCOUNTS } from '@soul/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { soulPost, withAccountApp } from '../../../test/account-clients.ts';
import { billingAddress, cardCheckout } from '../../../test/checkout-bodies.ts';
import { cents, StoreClient } from '../../../test/store-client.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

/**
 * Customer points over HTTP (storefront §1, account §2/§9): the account's
 * ledger (own entries only), administrators' list and adjustments, spending
 * on the cart (checked against the balance, capped by the goods) and at
 * checkout (reserved with the order under the customer's lock, settled with
 * it), and review rewards (once per customer and product, taken back when
 * the review is rejected).
 */
// The test database is shared: other files' reviews from 127.0.0.1 must not hit this file's hourly limit.
const app = withAccountApp({}, { reviewsPerHour: 100_000 });

async function administrator() {
  const client = await app.clients.signedIn(DEMO_ACCOUNTS.administrator);
  const nonce = await app.clients.restNonce(client);
  return { client, nonce };
}

async function adjust(customer: number, points: number, lang = '') {
  const { client, nonce } = await administrator();
  return soulPost(app.clients, client, `admin/points${lang ? `?lang=${lang}` : ''}`, { customer, points, details: 'test' }, nonce);
}

/** A new customer holding `points` (an administrator's adjustment). */
async function customerWith(points: number) {
  const customer = await app.clients.newCustomer();
  if (points > 0) expect((await adjust(customer.userId, points)).statusCode).toBe(201);
  return customer;
}

async function points(client: StoreClient, query = ''): Promise<PointsAnswer> {
  const answer = await client.site('GET', `/wp-json/soul/v1/points${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json() as PointsAnswer;
}

const usePoints = (client: StoreClient, value: unknown, lang = '') =>
  client.request('POST', `/cart/extensions${lang ? `?lang=${lang}` : ''}`, { namespace: 'soul-points', data: { points: value } });

const pointsCoupon = (cart: Cart) => cart.coupons.find((c) => c.code === 'wc_points_redemption');

async function spendEntries(orderId: number) {
  return (
    await app.t.database.db.execute(
      sql`SELECT points, status FROM points_entries WHERE source_type = 'order' AND source_id = ${orderId} ORDER BY id`,
    )
  ).rows as { points: number; status: string }[];
}

describe('GET soul/v1/points', () => {
  it('is for signed-in customers only, and each sees only their own entries, newest first, in their language', async () => {
    const guest = await new StoreClient(app.t.app).start();
    const refused = await guest.site('GET', '/wp-json/soul/v1/points');
    expect(refused.statusCode).toBe(401);

    const one = await customerWith(12);
    const other = await customerWith(30);
    const mine = await points(one.client);
    expect(mine.balance).toEqual({ available: 12, pending: 0 });
    expect(mine.entries).toEqual([
      expect.objectContaining({ points: 12, kind: 'adjust', status: 'confirmed', description: 'Adjusted by the shop', details: 'test' }),
    ]);
    expect(mine.review_rewards).toEqual({ text: 5, photo: 15, video: 40 });
    expect(mine.cents_per_point).toBe(100);
    const theirs = await points(other.client, '?lang=lt');
    expect(theirs.entries).toEqual([
      expect.objectContaining({ points: 30, action: 'Pakoreguota', status_label: 'Patvirtinta', description: 'Parduotuvės koregavimas' }),
    ]);
  });

  it('shows the demo customer their seeded history', async () => {
    const demo = await app.clients.signedIn(DEMO_ACCOUNTS.customer);
    const seeded = await points(demo);
    expect(seeded.balance).toEqual({ available: 35, pending: 5 });
    expect(seeded.total).toBe(3);
  });
});

describe('soul/v1/admin/points', () => {
  it('lists entries by customer, status and kind for administrators only; customers get 403', async () => {
    const customer = await customerWith(7);
    const { client } = await administrator();
    const listed = await client.site('GET', `/wp-json/soul/v1/admin/points?customer=${customer.userId}&kind=adjust&status=confirmed`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-wp-total']).toBe('1');
    expect((listed.json() as AdminPointsEntry[])[0]).toMatchObject({
      customer: customer.userId,
      points: 7,
      source: { type: 'administrator' },
    });
    const past = await client.site('GET', `/wp-json/soul/v1/admin/points?customer=${customer.userId}&page=9`);
    expect(past.json()).toEqual([]);
    expect((await customer.client.site('GET', '/wp-json/soul/v1/admin/points')).statusCode).toBe(403);
    const write = await soulPost(app.clients, customer.client, 'admin/points', { customer: customer.userId, points: 100 });
    expect(write.statusCode).toBe(403);
  });

  it('adjusts either way but never below what is available; unknown customers and bad amounts are refused, in both languages', async () => {
    const customer = await customerWith(10);
    expect((await adjust(customer.userId, -4)).statusCode).toBe(201);
    const over = await adjust(customer.userId, -7);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'soul_points_overdraw', message: 'The customer has only 6 points to take.' });
    const overLt = await adjust(customer.userId, -7, 'lt');
    expect(overLt.json()).toMatchObject({ message: 'Klientas turi tik 6 taškų.' });
    const unknown = await adjust(2_147_000_000, 5, 'lt');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'soul_customer_not_found', message: 'Klientas nerastas' });
    expect((await adjust(customer.userId, 0)).statusCode).toBe(400);
    expect((await points(customer.client)).balance.available).toBe(6);
  });
});

describe('spending points', () => {
  it('refuses guests and more than the balance (both languages); caps the discount by the goods, VAT split like a coupon', async () => {
    const guest = await new StoreClient(app.t.app).start();
    const asGuest = await usePoints(guest, 5);
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toMatchObject({ code: 'soul_points_sign_in', message: 'Please sign in to use your points.' });

    const { client } = await customerWith(30);
    const product = await createStockedProduct(app.t.database, { stock: null, priceCents: 1250 });
    expect((await client.add(product)).statusCode).toBe(201);
    const tooMany = await usePoints(client, 31);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'soul_points_not_enough', message: 'You have 30 points to use.' });
    expect((await usePoints(client, 31, 'lt')).json()).toMatchObject({ message: 'Galite panaudoti 30 taškų.' });
    expect((await usePoints(client, 'many')).statusCode).toBe(400);

    const applied = await usePoints(client, 30);
    expect(applied.statusCode).toBe(200);
    const cart = applied.json() as Cart;
    const coupon = pointsCoupon(cart);
    // €12.50 of goods take 12 points (whole euros), not 30.
    expect(coupon).toMatchObject({ description: '12 points' });
    expect(cents(coupon?.totals.total_discount) + cents(coupon?.totals.total_discount_tax)).toBe(1200);
    expect(cents(cart.totals.total_discount) + cents(cart.totals.total_discount_tax)).toBe(1200);
    expect(cents(cart.totals.total_items) + cents(cart.totals.total_items_tax) - 1200).toBe(50);

    const off = (await usePoints(client, 0)).json() as Cart;
    expect(pointsCoupon(off)).toBeUndefined();
    // Shown among the coupons, as WooCommerce Points & Rewards shows it: removing it takes the points off.
    await usePoints(client, 5);
    const removed = await client.request('POST', '/cart/remove-coupon', { code: 'wc_points_redemption' });
    expect(removed.statusCode).toBe(200);
    expect(pointsCoupon(removed.json() as Cart)).toBeUndefined();
  });

  it('reserves the points with a cash-on-delivery order (confirmed, it is processing) and the balance follows', async () => {
    const customer = await customerWith(20);
    const product = await createStockedProduct(app.t.database, { stock: null, priceCents: 3000 });
    await customer.client.add(product);
    await usePoints(customer.client, 20);
    const placed = await customer.client.request('POST', '/checkout', {
      billing_address: billingAddress(customer.email),
      payment_method: 'cod',
    });
    expect(placed.statusCode).toBe(200);
    const order = placed.json() as { order_id: number };
    const stored = (
      await app.t.database.db.execute(
        sql`SELECT discount_total + discount_tax AS discount, status FROM orders WHERE id = ${order.order_id}`,
      )
    ).rows[0];
    expect(stored).toEqual({ discount: 2000, status: 'processing' });
    expect(await spendEntries(order.order_id)).toEqual([{ points: -20, status: 'confirmed' }]);
    const after = await points(customer.client);
    expect(after.balance.available).toBe(0);
    expect(after.entries[0]).toMatchObject({ kind: 'spend', points: -20, description: `Used on order #${order.order_id}` });
    // A coupon use is not taken for the points discount (no such coupon exists).
    expect((await customer.client.cart()).items).toEqual([]);
  });

  it('never costs the shopper free delivery: the parcel locker threshold is judged before the points', async () => {
    const customer = await customerWith(40);
    const product = await createStockedProduct(app.t.database, { stock: null, priceCents: 5500 });
    await customer.client.add(product);
    await usePoints(customer.client, 40);
    const placed = await customer.client.request('POST', '/checkout', {
      billing_address: billingAddress(customer.email),
      payment_method: 'cod',
    });
    const orderId = (placed.json() as { order_id: number }).order_id;
    const stored = (
      await app.t.database.db.execute(sql`SELECT shipping_total + shipping_tax AS shipping, total FROM orders WHERE id = ${orderId}`)
    ).rows[0];
    expect(stored).toEqual({ shipping: 0, total: 1500 });
  });

  it('two orders at once can never spend the same points', async () => {
    const customer = await customerWith(25);
    const second = await app.clients.signedIn(customer.email);
    for (const client of [customer.client, second]) {
      const product = await createStockedProduct(app.t.database, { stock: null, priceCents: 4000 });
      await client.add(product);
      expect((await usePoints(client, 20)).statusCode).toBe(200);
    }
    const [a, b] = await Promise.all(
      [customer.client, second].map((client) =>
        client.request('POST', '/checkout', { billing_address: billingAddress(customer.email), payment_method: 'cod' }),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const refused = [a, b].find((r) => r?.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'soul_points_balance_changed' });
    expect((await points(customer.client)).balance.available).toBe(5);
  });

  it('gives the points back when the order is cancelled', async () => {
    const customer = await customerWith(10);
    const product = await createStockedProduct(app.t.database, { stock: 5, priceCents: 2000 });
    await customer.client.add(product);
    await usePoints(customer.client, 10);
    const placed = await customer.client.request('POST', '/checkout', cardCheckout(customer.email));
    const orderId = (placed.json() as { order_id: number }).order_id;
    expect(await spendEntries(orderId)).toEqual([{ points: -10, status: 'confirmed' }]);
    const nonce = await app.clients.restNonce(customer.client);
    const cancelled = await customer.client.site('GET', `/wp-json/soul/v1/cancel-order/${orderId}`, undefined, { 'x-wp-nonce': nonce });
    expect(cancelled.statusCode).toBe(200);
    expect(await spendEntries(orderId)).toEqual([{ points: -10, status: 'reversed' }]);
    expect((await points(customer.client)).balance.available).toBe(10);
  });

  it('gives the points back when the card is declined (the order failed), and takes them again when it is paid later', async () => {
    const customer = await customerWith(8);
    const product = await createStockedProduct(app.t.database, { stock: null, priceCents: 2000 });
    await customer.client.add(product);
    await usePoints(customer.client, 8);
    const placed = await customer.client.request('POST', '/checkout', cardCheckout(customer.email, TEST_CARDS.declined));
    expect(placed.statusCode).toBe(402);
    const order = (
      await app.t.database.db.execute(sql`SELECT id, status FROM orders WHERE user_id = ${customer.userId} ORDER BY id DESC LIMIT 1`)
    ).rows[0] as { id: number; status: string };
    expect(order.status).toBe('failed');
    expect(await spendEntries(order.id)).toEqual([{ points: -8, status: 'reversed' }]);
    expect((await points(customer.client)).balance.available).toBe(8);

    // Paid later from the pay-for-order route, the order keeps its discount, so it takes its points again.
    const paid = await customer.client.request('POST', `/checkout/${order.id}`, cardCheckout(customer.email));
    expect(paid.statusCode).toBe(200);
    expect(await spendEntries(order.id)).toEqual([
      { points: -8, status: 'reversed' },
      { points: -8, status: 'confirmed' },
    ]);
    expect((await points(customer.client)).balance.available).toBe(0);
  });
});

describe('review rewards', () => {
  it('an approved review of a signed-in customer earns once per product; rejecting it takes the points back', async () => {
    const customer = await customerWith(0);
    const product = await createStockedProduct(app.t.database, { stock: 5 });
    const write = (content: string) =>
      soulPost(app.clients, customer.client, 'reviews', {
        product_id: product,
        rating: 1,
        name: 'Ona',
        email: customer.email,
        title: 'Honest',
        content,
      });
    expect((await write('Did not help me at all.')).statusCode).toBe(201);
    expect((await write('Tried again, still nothing.')).statusCode).toBe(201);
    const { client, nonce } = await administrator();
    const ids = (
      (await client.site('GET', `/wp-json/soul/v1/admin/reviews?product=${product}&orderby=id&order=asc`)).json() as { id: number }[]
    ).map((r) => r.id);
    const moderate = (id: number | undefined, status: string) =>
      client.site('PUT', `/wp-json/soul/v1/admin/reviews/${id}`, { status }, { 'x-wp-nonce': nonce, 'content-type': 'application/json' });

    expect((await moderate(ids[0], 'approved')).statusCode).toBe(200);
    expect((await moderate(ids[0], 'approved')).statusCode).toBe(200);
    expect((await moderate(ids[1], 'approved')).statusCode).toBe(200);
    let mine = await points(customer.client);
    // A one-star review earns exactly what a five-star one would: the text reward, once.
    expect(mine.balance.available).toBe(5);
    expect(mine.entries).toEqual([
      expect.objectContaining({ kind: 'earn', points: 5, status: 'confirmed', description: expect.stringMatching(/^Review of Test/) }),
    ]);

    expect((await moderate(ids[0], 'rejected')).statusCode).toBe(200);
    mine = await points(customer.client);
    expect(mine.balance.available).toBe(0);
    expect(mine.entries[0]).toMatchObject({ status: 'reversed' });
  });

  it('a guest review earns nothing', async () => {
    const product = await createStockedProduct(app.t.database, { stock: 5 });
    const guest = await new StoreClient(app.t.app).start();
    const nonce = await app.clients.restNonce(guest);
    await soulPost(
      app.clients,
      guest,
      'reviews',
      { product_id: product, rating: 5, name: 'G', email: 'guest-points@example.lt', title: 'T', content: 'Fine.' },
      nonce,
    );
    const { client, nonce: adminNonce } = await administrator();
    const [review] = (await client.site('GET', `/wp-json/soul/v1/admin/reviews?product=${product}`)).json() as { id: number }[];
    await client.site(
      'PUT',
      `/wp-json/soul/v1/admin/reviews/${review?.id}`,
      { status: 'approved' },
      { 'x-wp-nonce': adminNonce, 'content-type': 'application/json' },
    );
    const rows = (
      await app.t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM points_entries WHERE source_type = 'review' AND source_id = ${review?.id ?? 0}`,
      )
    ).rows[0];
    expect(rows).toEqual({ n: 0 });
  });
});
