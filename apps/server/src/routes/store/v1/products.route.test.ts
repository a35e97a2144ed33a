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

async function list(query: string): Promise<{ status: number; products: StoreProduct[]; headers: Record<string, unknown> }> {
  const response = await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products${query}` });
  return { status: response.statusCode, products: response.json() as StoreProduct[], headers: response.headers };
}

describe('GET /wp-json/wc/store/v1/products', () => {
  it('lists 10 visible products by default, newest first, with WooCommerce paging headers', async () => {
    const { status, products, headers } = await list('');
    expect(status).toBe(200);
    expect(products).toHaveLength(10);
    const total = Number(headers['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(30);
    expect(Number(headers['x-wp-totalpages'])).toBe(Math.ceil(total / 10));
    expect(String(headers.link)).toContain('rel="next"');
    expect(String(headers.link)).not.toContain('rel="prev"');
    for (const product of products) storeProductSchema.parse(product);
    const dates = products.map((p) => p.id);
    expect(new Set(dates).size).toBe(10);
    expect(products.some((p) => p.type === 'variation')).toBe(false);
  });

  it('never lists hidden one-time twins', async () => {
    const { products } = await list('?per_page=100');
    expect(products.map((p) => p.id)).not.toContain(DEMO.products.subscriptionTiersTwin);
  });

  it('per_page=100 returns the whole demo catalogue on one page', async () => {
    const { products, headers } = await list('?per_page=100');
    expect(products.length).toBe(Number(headers['x-wp-total']));
    expect(headers['x-wp-totalpages']).toBe('1');
  });

  it('pages do not overlap and the last page links back', async () => {
    const first = await list('?per_page=5&page=1&orderby=id&order=asc');
    const second = await list('?per_page=5&page=2&orderby=id&order=asc');
    expect(first.products.map((p) => p.id).filter((id) => second.products.some((p) => p.id === id))).toEqual([]);
    expect(Math.max(...first.products.map((p) => p.id))).toBeLessThan(Math.min(...second.products.map((p) => p.id)));
    expect(String(second.headers.link)).toContain('rel="prev"');
  });

  it('a page past the end is empty but still counts the total', async () => {
    const { status, products, headers } = await list('?page=99');
    expect(status).toBe(200);
    expect(products).toEqual([]);
    expect(Number(headers['x-wp-total'])).toBeGreaterThan(0);
  });

  it.each([
    ['title', 'asc', (p: StoreProduct) => p.name, (a: string, b: string) => a.localeCompare(b, 'en')],
    ['price', 'asc', (p: StoreProduct) => Number(p.prices.price), (a: number, b: number) => a - b],
    // Descending by the highest price of a variable product (WooCommerce's max_price), ascending by the lowest.
    ['price', 'desc', (p: StoreProduct) => Number(p.prices.price_range?.max_amount ?? p.prices.price), (a: number, b: number) => b - a],
    ['popularity', 'desc', (p: StoreProduct) => p.id, null],
    ['rating', 'desc', (p: StoreProduct) => Number(p.average_rating), (a: number, b: number) => b - a],
  ] as const)('orders by %s %s', async (orderby, order, key, compare) => {
    const { status, products } = await list(`?per_page=100&orderby=${orderby}&order=${order}`);
    expect(status).toBe(200);
    if (!compare) return;
    const values = products.map(key as (p: StoreProduct) => never);
    const sorted = [...values].sort(compare as (a: never, b: never) => number);
    if (orderby === 'title') {
      // PostgreSQL collation and ICU may differ on punctuation; compare case-insensitively on letters.
      expect(values.map((v: string) => v.toLowerCase()[0])).toEqual(sorted.map((v: string) => v.toLowerCase()[0]));
    } else {
      expect(values).toEqual(sorted);
    }
  });

  it('searches names in the requested language', async () => {
    const en = await list('?search=magnesium');
    expect(en.products.map((p) => p.id)).toContain(DEMO.products.outOfStockVariationParent);
    const lt = await list('?search=magnis&lang=lt');
    expect(lt.products.map((p) => p.id)).toContain(DEMO.products.outOfStockVariationParent);
    expect(lt.products.find((p) => p.id === DEMO.products.outOfStockVariationParent)?.slug).toBe(DEMO.slugs.outOfStockVariationParent.lt);
  });

  it('purchase=subscription lists every subscription product; purchase=one_time everything that can be bought once', async () => {
    const all = (await list('?per_page=100')).products;
    const subscriptions = (await list('?purchase=subscription&per_page=100')).products;
    const once = (await list('?purchase=one_time&per_page=100')).products;
    const isSubscription = (p: StoreProduct) => p.type === 'subscription' || p.type === 'variable-subscription';
    expect(subscriptions.map((p) => p.id).sort()).toEqual(
      all
        .filter(isSubscription)
        .map((p) => p.id)
        .sort(),
    );
    expect(subscriptions.some((p) => p.type === 'subscription')).toBe(true);
    expect(once.map((p) => p.id).sort()).toEqual(
      all
        .filter((p) => !isSubscription(p) || p.extensions.one_time_purchase)
        .map((p) => p.id)
        .sort(),
    );
    expect(new Set(once.map((p) => p.type))).toEqual(
      new Set(['simple', 'variable', 'bundle', ...once.filter(isSubscription).map((p) => p.type)]),
    );
    expect(once.some((p) => p.type === 'simple')).toBe(true);
    expect((await list('?purchase=both')).status).toBe(400);
  });

  it('finds Lithuanian names typed with or without diacritics, in any case', async () => {
    const names = async (query: string) => (await list(query)).products.map((p) => p.name);
    for (const search of ['žarn', 'zarn', 'ŽARN', 'ZARNYNO bal'])
      expect(await names(`?search=${encodeURIComponent(search)}&lang=lt`), search).toContain('Žarnyno balansas');
    expect(await names('?search=GUT%20bal')).toContain('Gut Balance');
    // `%` is a letter in a search, not a pattern that matches everything.
    expect(await names('?search=%25%25%25')).toEqual([]);
  });

  it('filters by category id in either language, or slug, and the upsell category is 20 / 190', async () => {
    const byEnId = await list(`?category=${DEMO.categories.upsell.en}&per_page=20`);
    const byLtId = await list(`?category=${DEMO.categories.upsell.lt}&per_page=20&lang=lt`);
    const ids = byEnId.products.map((p) => p.id).sort();
    expect(ids).toEqual([...DEMO.products.upsellCategory].sort());
    expect(byLtId.products.map((p) => p.id).sort()).toEqual(ids);
    expect(byLtId.products[0]?.categories.some((c) => c.id === DEMO.categories.upsell.lt)).toBe(true);
    const bySlug = await list('?category=energy&per_page=100');
    expect(bySlug.products.length).toBeGreaterThan(0);
    for (const p of bySlug.products) expect(p.categories.map((c) => c.slug)).toContain('energy');
  });

  it('filters by tag, type, on_sale, stock_status, include/exclude and price range', async () => {
    const monthly = await list(`?tag=every-month&per_page=100`);
    expect(monthly.products.length).toBeGreaterThan(0);
    for (const p of monthly.products) expect(p.tags.map((tag) => tag.slug)).toContain('every-month');

    const variableSubs = await list('?type=variable-subscription&per_page=100');
    expect(variableSubs.products.length).toBeGreaterThan(0);
    for (const p of variableSubs.products) expect(p.type).toBe('variable-subscription');

    const variations = await list(`?type=variation&per_page=100`);
    expect(variations.products.map((p) => p.id)).toContain(DEMO.products.outOfStockVariation);
    for (const p of variations.products) expect(p.parent).toBeGreaterThan(0);

    const onSale = await list('?on_sale=true&per_page=100');
    expect(onSale.products.map((p) => p.id)).toEqual(expect.arrayContaining([...DEMO.products.onSaleProducts]));
    for (const p of onSale.products) expect(p.on_sale).toBe(true);

    const out = await list('?stock_status=outofstock&per_page=100');
    expect(out.products.map((p) => p.id)).toContain(DEMO.products.outOfStockSimple);
    for (const p of out.products) expect(p.is_in_stock).toBe(false);

    const included = await list(`?include=${DEMO.products.simple},${DEMO.products.bundle}&orderby=include&order=asc`);
    expect(included.products.map((p) => p.id)).toEqual([DEMO.products.simple, DEMO.products.bundle]);
    const excluded = await list(`?exclude[]=${DEMO.products.simple}&per_page=100`);
    expect(excluded.products.map((p) => p.id)).not.toContain(DEMO.products.simple);

    const cheap = await list('?min_price=1000&max_price=2000&per_page=100');
    for (const p of cheap.products) {
      expect(Number(p.prices.price)).toBeGreaterThanOrEqual(1000);
      expect(Number(p.prices.price)).toBeLessThanOrEqual(2000);
    }
  });

  it('filters by attribute term (pa_size)', async () => {
    const { products } = await list('?attributes[0][attribute]=pa_size&attributes[0][slug]=25g&per_page=100');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.attributes.find((a) => a.taxonomy === 'pa_size')?.terms.map((term) => term.slug)).toContain('25g');
    }
  });

  it.each([
    ['per_page=101', 'per_page'],
    ['per_page=0', 'per_page'],
    ['per_page=abc', 'per_page'],
    ['page=0', 'page'],
    ['orderby=colour', 'orderby'],
    ['order=up', 'order'],
    ['type=gadget', 'type'],
    ['include=1,x', 'include'],
    ['min_price=cheap', 'min_price'],
    ['lang=fr', 'lang'],
  ])('rejects %s with rest_invalid_param naming %s', async (query, param) => {
    const response = await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; message: string; data: { status: number; params: Record<string, string> } };
    expect(body.code).toBe('rest_invalid_param');
    expect(body.data.status).toBe(400);
    expect(Object.keys(body.data.params)).toEqual([param]);
    expect(body.message).toBe(`Invalid parameter(s): ${param}`);
  });

  it('translates errors: Lithuanian message for lang=lt requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/products?lang=lt&per_page=500' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe('Netinkami parametrai: per_page');
  });

  it('also answers on the unversioned /wc/store namespace', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/products?per_page=1' });
    expect(response.statusCode).toBe(200);
  });

  it('answers rest_no_route for unknown API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });
});
