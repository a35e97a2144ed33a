import { DEMO } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreClient } from '../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The reviews widget's settings JSON on a page, and whether the page enables the widget. */
async function reviewsMount(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('data-soul-widget="reviews"');
  const json = /<script id="soul-props-reviews" type="application\/json">([^<]*)<\/script>/.exec(response.body)?.[1];
  const settings = /<script id="soul-settings"[^>]*>([^<]*)<\/script>/.exec(response.body)?.[1];
  return {
    props: JSON.parse(json ?? 'null') as Record<string, unknown>,
    enabled: (JSON.parse(settings ?? '{}') as { widgets?: Record<string, boolean> }).widgets?.reviews,
    body: response.body,
  };
}

describe('reviews widget mount points (issue 18)', () => {
  it('puts the product’s reviews, falling back to all, on its page', async () => {
    const product = (await t.app.inject({ method: 'GET', url: `/wp-json/wc/store/v1/products/${DEMO.products.simple}` })).json() as {
      slug: string;
      name: string;
    };
    const { props, enabled } = await reviewsMount(`/product/${product.slug}`);
    expect(enabled).toBe(true);
    expect(props).toMatchObject({
      review_scope: 'current_with_fallback',
      current_product_id: DEMO.products.simple,
      is_product_page: true,
      current_product: { id: DEMO.products.simple, name: product.name },
    });
  });

  it('shows everyone’s reviews as a horizontal carousel on the home page', async () => {
    const { props, enabled } = await reviewsMount('/');
    expect(enabled).toBe(true);
    expect(props).toMatchObject({ review_scope: 'all', layout_mode: 'horizontal', pagination_mode: 'carousel' });
  });

  it('has a reviews page in each language', async () => {
    const en = await reviewsMount('/reviews');
    expect(en.props).toMatchObject({ review_scope: 'all', layout_mode: 'vertical', pagination_mode: 'load_more' });
    expect(en.body).toContain('Customer reviews');
    const lt = await reviewsMount('/lt/atsiliepimai');
    expect(lt.body).toContain('Pirkėjų atsiliepimai');
    expect(lt.body).toMatch(/hrefLang="en-GB" href="[^"]*\/reviews"/);
  });
});

describe('admin-ajax soulel_render_product_review_form', () => {
  async function ajax(client: StoreClient, fields: Record<string, string>) {
    const response = await client.request('POST', '/wp-admin/admin-ajax.php', new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    return { status: response.statusCode, body: response.json() as { success: boolean; data: { html: string } & string } };
  }

  it('answers the form’s HTML for a product, in the page’s language; refuses without a product id', async () => {
    const client = await new StoreClient(t.app).start();
    const nonces = (await ajax(client, { action: 'soulel_get_nonce_clientside' })).body.data as unknown as { ajax_nonce: string };
    const { status, body } = await ajax(client, {
      action: 'soulel_render_product_review_form',
      ajax_nonce: nonces.ajax_nonce,
      product_id: String(DEMO.products.simple),
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const html = body.data.html;
    expect(html).toMatch(/^<form id="reviewForm"/);
    for (const name of [
      'review_rating',
      'review_name',
      'email',
      'review_title',
      'review_comment',
      'review_attachment_file',
      'comment_post_ID',
      'comment',
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('name="author" value="guest"');
    expect(html).toContain(`name="comment_post_ID" value="${DEMO.products.simple}"`);
    expect(html).toContain('Photo up to 5MB (PNG, JPG, GIF)');

    const missing = await ajax(client, { action: 'soulel_render_product_review_form', ajax_nonce: nonces.ajax_nonce });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('No product ID is provided');
  });
});
