import { storeProductSchema, type StoreProduct } from '@soul/contracts';
import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

/**
 * The EU's 30-day prior price (Price Indication Directive, Art. 6a) on Store API
 * products, under the shop's namespace in `extensions` (WooCommerce's
 * ExtendSchema keys extension data by namespace): `extensions.soul.lowest_price_30_days`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(id: number): Promise<StoreProduct> {
  const response = await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products/${id}` });
  expect(response.statusCode).toBe(200);
  return storeProductSchema.parse(response.json());
}

const lowestOf = (product: StoreProduct) => product.extensions.soul?.lowest_price_30_days;

/** Asks again until the answer shows the change (the cache is dropped by the database's notification). */
async function getUntil(id: number, changed: (product: StoreProduct) => boolean): Promise<StoreProduct> {
  let product = await get(id);
  for (let i = 0; i < 100 && !changed(product); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    product = await get(id);
  }
  return product;
}

async function historyOf(id: number): Promise<{ price_cents: number; regular_price_cents: number; open: boolean }[]> {
  const rows = await t.database.pool.query(
    'SELECT price_cents, regular_price_cents, valid_to IS NULL AS open FROM product_price_history WHERE product_id = $1 ORDER BY valid_from, id',
    [id],
  );
  return rows.rows as { price_cents: number; regular_price_cents: number; open: boolean }[];
}

describe('extensions.soul.lowest_price_30_days (Store API ProductSchema extension data)', () => {
  it('GET /products/{id} of a demo sale product carries the lowest price of the 30 days before its sale', async () => {
    const product = await get(DEMO.products.onSale);
    expect(product.on_sale).toBe(true);
    // The demo sale began after months at the regular price.
    expect(lowestOf(product)).toBe(product.prices.regular_price);
  });

  it('a price raised before the sale: the prior price is the one before the rise, not the struck-through one', async () => {
    const product = await get(DEMO.products.onSaleRaisedBefore);
    expect(Number(lowestOf(product))).toBe(Number(product.prices.regular_price) - 300);
  });

  it('is null for a product not on sale, and per variation for a variable product', async () => {
    expect(lowestOf(await get(DEMO.products.simple))).toBeNull();
    const variable = await get(DEMO.products.onSaleVariable);
    const onSale = variable.extensions.variations?.find((v) => v.id === DEMO.products.onSaleVariation);
    expect(onSale?.on_sale).toBe(true);
    expect(onSale?.lowest_price_30_days).toBe(onSale?.regular_price);
    expect(variable.extensions.variations?.filter((v) => !v.on_sale).every((v) => v.lowest_price_30_days === null)).toBe(true);
  });

  it('GET /products lists it on every product (null when not reduced)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wc/store/v1/products?on_sale=true&per_page=100' });
    const products = response.json() as StoreProduct[];
    const simpleSales = products.filter((p) => p.type === 'simple');
    expect(simpleSales.length).toBeGreaterThan(0);
    for (const product of simpleSales) expect(Number(lowestOf(product))).toBeGreaterThanOrEqual(Number(product.prices.price));
  });

  it('a price written in SQL is recorded by the trigger and the cached answer is dropped', async () => {
    const id = await createStockedProduct(t.database, { stock: 5, priceCents: 2000 });
    const { pool } = t.database;
    expect(await historyOf(id)).toEqual([{ price_cents: 2000, regular_price_cents: 2000, open: true }]);
    expect(lowestOf(await get(id))).toBeNull();

    // Raised, then "reduced" below the raised price: the 30 days before the reduction held 2000.
    await pool.query('UPDATE products SET regular_price_cents = 2500 WHERE id = $1', [id]);
    await pool.query('UPDATE products SET sale_price_cents = 2200 WHERE id = $1', [id]);
    expect(await historyOf(id)).toEqual([
      { price_cents: 2000, regular_price_cents: 2000, open: false },
      { price_cents: 2500, regular_price_cents: 2500, open: false },
      { price_cents: 2200, regular_price_cents: 2500, open: true },
    ]);
    expect(lowestOf(await getUntil(id, (p) => p.prices.price === '2200'))).toBe('2000');

    // A deeper step of the same sale keeps the price before the sale.
    await pool.query('UPDATE products SET sale_price_cents = 1900 WHERE id = $1', [id]);
    const deeper = await getUntil(id, (p) => p.prices.price === '1900');
    expect(deeper.prices.price).toBe('1900');
    expect(lowestOf(deeper)).toBe('2000');

    // An update that changes no price records nothing.
    await pool.query('UPDATE products SET sale_price_cents = 1900, menu_order = menu_order WHERE id = $1', [id]);
    expect(await historyOf(id)).toHaveLength(4);

    // The history itself changed (by hand): its own trigger drops the cached answers too.
    await pool.query(
      'UPDATE product_price_history SET price_cents = 1800, regular_price_cents = 1800 WHERE product_id = $1 AND price_cents = 2000',
      [id],
    );
    expect(lowestOf(await getUntil(id, (p) => lowestOf(p) !== '2000'))).toBe('1800');

    // The sale ends: nothing to show.
    await pool.query('UPDATE products SET sale_price_cents = NULL WHERE id = $1', [id]);
    expect(lowestOf(await getUntil(id, (p) => !p.on_sale))).toBeNull();
    expect((await historyOf(id)).at(-1)).toEqual({ price_cents: 2500, regular_price_cents: 2500, open: true });
  });
});
