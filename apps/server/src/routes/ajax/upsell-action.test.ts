import { TEST_CARDS, type CheckoutResponse } from '@soul/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct, stockOf } from '../../test/test-products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const billing = {
  email: 'up@example.lt',
  first_name: 'Ugnė',
  last_name: 'P',
  phone: '+37060000001',
  address_1: 'A 1',
  city: 'Vilnius',
  postcode: 'LT-01103',
  country: 'LT',
};

/** A shopper who has just paid an order by the test card; returns the order and its saved card customer. */
async function paidOrder(method = 'soul_test_card'): Promise<{ shopper: StoreClient; order: CheckoutResponse; customerRef: string }> {
  const product = await createStockedProduct(t.database, { stock: null, priceCents: 3000 });
  const shopper = await new StoreClient(t.app).start();
  await shopper.add(product);
  const payment_data = [
    { key: 'card_number', value: TEST_CARDS.success },
    { key: 'card_expiry', value: '12/30' },
    { key: 'card_cvc', value: '123' },
  ];
  const order = (
    await shopper.request('POST', '/checkout', { billing_address: billing, payment_method: method, payment_data })
  ).json() as CheckoutResponse;
  const row = (
    await t.database.db.execute(
      sql`SELECT t.customer_ref FROM payments p LEFT JOIN payment_tokens t ON t.id = p.payment_token_id WHERE p.order_id = ${order.order_id}`,
    )
  ).rows[0] as { customer_ref: string | null };
  return { shopper, order, customerRef: row.customer_ref ?? '' };
}

async function upsell(shopper: StoreClient, fields: Record<string, string>, query = '') {
  const nonces = (await shopper.site('POST', '/wp-admin/admin-ajax.php', 'action=soulel_get_nonce_clientside', form)).json() as {
    data: { ajax_nonce: string };
  };
  const body = new URLSearchParams({ action: 'soulel_one_click_upsell', ajax_nonce: nonces.data.ajax_nonce, ...fields }).toString();
  return (await shopper.site('POST', `/wp-admin/admin-ajax.php${query}`, body, form)).json() as { success: boolean; data: unknown };
}

describe('one-click upsell', () => {
  it('adds the product to the paid order at the upsell discount and charges the saved card', async () => {
    const { shopper, order, customerRef } = await paidOrder();
    const extra = await createStockedProduct(t.database, { stock: 4, priceCents: 2000 });
    const answer = await upsell(shopper, {
      product_id: String(extra),
      product_variation_id: '0',
      product_quantity: '1',
      discount_rate: '15',
      existing_order_id: String(order.order_id),
      stripe_customer_id: customerRef,
      user_id: '0',
    });
    expect(answer).toEqual({ success: true, data: { order_id: order.order_id, message: 'Product was added to your order' } });
    const totals = (
      await t.database.db
        .execute(sql`SELECT o.total, (SELECT count(*)::int FROM payments WHERE order_id = o.id AND status = 'successful') AS payments,
      (SELECT total + total_tax FROM order_lines WHERE order_id = o.id AND source = 'upsell') AS upsell_line FROM orders o WHERE o.id = ${order.order_id}`)
    ).rows[0];
    // €30 + €2.99 locker at checkout; then €20 at 15 % off = €17.
    expect(totals).toEqual({ total: 3000 + 299 + 1700, payments: 2, upsell_line: 1700 });
    const purposes = (await t.database.db.execute(sql`SELECT purpose, amount FROM payments WHERE order_id = ${order.order_id} ORDER BY id`))
      .rows;
    expect(purposes).toEqual([
      { purpose: 'order', amount: 3000 + 299 },
      { purpose: 'upsell', amount: 1700 },
    ]);
    expect(await stockOf(t.database, extra)).toBe(3);
  });

  it('requires the ids, in the spec’s words', async () => {
    const { shopper, order, customerRef } = await paidOrder();
    const base = { product_id: '1', existing_order_id: String(order.order_id), stripe_customer_id: customerRef, user_id: '0' };
    expect(await upsell(shopper, { ...base, stripe_customer_id: '' })).toEqual({ success: false, data: 'Stripe customer ID is required' });
    expect(await upsell(shopper, { ...base, existing_order_id: '' })).toEqual({ success: false, data: 'Order ID is required' });
    const { user_id: _omit, ...withoutUser } = base;
    expect(await upsell(shopper, withoutUser)).toEqual({ success: false, data: 'User ID is required' });
  });

  it('refuses once the stored deadline has passed, however the page was reloaded', async () => {
    const { shopper, order, customerRef } = await paidOrder();
    await t.database.db.execute(sql`UPDATE orders SET upsell_expires_at = now() - interval '1 second' WHERE id = ${order.order_id}`);
    const extra = await createStockedProduct(t.database, { stock: 2 });
    const answer = await upsell(
      shopper,
      { product_id: String(extra), existing_order_id: String(order.order_id), stripe_customer_id: customerRef, user_id: '0' },
      '?lang=lt',
    );
    expect(answer).toEqual({ success: false, data: 'Atsiprašome, šis pasiūlymas baigėsi.' });
    expect(await stockOf(t.database, extra)).toBe(2);
  });

  it('never adds to someone else’s order, or with another card customer', async () => {
    const { order, customerRef } = await paidOrder();
    const stranger = await new StoreClient(t.app).start();
    const extra = await createStockedProduct(t.database, { stock: 2 });
    const fields = { product_id: String(extra), existing_order_id: String(order.order_id), stripe_customer_id: customerRef, user_id: '0' };
    expect(await upsell(stranger, fields)).toEqual({ success: false, data: 'We could not find that order.' });
    const { shopper: owner, order: own } = await paidOrder();
    expect((await upsell(owner, { ...fields, existing_order_id: String(own.order_id) })).success).toBe(false);
    expect(await stockOf(t.database, extra)).toBe(2);
  });

  it('offers nothing on an order paid by bank transfer', async () => {
    const { shopper, order } = await paidOrder('bacs');
    const extra = await createStockedProduct(t.database, { stock: 2 });
    const answer = await upsell(shopper, {
      product_id: String(extra),
      existing_order_id: String(order.order_id),
      stripe_customer_id: 'cus_test_x',
      user_id: '0',
    });
    expect(answer.success).toBe(false);
  });

  it('shows the offer on the order-received page with its parameters; a guest’s "Go to order details" is that page, not a login wall', async () => {
    const { shopper, order, customerRef } = await paidOrder();
    const page = await shopper.site('GET', `/checkout/order-received/${order.order_id}?key=${order.order_key}`);
    const props = /<script id="soul-props-upsell-products" type="application\/json">([^<]+)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(props ?? '{}')).toMatchObject({
      stripe_customer_id: customerRef,
      order_id: order.order_id,
      discount_rate: 15,
      user_id: 0,
      countdown_timer: 3600,
      category_id: 20,
      order_url: `/checkout/order-received/${order.order_id}?key=${order.order_key}`,
    });
  });
});
