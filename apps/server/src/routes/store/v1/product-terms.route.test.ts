import { storeTermSchema, storeTermWithPageSchema, type StoreTerm, type StoreTermWithPage } from '@soul/contracts';
import { DEMO } from '@soul/db';
import { sql } from 'drizzle-orm';
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

describe('GET /products/categories, /products/tags, /products/brands (WooCommerce term routes)', () => {
  it('GET /products/categories lists categories with WooCommerce fields and visibility-aware counts (ProductCategories route test)', async () => {
    const { status, body } = await get<StoreTermWithPage[]>('/products/categories');
    expect(status).toBe(200);
    for (const category of body) storeTermWithPageSchema.parse(category);
    const upsell = body.find((c) => c.id === DEMO.categories.upsell.en);
    expect(upsell).toMatchObject({ parent: 0, image: null, permalink: expect.stringMatching(/\/product-category\/[\w-]+$/) });
    // Counted as a shopper finds them: published, not hidden one-time twins, not variations.
    expect(upsell?.count).toBe(DEMO.products.upsellCategory.length);
    expect(body.map((c) => c.name)).toEqual([...body.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('answers in the request language, also under the unversioned namespace', async () => {
    const { body } = await get<StoreTermWithPage[]>('/products/categories?lang=lt', '/wp-json/wc/store');
    expect(body.map((c) => c.id)).toContain(DEMO.categories.upsell.lt);
    expect(body.every((c) => c.permalink.includes('/lt/product-category/'))).toBe(true);
  });

  it('GET /products/categories/{id} answers the category, and 404 woocommerce_rest_category_invalid_id when unknown (ProductCategoriesById)', async () => {
    const found = await get<StoreTermWithPage>(`/products/categories/${DEMO.categories.energy.en}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: DEMO.categories.energy.en, slug: 'energy' });
    // The other language's id answers with its translation in the request's language (WPML).
    const translated = await get<StoreTermWithPage>(`/products/categories/${DEMO.categories.energy.lt}`);
    expect(translated.body.id).toBe(DEMO.categories.energy.en);
    const missing = await get<{ code: string; data: { status: number } }>('/products/categories/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('woocommerce_rest_category_invalid_id');
    const huge = await get<{ code: string }>('/products/categories/99999999999');
    expect(huge.body.code).toBe('woocommerce_rest_category_invalid_id');
    const notDigits = await get<{ code: string }>('/products/categories/energy');
    expect(notDigits.body.code).toBe('rest_no_route');
  });

  it('pages, orders and filters terms with WooCommerce collection params (AbstractTermsRoute)', async () => {
    const paged = await get<StoreTermWithPage[]>('/products/categories?per_page=2&page=2&orderby=slug&order=desc');
    expect(paged.body).toHaveLength(2);
    expect(Number(paged.headers['x-wp-total'])).toBe(7);
    expect(paged.headers['x-wp-totalpages']).toBe('4');
    const all = await get<StoreTermWithPage[]>('/products/categories?orderby=slug&order=desc');
    expect(paged.body.map((c) => c.id)).toEqual(all.body.slice(2, 4).map((c) => c.id));
    expect(all.headers['x-wp-total']).toBeUndefined();
    const included = await get<StoreTermWithPage[]>(`/products/categories?include=${DEMO.categories.gut.en},${DEMO.categories.skin.en}`);
    expect(included.body.map((c) => c.id).sort()).toEqual([DEMO.categories.gut.en, DEMO.categories.skin.en].sort());
    const excluded = await get<StoreTermWithPage[]>(`/products/categories?exclude[]=${DEMO.categories.gut.en}`);
    expect(excluded.body.map((c) => c.id)).not.toContain(DEMO.categories.gut.en);
    const searched = await get<StoreTermWithPage[]>('/products/categories?search=ener');
    expect(searched.body.map((c) => c.slug)).toEqual(['energy']);
    const children = await get<StoreTermWithPage[]>(`/products/categories?parent=${DEMO.categories.energy.en}`);
    expect(children.body).toEqual([]);
  });

  it('refuses bad term parameters with rest_invalid_param naming them', async () => {
    const { status, body } = await get<{ code: string; data: { params: Record<string, string> } }>(
      '/products/categories?orderby=price&per_page=-1',
    );
    expect(status).toBe(400);
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params).sort()).toEqual(['orderby', 'per_page']);
  });

  it('GET /products/tags lists tags as WooCommerce TermSchema (ProductTags)', async () => {
    const { status, body } = await get<StoreTerm[]>('/products/tags?lang=lt');
    expect(status).toBe(200);
    for (const tag of body) storeTermSchema.parse(tag);
    expect(body.map((tag) => tag.id).sort()).toEqual(
      Object.values(DEMO.tags)
        .map((ids) => ids.lt)
        .sort(),
    );
    expect(body.find((tag) => tag.id === DEMO.tags.everyMonth.lt)).toMatchObject({ slug: 'kas-menesi', parent: 0 });
  });

  it('GET /products/brands lists the shop brand with its products counted (ProductBrands route test)', async () => {
    const { status, body } = await get<StoreTermWithPage[]>('/products/brands');
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ id: DEMO.brands.soul.en, name: 'Soul', slug: 'soul', parent: 0, image: null });
    expect(body[0]?.count).toBeGreaterThanOrEqual(30);
    expect(body[0]?.review_count).toBeGreaterThan(0);
    const topLevel = await get<StoreTermWithPage[]>('/products/brands?parent=0');
    expect(topLevel.body).toHaveLength(1);
    const children = await get<StoreTermWithPage[]>(`/products/brands?parent=${DEMO.brands.soul.en}`);
    expect(children.body).toEqual([]);
  });

  it('GET /products/brands/{id} and /{slug} answer the brand; unknown ones 404 with WooCommerce codes (ProductBrandsById)', async () => {
    const byId = await get<StoreTermWithPage>(`/products/brands/${DEMO.brands.soul.en}`);
    expect(byId.status).toBe(200);
    expect(byId.body.name).toBe('Soul');
    const bySlug = await get<StoreTermWithPage>('/products/brands/soul?lang=lt');
    expect(bySlug.body.id).toBe(DEMO.brands.soul.lt);
    expect((await get<{ code: string }>('/products/brands/999999')).body.code).toBe('woocommerce_rest_brand_invalid_id');
    expect((await get<{ code: string }>('/products/brands/no-such-brand')).body.code).toBe('woocommerce_rest_brand_invalid_slug');
  });

  it('a changed brand is answered afresh: term lists are dropped with the catalogue cache (catalogue_changed on brands)', async () => {
    const description = async () => (await get<StoreTermWithPage[]>('/products/brands?lang=lt')).body[0]?.description ?? '';
    const before = await description();
    await t.database.db.execute(sql`UPDATE brands SET description = description || ' (naujiena)' WHERE id = ${DEMO.brands.soul.lt}`);
    try {
      await expect.poll(description, { timeout: 3000 }).toBe(`${before} (naujiena)`);
    } finally {
      await t.database.db.execute(sql`UPDATE brands SET description = ${before} WHERE id = ${DEMO.brands.soul.lt}`);
    }
  });

  it('a product lists its brand (ProductBrands: brands on the product)', async () => {
    const { body } = await get<{ brands: { id: number; name: string; slug: string; link: string }[] }>(`/products/${DEMO.products.simple}`);
    expect(body.brands).toEqual([{ id: DEMO.brands.soul.en, name: 'Soul', slug: 'soul', link: expect.stringMatching(/^http/) }]);
  });

  it('the product slug route still answers products and 404s unknown slugs', async () => {
    const found = await get<{ id: number }>(`/products/${DEMO.slugs.variable.en}`);
    expect(found.body.id).toBe(DEMO.products.variable);
    const missing = await get<{ code: string }>('/products/categoriesx');
    expect(missing.body.code).toBe('woocommerce_rest_product_invalid_slug');
  });
});
