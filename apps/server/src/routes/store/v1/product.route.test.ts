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

async function get(path: string): Promise<{ status: number; body: StoreProduct }> {
  const response = await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products/${path}` });
  return { status: response.statusCode, body: response.json() as StoreProduct };
}

describe('GET /wp-json/wc/store/v1/products/{id|slug}', () => {
  it('returns a product in WooCommerce shape with money as minor-unit strings and currency fields', async () => {
    const { status, body } = await get(String(DEMO.products.simple));
    expect(status).toBe(200);
    storeProductSchema.parse(body);
    expect(body.id).toBe(DEMO.products.simple);
    expect(body.prices.price).toMatch(/^\d+$/);
    expect(body.prices).toMatchObject({ currency_code: 'EUR', currency_minor_unit: 2, currency_symbol: '€' });
    expect(body.images[0]?.srcset).toMatch(/ 150w, .* 300w, .* 600w, .* 1000w$/);
    expect(body.permalink).toMatch(/^http:\/\/shop\.test\/product\//);
  });

  it('finds a product by slug in either language and answers in the requested one', async () => {
    const en = await get(DEMO.slugs.subscriptionTiers.en);
    const lt = await get(`${DEMO.slugs.subscriptionTiers.lt}?lang=lt`);
    expect(en.body.id).toBe(DEMO.products.subscriptionTiers);
    expect(lt.body.id).toBe(DEMO.products.subscriptionTiers);
    expect(lt.body.name).not.toBe(en.body.name);
    expect(lt.body.permalink).toContain(`/lt/product/${DEMO.slugs.subscriptionTiers.lt}`);
    expect(lt.body.prices).toMatchObject({ currency_suffix: ' €', currency_decimal_separator: ',' });
  });

  it('carries the one-time twin and the subscription plan in extensions', async () => {
    const { body } = await get(String(DEMO.products.subscriptionTiers));
    expect(body.type).toBe('variable-subscription');
    expect(body.extensions.one_time_purchase?.id).toBe(DEMO.products.subscriptionTiersTwin);
    expect(body.extensions.one_time_purchase?.variations.map((v) => v.id).sort()).toEqual(
      Object.values(DEMO.products.subscriptionTiersTwinVariations).sort(),
    );
    expect(body.extensions.subscriptions?.plan.style).toBe('tiers');
    expect(body.extensions.subscriptions?.plan.options.map((o) => [o.interval, o.jars, o.discount_percent])).toEqual([
      [2, 1, 10],
      [4, 2, 20],
      [12, 6, 30],
    ]);
    const frequency = await get(String(DEMO.products.subscriptionFrequency));
    expect(frequency.body.extensions.one_time_purchase).toBeNull();
    expect(frequency.body.extensions.subscriptions?.plan.style).toBe('frequency');
  });

  it('lists variations with attributes, stock and prices (storefront §3)', async () => {
    const { body } = await get(String(DEMO.products.outOfStockVariationParent));
    expect(body.is_in_stock).toBe(true);
    const variations = body.extensions.variations ?? [];
    const out = variations.find((v) => v.id === DEMO.products.outOfStockVariation);
    const inStock = variations.find((v) => v.id === DEMO.products.inStockSiblingVariation);
    expect(out).toMatchObject({ is_in_stock: false, parent_id: body.id, type: 'variation' });
    expect(inStock?.is_in_stock).toBe(true);
    expect(out?.attributes[0]).toMatchObject({ slug: 'pa_size', option: '250G' });
    expect(body.variations.map((v) => v.id)).toContain(DEMO.products.outOfStockVariation);
  });

  it('prices a bundle from its items and lists them with their bundled item data', async () => {
    const { body } = await get(String(DEMO.products.bundle));
    const items = body.extensions.bundles?.bundled_items ?? [];
    expect(items.map((i) => i.product_id)).toEqual([...DEMO.products.bundleItems]);
    expect(items.every((i) => i.bulk_discount === DEMO.products.bundleDiscountPercent && i.bundled_by === body.id)).toBe(true);
    expect(items.some((i) => i.bundled_item_data.is_thumbnail_hidden)).toBe(true);
    expect(items.every((i) => !i.bundled_item_data.is_removable && i.bundled_item_data.is_indented)).toBe(true);
    expect(body.extensions.bundle_price).toEqual({ min: body.prices.price, incl_tax: true });
    const itemsTotal = items.reduce((sum, i) => sum + Number(i.price), 0);
    expect(Number(body.prices.price)).toBeGreaterThanOrEqual(itemsTotal);
  });

  it('reports the out-of-stock simple product as not purchasable now', async () => {
    const { body } = await get(String(DEMO.products.outOfStockSimple));
    expect(body).toMatchObject({ is_in_stock: false, stock_status: 'outofstock', stock_availability: { class: 'out-of-stock' } });
  });

  it('answers 404 woocommerce_rest_product_invalid_id for an unknown id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/products/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'woocommerce_rest_product_invalid_id', message: 'Invalid product ID.', data: { status: 404 } });
    const lt = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/products/999999?lang=lt' });
    expect((lt.json() as { message: string }).message).toBe('Netinkamas produkto ID.');
  });

  it('answers 404 woocommerce_rest_product_invalid_slug for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/products/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect((response.json() as { code: string }).code).toBe('woocommerce_rest_product_invalid_slug');
  });

  it('sees a price change at once (cache invalidated by the database)', async () => {
    const id = DEMO.products.lowStock;
    const before = await get(String(id));
    const { pool } = t.database;
    await pool.query('UPDATE products SET regular_price_cents = regular_price_cents + 100 WHERE id = $1', [id]);
    try {
      let after = await get(String(id));
      for (let i = 0; i < 50 && after.body.prices.regular_price === before.body.prices.regular_price; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        after = await get(String(id));
      }
      expect(Number(after.body.prices.regular_price)).toBe(Number(before.body.prices.regular_price) + 100);
    } finally {
      await pool.query('UPDATE products SET regular_price_cents = regular_price_cents - 100 WHERE id = $1', [id]);
    }
  });
});

describe('GET /wp-json/soul/v1/products', () => {
  it('lists variable products for the account area, 50 per page by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/products?lang=lt&type=variable' });
    expect(response.statusCode).toBe(200);
    const products = response.json() as StoreProduct[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.type === 'variable')).toBe(true);
    expect(products.map((p) => p.id)).toContain(DEMO.products.variable);
  });

  it('rejects bad parameters the same way', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/soul/v1/products?type=nope' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { code: string }).code).toBe('rest_invalid_param');
  });
});
