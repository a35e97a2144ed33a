import { cartSchema, type Cart } from '@soul/contracts';
import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient, cents } from '../../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const shopper = () => new StoreClient(t.app).start();
const body = (response: { json(): unknown }) =>
  response.json() as Cart & { code: string; message: string; data: { status: number; cart?: Cart } };

/** Every line and coupon adds up to the cart totals, to the cent. */
function expectConsistent(cart: Cart): void {
  cartSchema.parse(cart);
  const lines = cart.items.reduce((sum, i) => sum + cents(i.totals.line_total) + cents(i.totals.line_total_tax), 0);
  const shipping = cents(cart.totals.total_shipping) + cents(cart.totals.total_shipping_tax);
  expect(lines + shipping).toBe(cents(cart.totals.total_price));
  const subtotal = cart.items.reduce((sum, i) => sum + cents(i.totals.line_subtotal), 0);
  expect(subtotal).toBe(cents(cart.totals.total_items));
  const discounts = cart.coupons.reduce((sum, c) => sum + cents(c.totals.total_discount), 0);
  expect(discounts).toBe(cents(cart.totals.total_discount));
}

describe('GET /cart and the session headers', () => {
  it('gives a new visitor an empty cart, a session cookie and every Store API header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/cart' });
    expect(response.statusCode).toBe(200);
    const cart = body(response);
    cartSchema.parse(cart);
    expect(cart).toMatchObject({
      items: [],
      items_count: 0,
      has_calculated_shipping: false,
      totals: { total_shipping: null, currency_code: 'EUR' },
    });
    expect(response.headers.nonce).toMatch(/^[0-9a-f]{12}$/);
    expect(Number(response.headers['nonce-timestamp'])).toBeGreaterThan(1_700_000_000);
    expect(response.headers['user-id']).toBe('0');
    expect(String(response.headers['cart-token']).split('.')).toHaveLength(3);
    expect(String(response.headers['set-cookie'])).toMatch(/soul_session=t_.*HttpOnly.*SameSite=Lax/i);
  });

  it('refuses writes without a nonce (401) or with a wrong one (403, exact message), changing nothing', async () => {
    const client = await shopper();
    const missing = await client.request('POST', '/cart/add-item', { id: DEMO.products.simple, quantity: 1 }, { nonce: '' });
    expect(missing.statusCode).toBe(401);
    expect(body(missing).code).toBe('woocommerce_rest_missing_nonce');
    expect(missing.headers.nonce).toBeTruthy();
    const wrong = await client.request('POST', '/cart/add-item', { id: DEMO.products.simple }, { nonce: 'ffffffffffff' });
    expect(wrong.statusCode).toBe(403);
    expect(body(wrong)).toEqual({ code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } });
    expect(wrong.headers['cart-token']).toBeTruthy();
    expect((await client.cart()).items).toEqual([]);
  });

  it('a nonce from one visitor is no good for another', async () => {
    const alice = await shopper();
    const bob = await shopper();
    const response = await bob.request('POST', '/cart/add-item', { id: DEMO.products.simple }, { nonce: alice.nonce });
    expect(response.statusCode).toBe(403);
  });

  it('a valid Cart-Token finds the cart and stands in for the nonce', async () => {
    const client = await shopper();
    await client.add(DEMO.products.simple);
    const viaToken = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wc/store/v1/cart/add-item',
      headers: { 'cart-token': client.cartToken },
      payload: { id: DEMO.products.simple, quantity: 1 },
    });
    expect(viaToken.statusCode).toBe(201);
    expect(body(viaToken).items_count).toBe(2);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/wp-json/wc/store/v1/cart',
      headers: { 'cart-token': `${client.cartToken}x` },
    });
    expect(body(forged).items_count).toBe(0);
  });
});

describe('add-item', () => {
  it('adds a product (201) and the same product again to the same line', async () => {
    const client = await shopper();
    const first = await client.add(DEMO.products.simple);
    expect(first.statusCode).toBe(201);
    const [line] = body(first).items;
    expect(line?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(line).toMatchObject({ id: DEMO.products.simple, quantity: 1, is_removable: true, type: 'simple' });
    const again = body(await client.add(DEMO.products.simple, 2));
    expect(again.items).toHaveLength(1);
    expect(again.items[0]).toMatchObject({ key: line?.key, quantity: 3 });
    expect(again.items_count).toBe(3);
    expectConsistent(again);
  });

  it('accepts parameters from the query string and numeric strings', async () => {
    const client = await shopper();
    const response = await client.request('POST', `/cart/add-item?id=${DEMO.products.simple}&quantity=2`);
    expect(response.statusCode).toBe(201);
    expect(body(response).items[0]?.quantity).toBe(2);
  });

  it.each([
    [1, null],
    [2, 10],
    [3, 15],
    [5, 15],
  ])('takes the quantity discount off a one-time line of %i: %s %%', async (quantity, percent) => {
    const client = await shopper();
    const cart = body(await client.add(DEMO.products.simple, quantity));
    const line = cart.items[0]!;
    expect(line.extensions.soul.line_discount?.percent ?? null).toBe(percent);
    const gross = cents(line.totals.line_subtotal) + cents(line.totals.line_subtotal_tax);
    // regular_price is the undiscounted unit price; price the discounted one (its raw form exact to 6 decimals).
    const full = cents(line.prices.regular_price) * quantity;
    expect(gross).toBe(percent ? full - Math.round((full * percent) / 100) : full);
    expect(Math.round((Number(line.prices.raw_prices.price) * quantity) / 10_000)).toBe(gross);
    expectConsistent(cart);
  });

  it('adds a subscription with its plan, and refuses an interval the plan does not offer', async () => {
    const client = await shopper();
    const variation = DEMO.products.subscriptionTiersVariations['200g'];
    const cart = body(
      await client.add(variation, 2, {
        mainProduct: { id: DEMO.products.subscriptionTiers },
        subscription: { interval: 4, period: 'month' },
      }),
    );
    const line = cart.items[0]!;
    expect(line.extensions.subscriptions).toEqual({ billing_period: 'month', billing_interval: 4, discount_percent: 20 });
    expect(line.extensions.soul.line_discount).toMatchObject({ kind: 'subscription', percent: 20 });
    expect(line.variation[0]).toMatchObject({ attribute: 'Size', value: '200G' });
    // Another plan is another line.
    const two = body(
      await client.add(variation, 1, {
        mainProduct: { id: DEMO.products.subscriptionTiers },
        subscription: { interval: 12, period: 'month' },
      }),
    );
    expect(two.items).toHaveLength(2);
    const bad = await client.add(variation, 1, { subscription: { interval: 5, period: 'month' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ code: 'soul_invalid_subscription_frequency', message: 'Invalid subscription frequency value' });
    // Outside any plan's range (0, 13, 120 months): the same words, not a generic refusal.
    for (const interval of [0, 13, 120, -2]) {
      const out = await client.add(variation, 1, { subscription: { interval, period: 'month' } });
      expect(out.statusCode, String(interval)).toBe(400);
      expect(body(out), String(interval)).toMatchObject({
        code: 'soul_invalid_subscription_frequency',
        message: 'Invalid subscription frequency value',
      });
    }
  });

  it('adds the one-time twin of a subscription product without a plan and with the quantity discount', async () => {
    const client = await shopper();
    const cart = body(await client.add(DEMO.products.subscriptionTiersTwinVariations['250g'], 2));
    expect(cart.items[0]?.extensions.subscriptions).toBeNull();
    expect(cart.items[0]?.extensions.soul.line_discount).toMatchObject({ kind: 'quantity', percent: 10 });
  });

  it.each([
    ['an unknown product', 999_999, 1, 400, 'woocommerce_rest_cart_invalid_product'],
    ['a variable product without its variation', DEMO.products.variable, 1, 400, 'woocommerce_rest_missing_variation_data'],
    ['an out-of-stock product', DEMO.products.outOfStockSimple, 1, 400, 'woocommerce_rest_product_out_of_stock'],
    ['an out-of-stock variation', DEMO.products.outOfStockVariation, 1, 400, 'woocommerce_rest_product_out_of_stock'],
    ['more than the stock', DEMO.products.lowStock, 5, 400, 'woocommerce_rest_product_partially_out_of_stock'],
    ['a quantity of 0', DEMO.products.simple, 0, 400, 'woocommerce_rest_product_invalid_quantity'],
  ])('refuses %s', async (_what, id, quantity, status, code) => {
    const client = await shopper();
    const response = await client.add(id, quantity);
    expect(response.statusCode).toBe(status);
    expect(body(response).code).toBe(code);
    expect(response.headers.nonce).toBeTruthy();
    expect((await client.cart()).items).toEqual([]);
  });

  it("says 'No product ID is provided' without an id, and in Lithuanian for lang=lt", async () => {
    const client = await shopper();
    const en = await client.request('POST', '/cart/add-item', { quantity: 1 });
    expect(en.statusCode).toBe(400);
    expect(body(en).message).toBe('No product ID is provided');
    const lt = await client.request('POST', '/cart/add-item?lang=lt', { quantity: 1 });
    expect(body(lt).message).toBe('Nenurodytas produkto ID');
    const missingVariation = await client.request('POST', '/cart/add-item?lang=lt', { id: DEMO.products.variable });
    expect(body(missingVariation).message).toBe('Būtinas variacijos ID');
  });

  it('refuses custom cart data that is not JSON', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/cart/add-item', { id: DEMO.products.simple, cart_item_data: '{nope' });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('rest_invalid_param');
  });

  it('going past the stock on an existing line is invalid_quantity', async () => {
    const client = await shopper();
    await client.add(DEMO.products.lowStock, 2);
    const response = await client.add(DEMO.products.lowStock, 2);
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('invalid_quantity');
  });
});

describe('bundles', () => {
  it('adds the bundle with its items under it, priced with the bulk discount', async () => {
    const client = await shopper();
    const cart = body(await client.add(DEMO.products.bundle));
    expect(cart.items).toHaveLength(1 + DEMO.products.bundleItems.length);
    const [bundle, ...children] = cart.items;
    expect(bundle?.extensions.bundles.bundled_items).toEqual(children.map((c) => c.key));
    for (const child of children) {
      expect(child).toMatchObject({ is_removable: false, parent_item_key: bundle?.key, quantity_limits: { editable: false } });
      expect(child.extensions.bundles.bundled_by).toBe(bundle?.key);
      expect(child.extensions.bundles.bundled_item_data).toMatchObject({ is_indented: true, is_removable: false });
      expect(child.extensions.soul.line_discount).toMatchObject({ kind: 'bundle', percent: DEMO.products.bundleDiscountPercent });
    }
    expect(children.some((c) => c.extensions.bundles.bundled_item_data?.is_thumbnail_hidden)).toBe(true);
    const product = (await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products/${DEMO.products.bundle}` })).json() as {
      prices: { price: string };
    };
    expect(cents(cart.totals.total_price)).toBe(cents(product.prices.price));
    expect(bundle?.extensions.bundles.bundle_price).toBe(product.prices.price);
    expectConsistent(cart);
  });

  it('changing the bundle changes its items; an item cannot be removed or changed alone', async () => {
    const client = await shopper();
    const cart = body(await client.add(DEMO.products.bundle));
    const [bundle, child] = cart.items;
    // A bundle is one product to the shopper: the badge and items_count count it, not its items.
    expect(cart.items_count).toBe(1);
    const doubled = body(await client.request('POST', '/cart/update-item', { key: bundle?.key, quantity: 2 }));
    expect(doubled.items.find((i) => i.key === child?.key)?.quantity).toBe((child?.quantity ?? 0) * 2);
    expect(doubled.items_count).toBe(2);
    const page = await client.site('GET', '/');
    expect(/id="soul-cart-button"[^>]*>[\s\S]*?>(\d+)</.exec(page.body)?.[1]).toBe('2');
    const removeChild = await client.request('POST', '/cart/remove-item', { key: child?.key });
    expect(removeChild.statusCode).toBe(400);
    expect(body(removeChild).code).toBe('soul_cart_item_not_removable');
    const changeChild = await client.request('POST', '/cart/update-item', { key: child?.key, quantity: 7 });
    expect(changeChild.statusCode).toBe(400);
    const removed = body(await client.request('POST', '/cart/remove-item', { key: bundle?.key }));
    expect(removed.items).toEqual([]);
  });
});

describe('update-item and remove-item', () => {
  it('changes a quantity, keeps the cart without a quantity, and answers 409 with the cart for an unknown key', async () => {
    const client = await shopper();
    const key = body(await client.add(DEMO.products.simple)).items[0]!.key;
    const updated = body(await client.request('POST', '/cart/update-item', { key, quantity: 4 }));
    expect(updated.items[0]?.quantity).toBe(4);
    const unchanged = await client.request('POST', '/cart/update-item', { key });
    expect(body(unchanged).items[0]?.quantity).toBe(4);
    const unknown = await client.request('POST', '/cart/update-item', { key: 'a'.repeat(32), quantity: 2 });
    expect(unknown.statusCode).toBe(409);
    expect(body(unknown).code).toBe('woocommerce_rest_cart_invalid_key');
    expect(body(unknown).data.cart?.items[0]?.quantity).toBe(4);
    const tooMany = await client.request('POST', '/cart/update-item', { key, quantity: 1000 });
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).code).toBe('invalid_quantity');
  });

  it("removes a line, and says 'Cart item no longer exists or is invalid' for a key not in the cart", async () => {
    const client = await shopper();
    const key = body(await client.add(DEMO.products.simple)).items[0]!.key;
    expect(body(await client.request('POST', '/cart/remove-item', { key })).items).toEqual([]);
    const again = await client.request('POST', '/cart/remove-item', { key });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('Cart item no longer exists or is invalid');
    expect(body(again).data.cart).toBeDefined();
  });

  it('shows a price change at once (prices are never stored in the cart)', async () => {
    const client = await shopper();
    await client.add(DEMO.products.unmanagedStock);
    const before = await client.cart();
    await t.database.pool.query(
      'UPDATE products SET regular_price_cents = regular_price_cents + 100, sale_price_cents = NULL WHERE id = $1',
      [DEMO.products.unmanagedStock],
    );
    try {
      let after = await client.cart();
      for (let i = 0; i < 50 && after.items[0]?.prices.regular_price === before.items[0]?.prices.regular_price; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        after = await client.cart();
      }
      expect(cents(after.items[0]?.prices.regular_price)).toBe(cents(before.items[0]?.prices.regular_price) + 100);
    } finally {
      await t.database.pool.query('UPDATE products SET regular_price_cents = regular_price_cents - 100 WHERE id = $1', [
        DEMO.products.unmanagedStock,
      ]);
    }
  });
});

describe('coupons', () => {
  it('applies WELCOME10 (any case), refuses it twice and a second code with no code at all', async () => {
    const client = await shopper();
    await client.add(DEMO.products.simple, 1);
    const applied = await client.request('POST', '/cart/apply-coupon', { code: 'WELCOME10' });
    expect(applied.statusCode).toBe(200);
    const cart = body(applied);
    expect(cart.coupons[0]).toMatchObject({ code: 'welcome10', discount_type: 'percent' });
    const gross = cents(cart.totals.total_discount) + cents(cart.totals.total_discount_tax);
    expect(gross).toBe(Math.round((cents(cart.items[0]?.prices.price) * 10) / 100));
    expectConsistent(cart);
    const twice = await client.request('POST', '/cart/apply-coupon', { code: 'welcome10' });
    expect(twice.statusCode).toBe(400);
    expect(body(twice)).toMatchObject({ code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon already applied' });
    const empty = await client.request('POST', '/cart/apply-coupon', { code: ' ' });
    expect(body(empty).message).toBe('No coupon code was provided');
  });

  it.each([
    ['nosuchcode', /does not exist/],
    [DEMO.coupons.expired, /expired/],
    [DEMO.coupons.usedUp, /usage limit/],
    [DEMO.coupons.minimumSpend, /minimum spend for this coupon is €60\.00/],
  ])('refuses %s', async (code, message) => {
    const client = await shopper();
    await client.add(DEMO.products.simple, 1);
    const response = await client.request('POST', '/cart/apply-coupon', { code });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('woocommerce_rest_cart_coupon_error');
    expect(body(response).message).toMatch(message);
  });

  it('stacks SAVE5 with WELCOME10 and removes them; removing one not in the cart is 409', async () => {
    const client = await shopper();
    await client.add(DEMO.products.simple, 3);
    await client.request('POST', '/cart/apply-coupon', { code: 'welcome10' });
    const both = body(await client.request('POST', '/cart/apply-coupon', { code: 'SAVE5' }));
    expect(both.coupons.map((c) => c.code)).toEqual(['welcome10', 'save5']);
    expectConsistent(both);
    const removed = body(await client.request('POST', '/cart/remove-coupon', { code: 'save5' }));
    expect(removed.coupons.map((c) => c.code)).toEqual(['welcome10']);
    const notIn = await client.request('POST', '/cart/remove-coupon', { code: 'save5' });
    expect(notIn.statusCode).toBe(409);
    expect(body(notIn).code).toBe('woocommerce_rest_cart_coupon_invalid_code');
    const unknown = await client.request('POST', '/cart/remove-coupon', { code: 'nosuchcode' });
    expect(unknown.statusCode).toBe(400);
    const none = await client.request('POST', '/cart/remove-coupon', {});
    expect(body(none).message).toBe('No coupon code was provided');
  });

  it('drops a coupon whose minimum spend is no longer met, and says so', async () => {
    const client = await shopper();
    const key = body(await client.add(DEMO.products.simple, 5)).items[0]!.key;
    const withCoupon = await client.request('POST', '/cart/apply-coupon', { code: DEMO.coupons.minimumSpend });
    expect(withCoupon.statusCode).toBe(200);
    const smaller = body(await client.request('POST', '/cart/update-item', { key, quantity: 1 }));
    expect(smaller.coupons).toEqual([]);
    expect(smaller.errors[0]?.code).toBe('woocommerce_rest_cart_coupon_error');
    expect((await client.cart()).coupons).toEqual([]);
  });
});

describe('customer and shipping', () => {
  it('calculates shipping once a country is given; a Curonian Spit postcode leaves only the courier', async () => {
    const client = await shopper();
    await client.add(DEMO.products.simple);
    const vilnius = body(await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'lt', postcode: '01100' } }));
    expect(vilnius.has_calculated_shipping).toBe(true);
    expect(vilnius.shipping_address.postcode).toBe('LT-01100');
    const rates = vilnius.shipping_rates[0]?.shipping_rates ?? [];
    expect(rates.map((r) => r.method_id)).toEqual(['parcel_locker', 'courier']);
    expect(rates[0]?.selected).toBe(true);
    // A rate's price is before tax and its taxes the tax on it, as the totals split the chosen one.
    expect(cents(vilnius.totals.total_shipping)).toBe(cents(rates[0]?.price));
    expect(cents(vilnius.totals.total_shipping_tax)).toBe(cents(rates[0]?.taxes));
    expectConsistent(vilnius);

    const courier = body(await client.request('POST', '/cart/select-shipping-rate', { rate_id: rates[1]?.rate_id }));
    expect(courier.shipping_rates[0]?.shipping_rates.find((r) => r.selected)?.method_id).toBe('courier');

    const nida = body(await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'LT', postcode: 'LT-93121' } }));
    expect(nida.shipping_rates[0]?.shipping_rates.map((r) => r.method_id)).toEqual(['courier']);
  });

  it('refuses a bad country, a missing rate id and an unknown rate', async () => {
    const client = await shopper();
    await client.add(DEMO.products.simple);
    const country = await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'Narnia' } });
    expect(country.statusCode).toBe(400);
    expect(body(country).code).toBe('rest_invalid_param');
    const missing = await client.request('POST', '/cart/select-shipping-rate', {});
    expect(body(missing).code).toBe('woocommerce_rest_cart_missing_rate_id');
    await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'LT' } });
    const unknown = await client.request('POST', '/cart/select-shipping-rate', { rate_id: 'teleport:9' });
    expect(unknown.statusCode).toBe(400);
  });
});
