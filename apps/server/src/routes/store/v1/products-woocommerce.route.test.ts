import { storeProductSchema, type StoreProduct } from '@soul/contracts';
import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get<T>(path: string) {
  const response = await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1${path}` });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}
const ids = (products: StoreProduct[]) => products.map((p) => p.id);

describe('GET /products: WooCommerce ProductQuery behaviour', () => {
  it('a hidden product is still returned by include[] and slug, as WooCommerce filters visibility only when asked', async () => {
    const twin = DEMO.products.subscriptionTiersTwin;
    expect(ids((await get<StoreProduct[]>(`/products?include[]=${twin}`)).body)).toEqual([twin]);
    expect(ids((await get<StoreProduct[]>(`/products?slug=${DEMO.slugs.subscriptionTiersTwin.en}`)).body)).toEqual([twin]);
    // Asked for, visibility filters again; and a plain listing never shows it.
    expect((await get<StoreProduct[]>(`/products?include[]=${twin}&catalog_visibility=visible`)).body).toEqual([]);
    expect(ids((await get<StoreProduct[]>('/products?per_page=100')).body)).not.toContain(twin);
  });

  it('sku and slug find variations too, as WooCommerce then searches both post types', async () => {
    const variation = (await get<StoreProduct>(`/products/${DEMO.products.variableVariations['250g']}`)).body;
    expect(ids((await get<StoreProduct[]>(`/products?sku=${variation.sku}`)).body)).toEqual([variation.id]);
    expect(ids((await get<StoreProduct[]>(`/products?slug=${variation.slug}`)).body)).toEqual([variation.id]);
    // related=0 is no filter (WooCommerce's empty()).
    const all = await get<StoreProduct[]>('/products');
    expect((await get<StoreProduct[]>('/products?related=0')).headers['x-wp-total']).toBe(all.headers['x-wp-total']);
  });

  it('orderby=include keeps the order of include[] whatever the order (post__in)', async () => {
    const wanted = [DEMO.products.simple, DEMO.products.variable, DEMO.products.bundle];
    const { body } = await get<StoreProduct[]>(`/products?${wanted.map((id) => `include[]=${id}`).join('&')}&orderby=include`);
    expect(ids(body)).toEqual(wanted);
  });

  it('orderby=price sorts variable products by their lowest price ascending and their highest descending (meta lookup min/max_price)', async () => {
    const variable = (await get<StoreProduct>(`/products/${DEMO.products.variable}`)).body;
    const range = variable.prices.price_range;
    expect(range).not.toBeNull();
    const others = `include=${DEMO.products.variable},${DEMO.products.simple},${DEMO.products.bundle}`;
    const asc = (await get<StoreProduct[]>(`/products?${others}&orderby=price&order=asc`)).body;
    const desc = (await get<StoreProduct[]>(`/products?${others}&orderby=price&order=desc`)).body;
    const low = (p: StoreProduct) => Number(p.prices.price_range?.min_amount ?? p.prices.price);
    const high = (p: StoreProduct) => Number(p.prices.price_range?.max_amount ?? p.prices.price);
    expect(asc.map(low)).toEqual([...asc.map(low)].sort((a, b) => a - b));
    expect(desc.map(high)).toEqual([...desc.map(high)].sort((a, b) => b - a));
  });

  it('related=ID lists products sharing a category or tag with it, never itself nor its upsells, at most a page', async () => {
    const source = (await get<StoreProduct>(`/products/${DEMO.products.withUpsells}`)).body;
    const { status, body } = await get<StoreProduct[]>(`/products?related=${source.id}&per_page=5`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(5);
    const terms = (p: StoreProduct) => [...p.categories.map((c) => `c${c.id}`), ...p.tags.map((tag) => `t${tag.id}`)];
    for (const product of body) {
      expect(product.id).not.toBe(source.id);
      expect(source.extensions.upsell_ids).not.toContain(product.id);
      expect(terms(product).some((term) => terms(source).includes(term))).toBe(true);
    }
  });

  it('related naming a hidden or unknown product answers 404 woocommerce_rest_product_not_found', async () => {
    for (const id of [DEMO.products.subscriptionTiersTwin, 999999]) {
      const { status, body } = await get<{ code: string }>(`/products?related=${id}`);
      expect(status).toBe(404);
      expect(body.code).toBe('woocommerce_rest_product_not_found');
    }
    expect((await get<{ code: string }>('/products?related=x')).body.code).toBe('rest_invalid_param');
  });

  it('a page past the end answers 200 [] with the real total, as ProductQuery::get_results does (not 400)', async () => {
    const { status, body, headers } = await get<StoreProduct[]>('/products?page=50&per_page=100');
    expect(status).toBe(200);
    expect(body).toEqual([]);
    expect(Number(headers['x-wp-total'])).toBeGreaterThan(0);
  });

  it('sends Last-Modified on the listing and on a single product (HTTP-date)', async () => {
    const listing = await get<StoreProduct[]>('/products');
    const single = await get<StoreProduct>(`/products/${DEMO.products.variable}`);
    const bySlug = await get<StoreProduct>(`/products/${DEMO.slugs.variable.en}`);
    for (const answer of [listing, single, bySlug])
      expect(String(answer.headers['last-modified'])).toMatch(/^\w{3}, \d{2} \w{3} \d{4} [\d:]{8} GMT$/);
    expect(Date.parse(String(single.headers['last-modified']))).toBeLessThanOrEqual(Date.parse(String(listing.headers['last-modified'])));
    expect(bySlug.headers['last-modified']).toBe(single.headers['last-modified']);
  });

  it('brand filters like category (WooCommerce brand, brand_operator)', async () => {
    const all = await get<StoreProduct[]>('/products');
    const branded = await get<StoreProduct[]>('/products?brand=soul');
    expect(branded.headers['x-wp-total']).toBe(all.headers['x-wp-total']);
    expect((await get<StoreProduct[]>('/products?brand=soul&brand_operator=not_in')).body).toEqual([]);
  });
});

describe('GET /products/{id}: WooCommerce ProductSchema fields', () => {
  it('carries is_password_protected, weight, dimensions and their formatted texts', async () => {
    const { body } = await get<StoreProduct>(`/products/${DEMO.products.simple}`);
    storeProductSchema.parse(body);
    expect(body).toMatchObject({
      is_password_protected: false,
      weight: '0.12',
      dimensions: { length: '10', width: '6', height: '6' },
      formatted_weight: '0.12 kg',
      formatted_dimensions: '10 × 6 × 6 cm',
    });
    const lt = (await get<StoreProduct>(`/products/${DEMO.products.simple}?lang=lt`)).body;
    expect(lt.formatted_weight).toBe('0,12 kg');
  });

  it('_links: self, collection, related, upsells, and up from a variation to its parent (ProductLinksTrait)', async () => {
    const api = 'http://shop.test/wp-json/wc/store/v1';
    const product = (await get<StoreProduct>(`/products/${DEMO.products.variable}`)).body;
    expect(product._links).toEqual({
      self: [{ href: `${api}/products/${DEMO.products.variable}` }],
      collection: [{ href: `${api}/products` }],
      related: [{ href: `${api}/products?related=${DEMO.products.variable}&per_page=10`, embeddable: true }],
    });
    const withUpsells = (await get<StoreProduct>(`/products/${DEMO.products.withUpsells}`)).body;
    expect(withUpsells._links.upsells).toEqual([
      { href: `${api}/products?include=${DEMO.products.upsellsOfWithUpsells.join(',')}`, embeddable: true },
    ]);
    // The embeddable links answer.
    const related = await t.app.inject({ method: 'GET', url: String(withUpsells._links.related[0]?.href) });
    expect(related.statusCode).toBe(200);
    const variation = (await get<StoreProduct>(`/products/${DEMO.products.variableVariations['250g']}`)).body;
    expect(variation._links.up).toEqual([{ href: `http://shop.test/wp-json/wc/store/v1/products/${DEMO.products.variable}` }]);
    // A 250 g pouch weighs its contents and the pouch.
    expect(Number(variation.weight)).toBeGreaterThan(0.25);
  });
});
