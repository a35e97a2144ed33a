import { cartSchema, type Cart } from '@soul/contracts';
import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient, cents } from '../../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/**
 * The cart as WooCommerce's own Store API route tests expect it (Cart and
 * CartItems routes, CartItemSchema, CartShippingRateSchema), so a stock
 * WooCommerce client works unchanged.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const shopper = () => new StoreClient(t.app).start();
const body = (response: { json(): unknown }) =>
  response.json() as Cart & { code: string; message: string; data: { status: number; cart?: Cart; params?: Record<string, string> } };

/** The demo's upsell product 162 and its variations: 25 g at €5.90 and 40 g at €7.90. */
const PARENT = DEMO.products.upsellsOfWithUpsells[0];
const SMALL = 1621;
const LARGE = 1622;

describe('line prices with the multi-buy discount (CartItemSchema prices, as dynamic-pricing extensions show them)', () => {
  it.each([
    [1, 790, 790],
    [2, 711, 1422],
  ])(
    'quantity %i: prices.price is the discounted unit price and price × quantity = line_subtotal + line_subtotal_tax',
    async (quantity, unit, line) => {
      const client = await shopper();
      const cart = body(await client.add(LARGE, quantity));
      cartSchema.parse(cart);
      const item = cart.items[0]!;
      expect(item.prices).toMatchObject({ price: String(unit), regular_price: '790', sale_price: String(unit) });
      expect(item.prices.raw_prices).toEqual({
        precision: 6,
        price: String(unit * 10_000),
        regular_price: '7900000',
        sale_price: String(unit * 10_000),
      });
      expect(cents(item.totals.line_subtotal) + cents(item.totals.line_subtotal_tax)).toBe(line);
      expect(cents(item.prices.price) * quantity).toBe(line);
    },
  );

  it('a line that does not divide evenly: price is the nearest cent, raw_prices (precision 6) × quantity gives the line to the cent', async () => {
    // 3 × €7.90 = €23.70, 15 % off once on the line (355.5 → 356): €20.14, i.e. €6.713333… a unit.
    const client = await shopper();
    const item = body(await client.add(LARGE, 3)).items[0]!;
    const line = cents(item.totals.line_subtotal) + cents(item.totals.line_subtotal_tax);
    expect(line).toBe(2014);
    expect(item.prices.price).toBe('671');
    expect(item.prices.raw_prices.price).toBe('6713333');
    expect(Math.round((Number(item.prices.raw_prices.price) * 3) / 10_000)).toBe(line);
    expect(item.prices.regular_price).toBe('790');
  });

  it('coupons come after: line_subtotal keeps price × quantity, line_total carries the coupon', async () => {
    const client = await shopper();
    await client.add(LARGE, 2);
    const cart = body(await client.request('POST', '/cart/apply-coupon', { code: 'welcome10' }));
    const item = cart.items[0]!;
    expect(cents(item.totals.line_subtotal) + cents(item.totals.line_subtotal_tax)).toBe(cents(item.prices.price) * 2);
    expect(cents(item.totals.line_total) + cents(item.totals.line_total_tax)).toBeLessThan(cents(item.prices.price) * 2);
  });
});

describe('GET /cart caching (Cart route)', () => {
  it('GET /cart sends Cache-Control: no-store, with or without a stored cart', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/cart' });
    expect(fresh.headers['cache-control']).toBe('no-store');
    const client = await shopper();
    await client.add(LARGE);
    const stored = await client.request('GET', '/cart');
    expect(stored.headers['cache-control']).toBe('no-store');
    const unversioned = await client.request('GET', '/wp-json/wc/store/cart');
    expect(unversioned.headers['cache-control']).toBe('no-store');
  });
});

describe('add-item with variation data (CartController::parse_variation_data)', () => {
  it('variation data contradicting the variation id → 400 woocommerce_rest_invalid_variation_data, nothing added', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/cart/add-item', {
      id: SMALL,
      quantity: 1,
      variation: [{ attribute: 'pa_size', value: '40g' }],
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'woocommerce_rest_invalid_variation_data',
      message: 'Invalid value posted for Size. Allowed values: 25g, 40g',
      data: { status: 400 },
    });
    expect((await client.cart()).items).toEqual([]);
  });

  it.each([
    ['the attribute label and the term name', 'Size', '40G'],
    ['the attribute slug', 'pa_size', '40g'],
    ['the posted form name', 'attribute_pa_size', '40g'],
  ])('matches the attribute by %s', async (_how, attribute, value) => {
    const client = await shopper();
    const wrong = await client.request('POST', '/cart/add-item', { id: SMALL, variation: [{ attribute, value }] });
    expect(body(wrong).code).toBe('woocommerce_rest_invalid_variation_data');
    const right = await client.request('POST', '/cart/add-item', { id: LARGE, variation: [{ attribute, value }] });
    expect(right.statusCode).toBe(201);
    expect(body(right).items[0]?.id).toBe(LARGE);
  });

  it('explains the refusal in Lithuanian for lang=lt', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/cart/add-item?lang=lt', {
      id: SMALL,
      variation: [{ attribute: 'pa_size', value: '40g' }],
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toMatch(/^Netinkama savybės „.+“ reikšmė\. Leidžiamos reikšmės: 25g, 40g$/);
  });

  it('a variable product id with attribute data adds the matching variation; no match → woocommerce_rest_variation_id_from_variation_data', async () => {
    const client = await shopper();
    const added = await client.request('POST', '/cart/add-item', { id: PARENT, variation: [{ attribute: 'pa_size', value: '25g' }] });
    expect(added.statusCode).toBe(201);
    expect(body(added).items[0]?.id).toBe(SMALL);
    const none = await client.request('POST', '/cart/add-item', { id: PARENT, variation: [{ attribute: 'pa_size', value: '200g' }] });
    expect(none.statusCode).toBe(400);
    expect(body(none)).toMatchObject({
      code: 'woocommerce_rest_variation_id_from_variation_data',
      message: 'No matching variation found.',
    });
  });

  it('attribute data that agrees with the variation id adds it, as without data', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/cart/add-item', { id: SMALL, variation: [{ attribute: 'pa_size', value: '25g' }] });
    expect(response.statusCode).toBe(201);
    expect(body(response).items[0]).toMatchObject({ id: SMALL, quantity: 1 });
  });
});

describe('shipping rates (CartShippingRateSchema: price before tax, taxes the tax on it)', () => {
  it('each rate price + taxes is what the shopper pays, and the chosen one equals total_shipping + total_shipping_tax', async () => {
    const client = await shopper();
    await client.add(LARGE);
    await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'LT', postcode: '01100' } });
    const cart = body(await client.request('POST', '/cart/select-shipping-rate', { rate_id: 'courier:2' }));
    const rates = cart.shipping_rates[0]?.shipping_rates ?? [];
    const paid = Object.fromEntries(rates.map((rate) => [rate.method_id, cents(rate.price) + cents(rate.taxes)]));
    expect(paid).toEqual({ parcel_locker: 299, courier: 499 });
    const courier = rates.find((rate) => rate.selected)!;
    expect(courier).toMatchObject({ method_id: 'courier', price: '412', taxes: '87' });
    expect(cart.totals.total_shipping).toBe(courier.price);
    expect(cart.totals.total_shipping_tax).toBe(courier.taxes);
    // What a block client adds up for shipping, and what the drawer shows: €4.99.
    expect(cents(cart.totals.total_shipping) + cents(cart.totals.total_shipping_tax)).toBe(499);
    const lines = cart.items.reduce((sum, item) => sum + cents(item.totals.line_total) + cents(item.totals.line_total_tax), 0);
    expect(cents(cart.totals.total_price)).toBe(lines + 499);
  });

  it.each([
    ['en', '/checkout', '€4.99'],
    ['lt', '/lt/checkout', '4,99 €'],
  ])('our checkout page still shows the courier at €4.99 (%s)', async (_language, path, shown) => {
    const client = await shopper();
    await client.add(LARGE);
    await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'LT', postcode: '01100' } });
    await client.request('POST', '/cart/select-shipping-rate', { rate_id: 'courier:2' });
    const page = await client.site('GET', path);
    expect(page.statusCode).toBe(200);
    const courier = /<label[^>]*data-soul-rate="courier"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(courier.replace(/\u00a0|\u202f/g, ' ')).toContain(`data-shipping="${shown}"`);
  });
});
