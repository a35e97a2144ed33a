import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** WooCommerce's familiar addresses (and a trailing slash) lead somewhere in both languages, never to a 404. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('familiar shop addresses', () => {
  it.each([
    ['/products/', 301, '/products'],
    ['/products/?pcat=energy&sort=price', 301, '/products?pcat=energy&sort=price'],
    ['/shop', 301, '/products'],
    ['/shop/?sort=price', 301, '/products?sort=price'],
    ['/lt/shop', 301, '/lt/products'],
    ['/lt/products/', 301, '/lt/products'],
    ['/cart', 302, '/checkout'],
    ['/lt/cart/', 302, '/lt/checkout'],
  ])('%s → %i %s', async (url, status, location) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers.location).toBe(location);
  });

  it('every page title names the shop once: checkout, list, home', async () => {
    for (const [url, title] of [
      ['/checkout', 'Checkout | Soul Shop'],
      ['/lt/checkout', 'Apmokėjimas | Soul Shop'],
      ['/products', 'Shop all products | Soul Shop'],
      ['/', 'Soul Shop — natural health supplements'],
    ]) {
      const page = await t.app.inject({ method: 'GET', url: url ?? '/' });
      expect(/<title>(.*?)<\/title>/.exec(page.body)?.[1], url).toBe(title);
    }
  });

  it('the pages they lead to exist', async () => {
    for (const url of ['/products', '/lt/products', '/checkout', '/lt/checkout'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});

describe('the upsell category is no shopping category', () => {
  it('is not named on the home page, the product list or a product page of an upsell product, in either language', async () => {
    for (const url of ['/', '/lt/', '/products', '/product/zinc-lozenges']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      // Only the page's JSON data (the Store API answer, which lists every category as WooCommerce does) may carry it.
      const visible = page.body.replace(/<script[\s\S]*?<\/script>/g, '');
      expect(visible, url).not.toMatch(/Add to your order|Papildykite užsakymą/);
    }
  });
});
