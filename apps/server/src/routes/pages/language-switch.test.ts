import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The header's language switch on a filtered list keeps the shopper's filters and sort, in the other language's words. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const languageLink = (html: string, language: 'en' | 'lt') =>
  new RegExp(`<a href="([^"]*)"[^>]*data-soul-language-link="${language}"`).exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('the language switch of a product list', () => {
  it('keeps the category (translated), type and sort, and goes back to page 1', async () => {
    const en = await t.app.inject({ url: '/products?pcat=energy&sort=price&ptype=variable&pg=2' });
    expect(en.statusCode).toBe(200);
    expect(languageLink(en.body, 'lt')).toBe('/lt/products?sort=price&pcat=energija&ptype=variable');
    expect(languageLink(en.body, 'en')).toBe('/products?sort=price&pcat=energy&ptype=variable');

    const lt = await t.app.inject({ url: '/lt/products?pcat=energija&sort=name' });
    expect(languageLink(lt.body, 'en')).toBe('/products?sort=name&pcat=energy');
  });

  it('a category in the other language’s words (a switch made in the browser) redirects to this language’s slug', async () => {
    const response = await t.app.inject({ url: '/lt/products?pcat=energy&sort=price' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/lt/products?sort=price&pcat=energija');
    // An unknown category is no redirect: the list shows it has nothing.
    expect((await t.app.inject({ url: '/lt/products?pcat=no-such-need' })).statusCode).toBe(200);
  });

  it('on a category page keeps the sort, and a foreign slug redirects with it', async () => {
    const page = await t.app.inject({ url: '/product-category/energy?sort=price' });
    expect(languageLink(page.body, 'lt')).toBe('/lt/product-category/energija?sort=price');
    const foreign = await t.app.inject({ url: '/lt/product-category/energy?sort=price' });
    expect(foreign.statusCode).toBe(301);
    expect(foreign.headers.location).toBe('/lt/product-category/energija?sort=price');
  });
});
