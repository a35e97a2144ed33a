import type { StoreProduct } from '@soul/contracts';
import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The EU 30-day prior price beside a reduced price, in the server-rendered HTML of the product page and the list. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function product(id: number, lang: 'en' | 'lt'): Promise<StoreProduct> {
  return (await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products/${id}?lang=${lang}` })).json() as StoreProduct;
}

/** A page's visible text: tags stripped, spaces (no-break ones too) collapsed. */
async function pageText(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('product page and list: lowest price of the last 30 days beside a sale price', () => {
  it('the product page shows it in English, server-rendered', async () => {
    const sale = await product(DEMO.products.onSaleRaisedBefore, 'en');
    const lowest = (Number(sale.extensions.soul?.lowest_price_30_days) / 100).toFixed(2);
    expect(await pageText(`/product/${sale.slug}`)).toContain(`Lowest price in the last 30 days: €${lowest}`);
  });

  it('the product page shows it in Lithuanian', async () => {
    const sale = await product(DEMO.products.onSaleRaisedBefore, 'lt');
    const lowest = (Number(sale.extensions.soul?.lowest_price_30_days) / 100).toFixed(2).replace('.', ',');
    expect(await pageText(`/lt/product/${sale.slug}`)).toContain(`Mažiausia kaina per pastarąsias 30 dienų: ${lowest} €`);
  });

  it('a product not on sale shows none', async () => {
    const plain = await product(DEMO.products.simple, 'en');
    expect(await pageText(`/product/${plain.slug}`)).not.toContain('Lowest price in the last 30 days');
  });

  it('the product list shows it beside a sale price, in both languages', async () => {
    const en = await product(DEMO.products.onSale, 'en');
    const lowestEn = (Number(en.extensions.soul?.lowest_price_30_days) / 100).toFixed(2);
    expect(await pageText(`/products?q=${encodeURIComponent(en.name)}`)).toContain(`Lowest price in the last 30 days: €${lowestEn}`);
    const lt = await product(DEMO.products.onSale, 'lt');
    const lowestLt = lowestEn.replace('.', ',');
    expect(await pageText(`/lt/products?q=${encodeURIComponent(lt.name)}`)).toContain(
      `Mažiausia kaina per pastarąsias 30 dienų: ${lowestLt} €`,
    );
  });
});
