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
  const section = /<section aria-label="[^"]*"[^>]*><dl[\s\S]*?<\/dl>/.exec(response.body)?.[0] ?? '';
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

/** The product-content island's server HTML and its props, from a product page. */
async function contentIsland(url: string): Promise<{ html: string; props: { videos: Array<{ src: string; captions: unknown[] }> } }> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const html =
    /<div[^>]*data-soul-widget="product-content"[^>]*>([\s\S]*?)<\/div><script id="soul-props-product-content"/.exec(response.body)?.[1] ??
    '';
  const json = /<script id="soul-props-product-content" type="application\/json">([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? 'null';
  return { html, props: JSON.parse(json) as { videos: Array<{ src: string; captions: unknown[] }> } };
}

describe('product page: accordion and videos (storefront §2)', () => {
  it('server-renders the accordion from the catalogue, first panel open, in English and Lithuanian', async () => {
    const en = await contentIsland('/product/energy-complex');
    expect(en.html).toContain('<details open=""');
    for (const text of ['Ingredients', 'How to use', 'Delivery and returns', 'Rhodiola rosea', 'Shipping weight'])
      expect(en.html).toContain(text);
    const lt = await contentIsland('/lt/product/energijos-kompleksas');
    for (const text of ['Sudėtis', 'Vartojimas', 'Pristatymas ir grąžinimas', 'rodiolės']) expect(lt.html).toContain(text);
  });

  it('offers the product video with its poster and both captions tracks; the video files are served', async () => {
    const { html, props } = await contentIsland('/product/energy-complex');
    expect(html).toContain('href="/media/videos/energy-complex.mp4"');
    expect(props.videos).toHaveLength(1);
    expect(props.videos[0]?.captions).toEqual([
      { language: 'en', src: '/media/videos/energy-complex.en.vtt' },
      { language: 'lt', src: '/media/videos/energy-complex.lt.vtt' },
    ]);
  });

  it('has accordion texts for every demo product in both languages (a digital one has no ingredients)', async () => {
    const { rows } = await t.database.pool.query<{ missing: string }>(`
      SELECT count(*)::text AS missing FROM products p
      WHERE p.parent_id IS NULL AND p.status = 'publish' AND p.catalog_visibility <> 'hidden'
        AND (SELECT count(*) FROM product_content c WHERE c.product_id = p.id AND c.how_to_use <> ''
          AND (c.ingredients <> '' OR EXISTS (SELECT 1 FROM product_downloads d WHERE d.product_id = p.id))) < 2`);
    expect(rows[0]?.missing).toBe('0');
  });
});
