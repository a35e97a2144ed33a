import { collectionDataSchema, type CollectionData, type StoreProduct } from '@soul/contracts';
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

/** Every product a /products query lists (the demo catalogue fits one page of 100). */
async function listing(query: string): Promise<StoreProduct[]> {
  return (await get<StoreProduct[]>(`/products?per_page=100${query}`)).body;
}

const highest = (p: StoreProduct) => Number(p.prices.price_range?.max_amount ?? p.prices.price);

describe('GET /products/collection-data (WooCommerce ProductCollectionData)', () => {
  it('answers every figure null when none is asked for (test_get_items)', async () => {
    const { status, body } = await get<CollectionData>('/products/collection-data');
    expect(status).toBe(200);
    expect(body).toEqual({
      price_range: null,
      attribute_counts: null,
      rating_counts: null,
      stock_status_counts: null,
      taxonomy_counts: null,
    });
  });

  it('calculate_price_range: the lowest and highest price of the filtered products, ignoring min/max_price (test_calculate_price_range)', async () => {
    const category = DEMO.categories.energy.en;
    const { body } = await get<CollectionData>(
      `/products/collection-data?calculate_price_range=true&category=${category}&min_price=999999`,
    );
    collectionDataSchema.parse(body);
    const products = await listing(`&category=${category}`);
    expect(body.price_range).toMatchObject({
      currency_code: 'EUR',
      currency_minor_unit: 2,
      min_price: String(Math.min(...products.map((p) => Number(p.prices.price)))),
      max_price: String(Math.max(...products.map(highest))),
    });
    expect(body.attribute_counts).toBeNull();
  });

  it('calculate_rating_counts: products per rounded average rating, ascending (test_calculate_rating_counts)', async () => {
    const { body } = await get<CollectionData>('/products/collection-data?calculate_rating_counts=1&rating=5');
    const counts = new Map<number, number>();
    for (const product of await listing('')) {
      const rating = Math.round(Number(product.average_rating));
      if (Number(product.average_rating) > 0) counts.set(rating, (counts.get(rating) ?? 0) + 1);
    }
    expect(body.rating_counts).toEqual([...counts.entries()].sort(([a], [b]) => a - b).map(([rating, count]) => ({ rating, count })));
  });

  it('calculate_stock_status_counts: every stock status counted, ignoring the stock_status filter', async () => {
    const { body } = await get<CollectionData>('/products/collection-data?calculate_stock_status_counts=true&stock_status=outofstock');
    const total = (await get<StoreProduct[]>('/products')).headers['x-wp-total'];
    expect(body.stock_status_counts?.map((s) => s.status)).toEqual(['instock', 'outofstock', 'onbackorder']);
    expect(body.stock_status_counts?.reduce((sum, s) => sum + s.count, 0)).toBe(Number(total));
    expect(body.stock_status_counts?.find((s) => s.status === 'outofstock')?.count).toBeGreaterThan(0);
  });

  it('calculate_attribute_counts: "and" counts within the filters, "or" drops the attribute own filter (test_calculate_attribute_counts)', async () => {
    const filter = 'attributes[0][attribute]=pa_size&attributes[0][slug][]=25g';
    const and = await get<CollectionData>(
      `/products/collection-data?calculate_attribute_counts[0][taxonomy]=pa_size&calculate_attribute_counts[0][query_type]=and&${filter}`,
    );
    const or = await get<CollectionData>(
      `/products/collection-data?calculate_attribute_counts[0][taxonomy]=pa_size&calculate_attribute_counts[0][query_type]=or&${filter}`,
    );
    const count = (data: CollectionData, term: number) => data.attribute_counts?.find((c) => c.term === term)?.count ?? 0;
    const small = (await listing(`&${filter}`)).length;
    expect(count(and.body, DEMO.sizeTerms['25g'])).toBe(small);
    expect(count(and.body, DEMO.sizeTerms['250g'])).toBe(0);
    const large = (await listing('&attributes[0][attribute]=pa_size&attributes[0][slug][]=250g')).length;
    expect(count(or.body, DEMO.sizeTerms['250g'])).toBe(large);
    expect(count(or.body, DEMO.sizeTerms['25g'])).toBe(small);
    // By attribute id too; an unknown taxonomy is skipped, as WooCommerce does.
    const byId = await get<CollectionData>(`/products/collection-data?calculate_attribute_counts[0][taxonomy]=${DEMO.attributes.size}`);
    expect(count(byId.body, DEMO.sizeTerms['250g'])).toBe(large);
    const unknown = await get<CollectionData>('/products/collection-data?calculate_attribute_counts[0][taxonomy]=pa_colour');
    expect(unknown.body.attribute_counts).toEqual([]);
  });

  it('calculate_taxonomy_counts: products per category and tag term of the filtered listing (test_calculate_taxonomy_counts)', async () => {
    const { body } = await get<CollectionData>(
      '/products/collection-data?calculate_taxonomy_counts[]=product_cat&calculate_taxonomy_counts[]=product_tag',
    );
    const upsell = body.taxonomy_counts?.find((c) => c.term === DEMO.categories.upsell.en);
    expect(upsell?.count).toBe((await listing(`&category=${DEMO.categories.upsell.en}`)).length);
    const everyMonth = body.taxonomy_counts?.find((c) => c.term === DEMO.tags.everyMonth.en);
    expect(everyMonth?.count).toBe((await listing(`&tag=${DEMO.tags.everyMonth.en}`)).length);
  });

  it('validates its parameters like /products and caps the counted taxonomies at 25', async () => {
    const bad = await get<{ code: string; data: { params: Record<string, string> } }>(
      `/products/collection-data?calculate_price_range=maybe&per_page=0&${Array.from({ length: 26 }, (_, i) => `calculate_taxonomy_counts[]=t${i}`).join('&')}`,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params).sort()).toEqual(['calculate_price_range', 'calculate_taxonomy_counts', 'per_page']);
  });
});

describe('GET /products/reviews (WooCommerce ProductReviews)', () => {
  it("answers a product's approved reviews, as many as its review_count, sorted and paged with WooCommerce's headers", async () => {
    const product = await get<{ review_count: number }>(`/products/${DEMO.products.simple}`);
    const { status, body, headers } = await get<{ rating: number; product_id: number }[]>(
      `/products/reviews?product_id=${DEMO.products.simple}&orderby=rating&order=desc&per_page=100`,
    );
    expect(status).toBe(200);
    expect(product.body.review_count).toBeGreaterThan(0);
    expect(headers['x-wp-total']).toBe(String(product.body.review_count));
    expect(headers['x-wp-totalpages']).toBe(String(Math.ceil(product.body.review_count / 100)));
    expect(body.every((r) => r.product_id === DEMO.products.simple)).toBe(true);
    const ratings = body.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('validates its query parameters as WooCommerce does', async () => {
    const { status, body } = await get<{ code: string; data: { params: Record<string, string> } }>(
      '/products/reviews?orderby=title&per_page=101&category_id=x',
    );
    expect(status).toBe(400);
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params).sort()).toEqual(['category_id', 'orderby', 'per_page']);
  });
});
