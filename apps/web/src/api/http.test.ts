import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../i18n/static-resources.ts';
import { fetchProduct, fetchProducts } from './catalogue.ts';
import { ApiRequestError, errorTextOf, getJson } from './http.ts';

const i18n = createI18n('en', STATIC_RESOURCES.en);
const t = (key: 'errors.network') => i18n.t(key);

function respond(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status, headers }));
}

describe('errorTextOf (storefront §8 response handler)', () => {
  it.each([
    ['JSON message', '{"code":"x","message":"Invalid product ID.","data":{"status":404}}', 404, 'Invalid product ID.'],
    ['JSON data string', '{"success":false,"data":"Coupon already applied"}', 400, 'Coupon already applied'],
    ['plain text', 'Bad gateway from upstream', 502, 'Bad gateway from upstream'],
    ['JSON string', '"Just a string"', 400, 'Just a string'],
    ['empty body', '', 503, '503'],
    ['JSON without text', '{"code":"x"}', 500, '500'],
  ])('%s', (_name, body, status, expected) => {
    expect(errorTextOf(body, status).message).toBe(expected);
  });
});

describe('getJson', () => {
  it('throws the JSON message with status and code', async () => {
    const fetchImpl = respond(404, '{"code":"woocommerce_rest_product_invalid_id","message":"Invalid product ID.","data":{"status":404}}');
    const error = await getJson('/x', { t, fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Invalid product ID.', status: 404, code: 'woocommerce_rest_product_invalid_id' });
  });

  it("turns 'Failed to fetch' into the translated network text", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getJson('/x', { t, fetchImpl })).rejects.toThrow(
      'Query failed. Please check your connection or reload the page and try again.',
    );
  });

  it('uses the Lithuanian network text', async () => {
    const lt = createI18n('lt', STATIC_RESOURCES.lt);
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getJson('/x', { t: (key) => lt.t(key), fetchImpl })).rejects.toThrow(/^Užklausa nepavyko/);
  });
});

describe('catalogue reads', () => {
  it('reads X-WP-Total and X-WP-TotalPages', async () => {
    const fetchImpl = respond(200, '[]', { 'X-WP-Total': '23', 'X-WP-TotalPages': '3', 'content-type': 'application/json' });
    const page = await fetchProducts(new URLSearchParams({ per_page: '10' }), { storeRoot: '/wp-json/wc/store/v1', t, fetchImpl });
    expect(page).toEqual({ products: [], total: 23, totalPages: 3 });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/wp-json/wc/store/v1/products?per_page=10');
  });

  it('asks for one product in the language', async () => {
    const fetchImpl = respond(200, '{"id":5}');
    await fetchProduct(5, 'lt', { storeRoot: '/api', t, fetchImpl });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/products/5?lang=lt');
  });
});
