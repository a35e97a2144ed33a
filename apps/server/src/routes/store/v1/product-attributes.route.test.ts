import { storeAttributeSchema, storeTermSchema, type StoreAttribute, type StoreTerm } from '@soul/contracts';
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

async function get<T>(path: string, prefix = '/wp-json/wc/store/v1') {
  const response = await t.app.inject({ method: 'GET', url: `${prefix}${path}` });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}

describe('GET /products/attributes (WooCommerce ProductAttributes, ProductAttributesById, ProductAttributeTerms)', () => {
  it('GET /products/attributes lists every attribute with id, name, taxonomy, type, order, has_archives (ProductAttributes test_get_items)', async () => {
    const { status, body } = await get<StoreAttribute[]>('/products/attributes');
    expect(status).toBe(200);
    for (const attribute of body) storeAttributeSchema.parse(attribute);
    expect(body).toEqual([
      { id: DEMO.attributes.size, name: 'Size', taxonomy: 'pa_size', type: 'select', order: 'menu_order', has_archives: false, count: 4 },
    ]);
    const lt = await get<StoreAttribute[]>('/products/attributes?lang=lt', '/wp-json/wc/store');
    expect(lt.body[0]?.name).not.toBe('Size');
  });

  it('GET /products/attributes/{id} answers one attribute, 404 woocommerce_rest_attribute_invalid_id otherwise (ProductAttributes test_get_item)', async () => {
    const found = await get<StoreAttribute>(`/products/attributes/${DEMO.attributes.size}`);
    expect(found.status).toBe(200);
    expect(found.body.taxonomy).toBe('pa_size');
    const missing = await get<{ code: string }>('/products/attributes/999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('woocommerce_rest_attribute_invalid_id');
    expect((await get<{ code: string }>('/products/attributes/99999999999')).body.code).toBe('woocommerce_rest_attribute_invalid_id');
  });

  it('GET /products/attributes/{id}/terms lists the terms with id, name, slug, description, count (ProductAttributeTerms test_get_items)', async () => {
    const { status, body } = await get<StoreTerm[]>(`/products/attributes/${DEMO.attributes.size}/terms?orderby=menu_order`);
    expect(status).toBe(200);
    for (const term of body) storeTermSchema.parse(term);
    expect(body.map((term) => term.id)).toEqual([
      DEMO.sizeTerms['25g'],
      DEMO.sizeTerms['40g'],
      DEMO.sizeTerms['200g'],
      DEMO.sizeTerms['250g'],
    ]);
    expect(body.every((term) => term.count > 0 && term.description === '' && term.parent === 0)).toBe(true);
    const bySlug = await get<StoreTerm[]>(`/products/attributes/${DEMO.attributes.size}/terms?orderby=slug&order=desc&per_page=1`);
    expect(bySlug.body.map((term) => term.slug)).toEqual(['40g']);
    expect(bySlug.headers['x-wp-total']).toBe('4');
  });

  it('terms of an unknown attribute answer 404 woocommerce_rest_taxonomy_invalid (ProductAttributeTerms)', async () => {
    const { status, body } = await get<{ code: string }>('/products/attributes/999/terms');
    expect(status).toBe(404);
    expect(body.code).toBe('woocommerce_rest_taxonomy_invalid');
    const bad = await get<{ code: string }>(`/products/attributes/${DEMO.attributes.size}/terms?orderby=price`);
    expect(bad.body.code).toBe('rest_invalid_param');
  });
});
