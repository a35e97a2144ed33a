import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The text of the page's product details (weight, dimensions), tags stripped. */
async function details(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const section = /<section aria-label="[^"]*"[^>]*><dl[\s\S]*?<\/dl><\/section>/.exec(response.body)?.[0] ?? '';
  return section
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('product page: weight and dimensions', () => {
  it('shows the weight and box size in the product details, server-rendered, in English and Lithuanian', async () => {
    const slug = (await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products/${DEMO.products.simple}` })).json() as {
      slug: string;
    };
    expect(await details(`/product/${slug.slug}`)).toBe('Weight 0.12 kg Dimensions 10 × 6 × 6 cm');
    const lt = (await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products/${DEMO.products.simple}?lang=lt` })).json() as {
      slug: string;
    };
    expect(await details(`/lt/product/${lt.slug}`)).toBe('Svoris 0,12 kg Matmenys 10 × 6 × 6 cm');
  });
});
