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

async function ajax(shopper: StoreClient, fields: Record<string, string>, query = '') {
  const nonces = (await shopper.site('POST', '/wp-admin/admin-ajax.php', 'action=soulel_get_nonce_clientside', form)).json() as {
    data: { ajax_nonce: string };
  };
  const body = new URLSearchParams({ ajax_nonce: nonces.data.ajax_nonce, ...fields }).toString();
  return shopper.site('POST', `/wp-admin/admin-ajax.php${query}`, body, form);
}

describe('checkout ajax actions', () => {
  it('handle_checkout_option toggles account creation and refuses other values in the visitor’s language', async () => {
    const shopper = await new StoreClient(t.app).start();
    expect((await ajax(shopper, { action: 'handle_checkout_option', checkout_option: 'create_account' })).json()).toEqual({
      success: true,
      data: { checkout_option: 'create_account', create_account: true },
    });
    expect((await ajax(shopper, { action: 'handle_checkout_option', checkout_option: 'guest' })).json()).toMatchObject({
      data: { create_account: false },
    });
    expect((await ajax(shopper, { action: 'handle_checkout_option', checkout_option: 'admin' }, '?lang=lt')).json()).toEqual({
      success: false,
      data: 'Pasirinkite pirkimą kaip svečias arba paskyros sukūrimą.',
    });
  });

  it('records the started-checkout event with the cart', async () => {
    const product = await createStockedProduct(t.database, { stock: null, priceCents: 1000 });
    const shopper = (await new StoreClient(t.app).start()).decideConsent(['marketing']);
    await shopper.add(product, 2);
    expect((await ajax(shopper, { action: 'soulel_track_started_checkout' })).json()).toEqual({ success: true, data: { tracked: true } });
    const rows = (
      await t.database.pool.query(`SELECT payload FROM marketing_events WHERE kind = 'started_checkout' ORDER BY id DESC LIMIT 1`)
    ).rows as { payload: { quantity: number; cart_contents: { id: number }[] } }[];
    expect(rows[0]?.payload).toMatchObject({ quantity: 2, cart_contents: [{ id: product, quantity: 2 }], current_language: 'en' });
  });

  it('needs the ajax nonce', async () => {
    const shopper = await new StoreClient(t.app).start();
    const response = await shopper.site('POST', '/wp-admin/admin-ajax.php', 'action=handle_checkout_option&checkout_option=guest', form);
    expect(response.statusCode).toBe(403);
  });
});
