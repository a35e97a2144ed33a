import { TEST_CARDS } from '@soul/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct, stockOf } from '../../test/test-products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const form = {
  billing_email: 'jonas@example.lt',
  billing_first_name: 'Jonas',
  billing_last_name: 'Jonaitis',
  billing_phone: '+37061111111',
  billing_address_1: 'Laisvės al. 10',
  billing_city: 'Kaunas',
  billing_postcode: '44001',
  billing_country: 'LT',
  checkout_option: 'guest',
  payment_method: 'bacs',
};

/** A shopper with one product in the cart, who has opened the checkout page (and so holds its form nonce). */
async function atCheckout(path = '/checkout'): Promise<{ shopper: StoreClient; html: string; nonce: string; product: number }> {
  const product = await createStockedProduct(t.database, { stock: 3, priceCents: 2500 });
  const shopper = await new StoreClient(t.app).start();
  await shopper.add(product);
  const page = await shopper.site('GET', path);
  const nonce = /id="soul-checkout-form"[\s\S]*?name="_wpnonce" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return { shopper, html: page.body, nonce, product };
}

const post = (shopper: StoreClient, path: string, fields: Record<string, string>) =>
  shopper.site('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

describe('checkout page', () => {
  it('signs a returning customer in from the checkout and comes back to it with the cart (WooCommerce checkout login)', async () => {
    const { shopper, html, product } = await atCheckout('/lt/checkout');
    const details = /<details[^>]*id="soul-checkout-login"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    const login = {
      action: /<form[^>]*action="([^"]+)"/.exec(details)?.[1],
      nonce: /name="_wpnonce" value="([^"]+)"/.exec(details)?.[1] ?? '',
      returnTo: /name="redirect_to" value="([^"]+)"/.exec(details)?.[1] ?? '',
    };
    expect(login.action).toBe('/lt/my-account/login');
    expect(login.returnTo).toBe('/lt/checkout');
    expect(details).toContain('Spustelėkite čia, kad prisijungtumėte');
    const email = `returning-${Date.now()}@example.lt`;
    const owner = await new StoreClient(t.app).start();
    const register = await owner.site('GET', '/my-account');
    const ownerNonce = /name="_wpnonce" value="([^"]+)"/.exec(register.body)?.[1] ?? '';
    expect((await post(owner, '/my-account/register', { _wpnonce: ownerNonce, email, password: 'right password' })).statusCode).toBe(303);

    const signedIn = await post(shopper, '/lt/my-account/login', {
      _wpnonce: login.nonce,
      redirect_to: login.returnTo,
      email,
      password: 'right password',
    });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/lt/checkout');
    const back = await shopper.site('GET', '/lt/checkout');
    expect(back.body).toContain(email);
    expect((await shopper.cart()).items.map((i) => i.id)).toEqual([product]);
  });

  it('shows the form with the cart summary, delivery and payment choices', async () => {
    const { html } = await atCheckout();
    expect(html).toContain('id="soul-checkout-form"');
    expect(html).toContain('name="billing_postcode"');
    expect(html).toContain('value="parcel_locker:1"');
    expect(html).toContain('value="soul_test_card"');
    expect(html).toMatch(/Test TEST-[\w-]+ <span[^>]*>× 1/);
  });

  it('places the order from a plain form post and redirects to the order-received page', async () => {
    const { shopper, nonce, product } = await atCheckout();
    const response = await post(shopper, '/checkout', { ...form, _wpnonce: nonce, checkout_key: 'k1' });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/checkout\/order-received\/\d+\?key=wc_order_/);
    expect(await stockOf(t.database, product)).toBe(2);
    const received = await shopper.site('GET', location);
    expect(received.statusCode).toBe(200);
    expect(received.body).toContain('Thank you. Your order has been received.');
    expect(received.body).toContain('Laisvės al. 10');
    // Another visitor without the key sees nothing of it.
    const stranger = await t.app.inject({ method: 'GET', url: location.replace(/\?key=.*/, '') });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Jonaitis');
  });

  it('shows server errors under their fields in Lithuanian and keeps what was typed', async () => {
    const { shopper, nonce, product } = await atCheckout('/lt/checkout');
    const response = await post(shopper, '/lt/checkout', { ...form, billing_postcode: '4400', billing_phone: '', _wpnonce: nonce });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(
      '<p id="billing_postcode-error" class="mt-1 text-sm text-red-700">Neteisingas pašto kodas. Įveskite teisingą Lietuvos pašto kodą (LT-XXXXX formatu).</p>',
    );
    expect(response.body).toContain('<p id="billing_phone-error" class="mt-1 text-sm text-red-700">Šis laukas privalomas.</p>');
    expect(response.body).toContain('value="Laisvės al. 10"');
    expect(response.body).toContain('Pataisykite 2 laukus žemiau.');
    expect(await stockOf(t.database, product)).toBe(3);
  });

  it('shows a blank e-mail and blank address fields each under its field in English (the Store API answers them with WooCommerce’s codes instead)', async () => {
    const { shopper, nonce } = await atCheckout();
    const response = await post(shopper, '/checkout', {
      ...form,
      billing_email: '',
      billing_city: '',
      billing_first_name: '',
      _wpnonce: nonce,
    });
    expect(response.statusCode).toBe(422);
    for (const field of ['billing_email', 'billing_city', 'billing_first_name'])
      expect(response.body).toContain(`<p id="${field}-error" class="mt-1 text-sm text-red-700">This field is required.</p>`);
    expect(response.body).toContain('Please correct 3 fields below.');
  });

  it('refuses a post without the form nonce, placing nothing', async () => {
    const { shopper, product } = await atCheckout();
    const response = await post(shopper, '/checkout', { ...form, _wpnonce: 'forged' });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('The form has expired.');
    expect(await stockOf(t.database, product)).toBe(3);
  });

  it('a declined card shows the decline and keeps the cart for another try', async () => {
    const { shopper, nonce } = await atCheckout();
    const card = { payment_method: 'soul_test_card', card_number: TEST_CARDS.declined, card_expiry: '12/30', card_cvc: '123' };
    const response = await post(shopper, '/checkout', { ...form, ...card, _wpnonce: nonce });
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('Your card was declined.');
    expect(response.body).toContain('id="soul-checkout-form"');
  });

  it('hides the parcel locker for a Curonian Spit postcode without JavaScript too', async () => {
    const { shopper, nonce } = await atCheckout();
    const response = await post(shopper, '/checkout', { ...form, billing_postcode: 'LT-93101', billing_phone: '', _wpnonce: nonce });
    expect(response.body).toMatch(/<p id="soul-curonian-notice"[^>]*>Delivery to parcel lockers is unavailable/);
    expect(response.body).toMatch(/<label[^>]*hidden=""[^>]*data-soul-rate="parcel_locker"/);
  });

  it('hides header and footer on a checkout reached from a promotion', async () => {
    const { shopper } = await atCheckout();
    const plain = await shopper.site('GET', '/checkout');
    // The banner's flow sets the cookie to the promotion's slug.
    const promo = await shopper.site('GET', '/checkout', undefined, { cookie: `${shopper.cookie}; soul_landing_promo=welcome` });
    expect(plain.body).toContain('<footer');
    expect(promo.body).not.toContain('<footer');
    expect(promo.body).not.toContain('Return to the shop');
    // Without the header its widgets have no container, so the page does not enable them (no initialisation error).
    const widgetsOf = (html: string) => Object.keys(JSON.parse(/id="soul-settings"[^>]*>([^<]*)</.exec(html)?.[1] ?? '{}').widgets ?? {});
    expect(widgetsOf(plain.body)).toEqual(expect.arrayContaining(['cart-drawer', 'url-params', 'banner', 'checkout']));
    expect(widgetsOf(promo.body)).toEqual(['checkout']);
    expect(promo.body).toContain('>Place order</button>');
  });
});
