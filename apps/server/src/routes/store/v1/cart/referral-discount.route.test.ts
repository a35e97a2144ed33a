import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients } from '../../../../test/account-clients.ts';
import { billingAddress } from '../../../../test/checkout-bodies.ts';
import { cents, StoreClient } from '../../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createStockedProduct } from '../../../../test/test-products.ts';

/** A referred friend's 20 % (storefront §1, account §9): automatic, first order only, never one's own, never with the welcome coupon. */
let t: TestApp;
let clients: AccountClients;
let referrer: { email: string; userId: number; client: StoreClient };
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  clients = new AccountClients(t);
  referrer = await clients.newCustomer();
  const nonce = await clients.restNonce(referrer.client);
  const link = await referrer.client.site('POST', '/wp-json/soul/v1/reflink', JSON.stringify({ userid: referrer.userId }), {
    'x-wp-nonce': nonce,
    'content-type': 'application/json',
  });
  code = (link.json() as { code: string }).code;
});
afterAll(async () => t.close());

interface CartAnswer {
  coupons: { code: string }[];
  totals: { total_items: string; total_items_tax: string; total_discount: string; total_discount_tax: string };
}

/** A guest who came through the referrer's link (the affiliate cookie), with one 20.00 € item in the cart. */
async function referredGuest(cookieCode = code): Promise<StoreClient> {
  const client = await new StoreClient(t.app).start();
  client.cookie = `${client.cookie}; soul_affiliate=${cookieCode}`;
  const id = await createStockedProduct(t.database, { stock: null, priceCents: 2000 });
  expect((await client.add(id, 1)).statusCode).toBe(201);
  return client;
}

const checkout = (client: StoreClient, email: string) =>
  client.request('POST', '/checkout', { billing_address: billingAddress(email), payment_method: 'cod' });

const discountGross = (cart: CartAnswer) => cents(cart.totals.total_discount) + cents(cart.totals.total_discount_tax);
const itemsGross = (cart: CartAnswer) => cents(cart.totals.total_items) + cents(cart.totals.total_items_tax);

describe('the referred friend’s discount', () => {
  it('is in the cart by itself: 20 % of the items, as a discount line; the first order records the referral', async () => {
    const friend = await referredGuest();
    const cart = (await friend.cart()) as unknown as CartAnswer;
    expect(cart.coupons.map((c) => c.code)).toEqual(['referral-20']);
    expect(discountGross(cart)).toBe(Math.round(itemsGross(cart) * 0.2));

    const email = `friend-${randomBytes(4).toString('hex')}@example.lt`;
    const placed = await checkout(friend, email);
    expect(placed.statusCode).toBe(200);
    const orderId = (placed.json() as { order_id: number }).order_id;
    const rows = (await t.database.db.execute(sql`SELECT * FROM referrals WHERE order_id = ${orderId}`)).rows as {
      referrer_id: number;
      friend_email: string;
      purchase_cents: number;
      status: string;
      reward_points: number;
    }[];
    expect(rows).toEqual([
      // Cash on delivery is processing at once: counted as paid, like a points spend.
      expect.objectContaining({ referrer_id: referrer.userId, friend_email: email, status: 'confirmed', reward_points: 10 }),
    ]);
    expect(rows[0]?.purchase_cents).toBeGreaterThan(0);

    const history = (await referrer.client.site('GET', '/wp-json/soul/v1/affiliate')).json() as { referrals: { friend: string }[] };
    expect(history.referrals.map((r) => r.friend)).toContain(`f***@example.lt`);

    // The same e-mail again: its first order is behind it.
    const again = await referredGuest();
    const refused = await checkout(again, email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'soul_referral_first_order_only',
      message: 'The referral discount is for a new customer’s first order only. Please remove it from your cart to continue.',
    });
    const lt = await again.request('POST', '/checkout?lang=lt', { billing_address: billingAddress(email), payment_method: 'cod' });
    expect(lt.json()).toMatchObject({
      message: 'Rekomendacijos nuolaida taikoma tik naujo kliento pirmam užsakymui. Norėdami tęsti, pašalinkite ją iš krepšelio.',
    });
  });

  it('is never one’s own: not put into the referrer’s cart, not typed by hand, not with the referrer’s e-mail', async () => {
    const own = referrer.client;
    own.cookie = `${own.cookie}; soul_affiliate=${code}`;
    const id = await createStockedProduct(t.database, { stock: null, priceCents: 2000 });
    await own.add(id, 1);
    expect(((await own.cart()) as unknown as CartAnswer).coupons).toEqual([]);
    const typed = await own.request('POST', '/cart/apply-coupon', { code: 'REFERRAL-20' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toMatchObject({ message: 'Coupon "referral-20" does not exist!' });

    const guestTyping = await new StoreClient(t.app).start();
    await guestTyping.add(id, 1);
    expect((await guestTyping.request('POST', '/cart/apply-coupon', { code: 'referral-20' })).statusCode).toBe(400);

    const friend = await referredGuest();
    const refused = await checkout(friend, referrer.email.toUpperCase());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'soul_referral_own_link' });
  });

  it('is not combined with the welcome coupon', async () => {
    // The welcome coupon first: the referral discount does not replace the shopper's choice.
    const client = await new StoreClient(t.app).start();
    const id = await createStockedProduct(t.database, { stock: null, priceCents: 2000 });
    await client.add(id, 1);
    expect((await client.request('POST', '/cart/apply-coupon', { code: 'welcome10' })).statusCode).toBe(200);
    client.cookie = `${client.cookie}; soul_affiliate=${code}`;
    expect(((await client.cart()) as unknown as CartAnswer).coupons.map((c) => c.code)).toEqual(['welcome10']);

    // The referral discount first: the welcome coupon cannot join it.
    const friend = await referredGuest();
    await friend.cart();
    const joined = await friend.request('POST', '/cart/apply-coupon', { code: 'welcome10' });
    expect(joined.statusCode).toBe(400);
    expect(((await friend.cart()) as unknown as CartAnswer).coupons.map((c) => c.code)).toEqual(['referral-20']);
  });

  it('earns the referrer points in the ledger: pending until the friend pays, taken back on a refund', async () => {
    const friend = await referredGuest();
    const email = `friend-${randomBytes(4).toString('hex')}@example.lt`;
    const placed = await friend.request('POST', '/checkout', { billing_address: billingAddress(email), payment_method: 'bacs' });
    expect(placed.statusCode).toBe(200);
    const orderId = (placed.json() as { order_id: number }).order_id;
    const referralId = ((await t.database.db.execute(sql`SELECT id FROM referrals WHERE order_id = ${orderId}`)).rows[0] as { id: number })
      .id;
    const state = async () => {
      const referral = (await t.database.db.execute(sql`SELECT status FROM referrals WHERE id = ${referralId}`)).rows[0] as {
        status: string;
      };
      const entries = (
        await t.database.db.execute(
          sql`SELECT user_id, points, status FROM points_entries WHERE source_type = 'referral' AND source_id = ${referralId}`,
        )
      ).rows;
      return { referral: referral.status, entries };
    };
    const setOrderStatus = (status: string) => t.database.db.execute(sql`UPDATE orders SET status = ${status} WHERE id = ${orderId}`);

    expect(await state()).toEqual({ referral: 'pending', entries: [{ user_id: referrer.userId, points: 10, status: 'pending' }] });
    const shown = (await referrer.client.site('GET', '/wp-json/soul/v1/points')).json() as {
      entries: { description: string; status: string }[];
    };
    expect(shown.entries).toContainEqual(
      expect.objectContaining({ description: 'A friend’s first order through your link', status: 'pending' }),
    );

    await setOrderStatus('failed');
    expect((await state()).referral).toBe('pending');
    await setOrderStatus('processing');
    expect(await state()).toEqual({ referral: 'confirmed', entries: [{ user_id: referrer.userId, points: 10, status: 'confirmed' }] });
    await setOrderStatus('completed');
    expect((await state()).referral).toBe('confirmed');
    await setOrderStatus('refunded');
    expect(await state()).toEqual({ referral: 'reversed', entries: [{ user_id: referrer.userId, points: 10, status: 'reversed' }] });
  });

  it('needs a known referrer: an unknown code in the cookie gives nothing', async () => {
    const friend = await referredGuest('zzzzzzzz');
    expect(((await friend.cart()) as unknown as CartAnswer).coupons).toEqual([]);
  });
});
