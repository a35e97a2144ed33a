import type { StoreProduct } from '@soul/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * What a client cannot make the listing do: page through more than 100
 * products at once, or send numbers PostgreSQL cannot hold (≥ 2^31) into a
 * query, where they would overflow and answer 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TOO_BIG = '2147483648';
const get = (url: string) => t.app.inject({ method: 'GET', url });

interface ErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

describe('GET /wp-json/wc/store/v1/products bounds', () => {
  it.each(['0', '101', '100000'])('refuses per_page=%s as WooCommerce does (1 to 100)', async (perPage) => {
    const response = await get(`/wp-json/wc/store/v1/products?per_page=${perPage}`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body).toMatchObject({ code: 'rest_invalid_param', message: 'Invalid parameter(s): per_page', data: { status: 400 } });
    expect(body.data.params?.per_page).toBe('per_page must be between 1 (inclusive) and 100 (inclusive)');
  });

  // WooCommerce (Store API Products route, ProductQuery::get_results, Pagination::add_headers) sets no
  // maximum page: past the end it answers 200 [] with the real total and a prev link to the last page.
  it.each(['99999999999', '99999999999999999999999999999999', '9'.repeat(400)])(
    'answers page=%s past the end like WooCommerce',
    async (page) => {
      const first = await get('/wp-json/wc/store/v1/products?per_page=10');
      const total = Number(first.headers['x-wp-total']);
      const response = await get(`/wp-json/wc/store/v1/products?per_page=10&page=${page}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(Number(response.headers['x-wp-total'])).toBe(total);
      expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 10)));
      const link = String(response.headers.link);
      expect(link).toContain(`page=${Math.ceil(total / 10)}>; rel="prev"`);
      expect(link).not.toContain('rel="next"');
    },
  );

  it('answers an offset past any listing with an empty page', async () => {
    const response = await get(`/wp-json/wc/store/v1/products?offset=${'9'.repeat(30)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    [`include[]=${TOO_BIG}`, 'include'],
    [`include=1,${TOO_BIG}`, 'include'],
    [`exclude=${TOO_BIG}`, 'exclude'],
    [`parent=${TOO_BIG}`, 'parent'],
    [`parent_exclude[]=${TOO_BIG}`, 'parent_exclude'],
    [`tag=${TOO_BIG}`, 'tag'],
    [`category=energy,${TOO_BIG}`, 'category'],
    [`attributes[0][attribute]=pa_size&attributes[0][term_id]=${TOO_BIG}`, 'attributes'],
    [`rating=${TOO_BIG}`, 'rating'],
    ['rating=6', 'rating'],
    [`min_price=${TOO_BIG}`, 'min_price'],
    ['max_price=99999999999999999999999', 'max_price'],
  ])('refuses %s with rest_invalid_param naming %s, never a 500', async (query, param) => {
    const response = await get(`/wp-json/wc/store/v1/products?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body).toMatchObject({ code: 'rest_invalid_param', message: `Invalid parameter(s): ${param}`, data: { status: 400 } });
    expect(Object.keys(body.data.params ?? {})).toEqual([param]);
  });

  it('still takes the largest id and price PostgreSQL holds', async () => {
    for (const query of ['include=2147483647', 'min_price=2147483647', 'category=2147483647', 'rating=5']) {
      const response = await get(`/wp-json/wc/store/v1/products?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect((response.json() as StoreProduct[]).length, query).toBeLessThanOrEqual(10);
    }
  });

  it.each([TOO_BIG, '99999999999', '9'.repeat(40)])('answers /products/%s as an unknown product (404), never a 500', async (id) => {
    const response = await get(`/wp-json/wc/store/v1/products/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'woocommerce_rest_product_invalid_id', message: 'Invalid product ID.', data: { status: 404 } });
  });
});
