import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** Product ids no database row can have (beyond PostgreSQL's integer) are unknown products, never an overflow's 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('cart add-item with an id beyond PostgreSQL integer', () => {
  it.each([2147483648, 99999999999])('answers woocommerce_rest_cart_invalid_product for id %s', async (id) => {
    const shopper = await new StoreClient(t.app).start();
    const response = await shopper.request('POST', '/cart/add-item', { id, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'woocommerce_rest_cart_invalid_product', data: { status: 400 } });
  });
});
