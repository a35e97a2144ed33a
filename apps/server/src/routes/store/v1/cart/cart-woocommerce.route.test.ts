import { cartSchema, type Cart } from '@soul/contracts';
import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient, cents } from '../../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/**
 * The cart as WooCommerce's own Store API route tests expect it (Cart,
 * CartItems, Batch routes; CartItemSchema; Authentication/CORS), so a stock
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

describe('update-customer address validation (AbstractAddressSchema::validate_callback, WC_Validation::is_postcode, ValidationUtils)', () => {
  it.each([
    ['DE', 'ABCDE'],
    ['DE', '00123'],
    ['FI', '1234'],
    ['EE', '1234A'],
    ['PL', '12345678'],
    ['LT', '1234'],
    ['DE', '10115!'],
  ])('a %s postcode %j → 400 rest_invalid_param naming shipping_address, cart unchanged', async (country, postcode) => {
    const client = await shopper();
    await client.add(LARGE);
    const response = await client.request('POST', '/cart/update-customer', { shipping_address: { country, postcode } });
    expect(response.statusCode).toBe(400);
    const answer = body(response) as ReturnType<typeof body> & { data: { details: Record<string, { code: string }> } };
    expect(answer.code).toBe('rest_invalid_param');
    expect(answer.message).toBe('Invalid parameter(s): shipping_address');
    expect(answer.data.params?.shipping_address).toMatch(/^The provided postcode \/ ZIP is not valid/);
    expect(answer.data.details.shipping_address?.code).toBe('invalid_postcode');
    expect(response.headers.nonce).toBeTruthy();
    expect((await client.cart()).shipping_address.country).toBe('');
  });

  it.each([
    ['DE', '10115', '10115'],
    ['DE', '01067', '01067'],
    ['FI', '00100', '00100'],
    ['EE', '10111', '10111'],
    ['PL', '00950', '00-950'],
    ['PL', '00-950', '00-950'],
    ['LV', '1050', 'LV-1050'],
    ['LT', '01100', 'LT-01100'],
    ['LT', 'lt-93121', 'LT-93121'],
  ])('a %s postcode %j is accepted and stored as WooCommerce formats it (%j)', async (country, postcode, stored) => {
    const client = await shopper();
    await client.add(LARGE);
    const response = await client.request('POST', '/cart/update-customer', { shipping_address: { country, postcode } });
    expect(response.statusCode).toBe(200);
    expect(body(response).shipping_address).toMatchObject({ country, postcode: stored });
  });

  it('checks a postcode sent alone against the country the cart already has, and the billing address too', async () => {
    const client = await shopper();
    await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'DE' } });
    const alone = await client.request('POST', '/cart/update-customer', { shipping_address: { postcode: 'ABCDE' } });
    expect(alone.statusCode).toBe(400);
    const billing = await client.request('POST', '/cart/update-customer', { billing_address: { country: 'DE', postcode: 'ABCDE' } });
    expect(billing.statusCode).toBe(400);
    expect(body(billing).message).toBe('Invalid parameter(s): billing_address');
  });

  it('validates states per country: a German state by code or name becomes its code, an unknown one → 400 invalid_state', async () => {
    const client = await shopper();
    const byName = await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'DE', state: 'bavaria' } });
    expect(body(byName).shipping_address.state).toBe('DE-BY');
    const byCode = await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'DE', state: 'de-be' } });
    expect(body(byCode).shipping_address.state).toBe('DE-BE');
    const unknown = await client.request('POST', '/cart/update-customer', { shipping_address: { country: 'DE', state: 'Narnia' } });
    expect(unknown.statusCode).toBe(400);
    const answer = body(unknown) as ReturnType<typeof body> & { data: { details: Record<string, { code: string }> } };
    expect(answer.data.details.shipping_address?.code).toBe('invalid_state');
    expect(answer.data.params?.shipping_address).toBe(
      'The provided state (NARNIA) is not valid. Must be one of: ' +
        'DE-BW, DE-BY, DE-BE, DE-BB, DE-HB, DE-HH, DE-HE, DE-MV, DE-NI, DE-NW, DE-RP, DE-SL, DE-SN, DE-ST, DE-SH, DE-TH',
    );
    // Countries WooCommerce lists without states take any state text.
    const lithuania = await client.request('POST', '/cart/update-customer', {
      shipping_address: { country: 'LT', state: 'Vilniaus apskritis' },
    });
    expect(body(lithuania).shipping_address.state).toBe('Vilniaus apskritis');
  });

  it('says it in Lithuanian for lang=lt', async () => {
    const client = await shopper();
    const postcode = await client.request('POST', '/cart/update-customer?lang=lt', {
      shipping_address: { country: 'DE', postcode: 'ABCDE' },
    });
    expect(body(postcode).data.params?.shipping_address).toBe('Pateiktas pašto kodas netinkamas');
    const lithuanian = await client.request('POST', '/cart/update-customer?lang=lt', {
      shipping_address: { country: 'LT', postcode: '123' },
    });
    expect(body(lithuanian).data.params?.shipping_address).toMatch(/LT-XXXXX/);
    const state = await client.request('POST', '/cart/update-customer?lang=lt', { shipping_address: { country: 'DE', state: 'Narnia' } });
    expect(body(state).data.params?.shipping_address).toMatch(/^Pateiktas regionas \(NARNIA\) netinkamas/);
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

describe('POST /batch (Batch route test)', () => {
  interface BatchAnswer {
    code?: string;
    responses: { status: number; body: Cart & { code?: string }; headers: Record<string, unknown> }[];
  }
  const batch = (response: { json(): unknown }) => response.json() as BatchAnswer;

  it.each([
    ['non-store-api path', '/wp/v2/users'],
    ['query string containing wc/store', '/wp/v2/users?query=wc/store'],
    ['fragment containing wc/store', '/wp/v2/users#wc/store'],
    ['wc/store appears in middle of non-api path', '/other/wc/store/endpoint'],
    ['empty path', ''],
  ])('rejects a sub-request path outside the Store API (%s) with 400 woocommerce_rest_invalid_path', async (_what, path) => {
    const client = await shopper();
    const response = await client.request('POST', '/batch', { requests: [{ method: 'POST', path, body: {} }] });
    expect(response.statusCode).toBe(400);
    expect(batch(response).code).toBe('woocommerce_rest_invalid_path');
  });

  it('rejects the whole batch when one sub-request has a valid path and another an invalid one', async () => {
    const client = await shopper();
    const response = await client.request('POST', '/batch', {
      requests: [
        { method: 'POST', path: '/wc/store/v1/cart/add-item', headers: { Nonce: client.nonce }, body: { id: LARGE } },
        { method: 'POST', path: '/wp/v2/users?query=wc/store', body: { username: 'newuser', email: 'newuser@example.com' } },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(batch(response).code).toBe('woocommerce_rest_invalid_path');
    expect((await client.cart()).items).toEqual([]);
  });

  it.each([['/wc/store/v1/cart/add-item'], ['/wc/store/cart/add-item'], ['/wp-json/wc/store/v1/cart/add-item?quantity=1']])(
    'accepts a Store API path (%s)',
    async (path) => {
      const client = await shopper();
      const response = await client.request('POST', '/batch', {
        requests: [{ method: 'POST', path, headers: { Nonce: client.nonce }, body: { id: LARGE } }],
      });
      expect(response.statusCode).toBe(207);
      expect(batch(response).responses[0]?.status).toBe(201);
    },
  );

  it('needs no Nonce on the batch itself, only on its writes (test_success_cart_route_batch without the outer nonce)', async () => {
    const client = await shopper();
    const response = await client.request(
      'POST',
      '/batch',
      {
        requests: [
          { method: 'POST', path: '/wc/store/v1/cart/add-item', headers: { Nonce: client.nonce }, body: { id: LARGE, quantity: 1 } },
          { method: 'POST', path: '/wc/store/v1/cart/add-item', headers: { Nonce: client.nonce }, body: { id: SMALL, quantity: 1 } },
        ],
      },
      { nonce: '' },
    );
    expect(response.statusCode).toBe(207);
    expect(batch(response).responses.map((r) => r.status)).toEqual([201, 201]);
    expect(response.headers.nonce).toBeTruthy();
    const withoutInnerNonce = await client.request(
      'POST',
      '/batch',
      { requests: [{ path: '/wc/store/v1/cart/add-item', body: { id: LARGE } }] },
      { nonce: '' },
    );
    expect(batch(withoutInnerNonce).responses[0]).toMatchObject({ status: 401, body: { code: 'woocommerce_rest_missing_nonce' } });
    expect((await client.cart()).items_count).toBe(2);
  });

  it("a sub-request carrying another cart's Cart-Token without a Nonce gets 401, and neither cart changes", async () => {
    const victim = await shopper();
    await victim.add(LARGE);
    const attacker = await shopper();
    const response = await attacker.request('POST', '/batch', {
      requests: [{ path: '/wc/store/v1/cart/add-item', headers: { 'Cart-Token': victim.cartToken }, body: { id: SMALL, quantity: 5 } }],
    });
    expect(response.statusCode).toBe(207);
    expect(batch(response).responses[0]).toMatchObject({ status: 401, body: { code: 'woocommerce_rest_missing_nonce' } });
    expect((await victim.cart()).items_count).toBe(1);
    expect((await attacker.cart()).items_count).toBe(0);
  });

  it("a sub-request cannot pick another cart with its own Cookie header: it runs on the batch's session", async () => {
    const victim = await shopper();
    const attacker = await shopper();
    const response = await attacker.request('POST', '/batch', {
      requests: [{ path: '/wc/store/v1/cart/add-item', headers: { Cookie: victim.cookie, Nonce: victim.nonce }, body: { id: SMALL } }],
    });
    expect(batch(response).responses[0]?.status).toBe(403);
    expect((await victim.cart()).items_count).toBe(0);
  });

  it("a sub-request carrying the batch's own Cart-Token needs no Nonce (a headless client)", async () => {
    const client = await shopper();
    const token = client.cartToken;
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wc/store/v1/batch',
      headers: { 'cart-token': token },
      payload: { requests: [{ path: '/wc/store/v1/cart/add-item', headers: { 'Cart-Token': token }, body: { id: SMALL } }] },
    });
    expect(response.statusCode).toBe(207);
    expect(batch(response).responses[0]?.status).toBe(201);
    expect((await client.cart()).items_count).toBe(1);
  });
});

describe('CORS for headless front ends (StoreApi Authentication::send_cors_headers)', () => {
  const ELSEWHERE = 'https://headless.example';
  const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options'];

  it('a request with a valid Cart-Token from another origin gets Access-Control-Allow-Origin for that origin, and the Store API headers exposed', async () => {
    const client = await shopper();
    const response = await t.app.inject({
      method: 'GET',
      url: '/wp-json/wc/store/v1/cart',
      headers: { origin: ELSEWHERE, 'cart-token': client.cartToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ELSEWHERE);
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/Cart-Token.*Nonce/);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers.vary)).toMatch(/Origin/);
    // Cookies stay same-site: credentials are not allowed across origins.
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    for (const name of SECURITY_HEADERS) expect(response.headers[name], name).toBeTruthy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a cart write from another origin with a valid Cart-Token works and is readable; no cookie is set', async () => {
    const client = await shopper();
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wc/store/v1/cart/add-item',
      headers: { origin: ELSEWHERE, 'cart-token': client.cartToken },
      payload: { id: LARGE, quantity: 1 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(ELSEWHERE);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await client.cart()).items_count).toBe(1);
  });

  it('also product routes, and the unversioned namespace', async () => {
    const client = await shopper();
    for (const url of ['/wp-json/wc/store/v1/products?per_page=1', '/wp-json/wc/store/cart']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { origin: ELSEWHERE, 'cart-token': client.cartToken } });
      expect(response.headers['access-control-allow-origin'], url).toBe(ELSEWHERE);
    }
  });

  it.each([
    ['no Cart-Token', {}],
    ['a forged Cart-Token', { 'cart-token': 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoidF94In0.forged' }],
  ])('another origin with %s gets no Access-Control-Allow-Origin; a new session cookie stays SameSite=Lax', async (_what, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/cart', headers: { origin: ELSEWHERE, ...headers } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(response.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
  });

  it('a preflight from any origin is answered 204 allowing the Cart-Token and Nonce headers, before any route runs', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/wp-json/wc/store/v1/cart/add-item',
      headers: { origin: ELSEWHERE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'cart-token, content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ELSEWHERE);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/Cart-Token.*Nonce/);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('other routes (pages, the account API) get no CORS headers', async () => {
    const client = await shopper();
    const response = await t.app.inject({
      method: 'GET',
      url: '/wp-json/soul/v1/userinfo',
      headers: { origin: ELSEWHERE, 'cart-token': client.cartToken },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
