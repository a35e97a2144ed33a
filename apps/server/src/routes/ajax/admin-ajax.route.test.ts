import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ajax(client: StoreClient, fields: Record<string, string>) {
  const response = await client.request('POST', '/wp-admin/admin-ajax.php', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
  return { status: response.statusCode, body: response.json() as { success: boolean; data: Record<string, unknown> & string } };
}

/** A shopper with a session and the ajax nonce for it. */
async function shopperWithNonces() {
  const client = await new StoreClient(t.app).start();
  const { body } = await ajax(client, { action: 'soulel_get_nonce_clientside' });
  return { client, nonces: body.data as unknown as { store_nonce: string; rest_nonce: string; ajax_nonce: string; timestamp: number } };
}

describe('admin-ajax actions', () => {
  it('hands out fresh nonces for the session without needing one', async () => {
    const { client, nonces } = await shopperWithNonces();
    expect(nonces.store_nonce).toMatch(/^[0-9a-f]{12}$/);
    expect(nonces.rest_nonce).not.toBe(nonces.store_nonce);
    // The store nonce it gave works for a Store API write.
    const added = await client.request('POST', '/cart/add-item', { id: DEMO.products.simple }, { nonce: nonces.store_nonce });
    expect(added.statusCode).toBe(201);
  });

  it('initialises the session on the client', async () => {
    const client = new StoreClient(t.app);
    const { status, body } = await ajax(client, { action: 'soulel_maybe_init_session_clientside' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(client.cookie).toMatch(/^soul_session=t_/);
  });

  it('applies a coupon with { is_applied, code, description, expires } and removes it', async () => {
    const { client, nonces } = await shopperWithNonces();
    await client.add(DEMO.products.simple, 2);
    const applied = await ajax(client, { action: 'soulel_apply_coupon', ajax_nonce: nonces.ajax_nonce, code: 'WELCOME10' });
    expect(applied.body).toEqual({
      success: true,
      data: { is_applied: true, code: 'welcome10', description: '10% off your order', expires: 'null' },
    });
    const twice = await ajax(client, { action: 'soulel_apply_coupon', ajax_nonce: nonces.ajax_nonce, code: 'welcome10' });
    expect(twice.body).toEqual({ success: false, data: 'Coupon already applied' });
    const noCode = await ajax(client, { action: 'soulel_apply_coupon', ajax_nonce: nonces.ajax_nonce });
    expect(noCode.body).toEqual({ success: false, data: 'No coupon code was provided' });
    const removed = await ajax(client, { action: 'soulel_remove_coupon', ajax_nonce: nonces.ajax_nonce, code: 'welcome10' });
    expect(removed.body.success).toBe(true);
    expect((await client.cart()).coupons).toEqual([]);
  });

  it('empties the cart and removes all coupons', async () => {
    const { client, nonces } = await shopperWithNonces();
    await client.add(DEMO.products.simple, 2);
    await client.request('POST', '/cart/apply-coupon', { code: 'save5' });
    expect((await ajax(client, { action: 'soulel_remove_all_coupons', ajax_nonce: nonces.ajax_nonce })).body.success).toBe(true);
    expect((await client.cart()).coupons).toEqual([]);
    expect((await ajax(client, { action: 'soulel_empty_cart', ajax_nonce: nonces.ajax_nonce })).body.success).toBe(true);
    expect((await client.cart()).items).toEqual([]);
  });

  it('sets the currency (euro only)', async () => {
    const { client, nonces } = await shopperWithNonces();
    expect((await ajax(client, { action: 'soulel_set_currency', ajax_nonce: nonces.ajax_nonce, currency: 'EUR' })).body.success).toBe(true);
    expect((await ajax(client, { action: 'soulel_set_currency', ajax_nonce: nonces.ajax_nonce, currency: 'USD' })).body.success).toBe(
      false,
    );
  });

  it('refuses a wrong ajax nonce (403) and an unknown action (400), changing nothing', async () => {
    const { client } = await shopperWithNonces();
    await client.add(DEMO.products.simple);
    const wrong = await ajax(client, { action: 'soulel_empty_cart', ajax_nonce: 'ffffffffffff' });
    expect(wrong).toEqual({ status: 403, body: { success: false, data: 'Nonce is invalid.' } });
    expect((await client.cart()).items).toHaveLength(1);
    const unknown = await ajax(client, { action: 'drop_tables' });
    expect(unknown.status).toBe(400);
    // Names every object has are no action either (they answered 500).
    for (const action of ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty']) {
      expect(await ajax(client, { action }), action).toMatchObject({ status: 400, body: { success: false } });
    }
  });
});
