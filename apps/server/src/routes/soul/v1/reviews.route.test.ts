import { randomBytes } from 'node:crypto';
import type { ReviewsAnswer, StoreProduct, StoreReview } from '@soul/contracts';
import { DEMO, DEMO_ACCOUNTS } from '@soul/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClients } from '../../../test/account-clients.ts';
import { StoreClient } from '../../../test/store-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStockedProduct } from '../../../test/test-products.ts';

/**
 * Product reviews over HTTP (storefront §3, §5, §7, §8): submission through
 * soul/v1, admin-ajax and the comment endpoint with every form rule in both
 * languages, the duplicate's 409, only approved reviews shown and counted,
 * and moderation. The per-address limit is tested on its own app.
 */
let t: TestApp;
let clients: AccountClients;
beforeAll(async () => {
  t = await createTestApp({ reviewsPerHour: 100_000 });
  clients = new AccountClients(t);
});
afterAll(async () => t.close());

const email = () => `rev-${randomBytes(4).toString('hex')}@example.lt`;
const product = () => createStockedProduct(t.database, { stock: 20 });
const form = (productId: number, extra: Record<string, unknown> = {}) => ({
  product_id: productId,
  rating: 4,
  name: 'Ona',
  email: email(),
  title: 'Good',
  content: 'It helps every morning.',
  ...extra,
});

async function guest() {
  const client = await new StoreClient(t.app).start();
  return { client, nonce: await clients.restNonce(client) };
}

async function post(body: unknown, lang = '') {
  const { client, nonce } = await guest();
  return client.site('POST', `/wp-json/soul/v1/reviews${lang ? `?lang=${lang}` : ''}`, body, {
    'x-wp-nonce': nonce,
    'content-type': 'application/json',
  });
}

async function admin() {
  const client = await clients.signedIn(DEMO_ACCOUNTS.administrator);
  const nonce = await clients.restNonce(client);
  const moderate = (id: number, status: string) =>
    client.site('PUT', `/wp-json/soul/v1/admin/reviews/${id}`, { status }, { 'x-wp-nonce': nonce, 'content-type': 'application/json' });
  return { client, nonce, moderate };
}

/** The review's id, through the admin list (a submission's answer carries no id: the shopper has nothing to do with it). */
async function idOf(productId: number): Promise<number[]> {
  const { client } = await admin();
  const listed = await client.site('GET', `/wp-json/soul/v1/admin/reviews?product=${productId}&orderby=id&order=asc`);
  return (listed.json() as { id: number }[]).map((r) => r.id);
}

const storeProduct = async (id: number) => (await t.app.inject({ url: `/wp-json/wc/store/v1/products/${id}` })).json() as StoreProduct;

describe('POST soul/v1/reviews', () => {
  it('takes a guest review with the page nonce: 201, pending, the §3 submission answer; nothing shown yet', async () => {
    const id = await product();
    const sent = await post(form(id, { rating: 5 }));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      review_type: 'social',
      review: { title: 'Good', content: 'It helps every morning.' },
      product_name: expect.stringContaining('Test TEST-'),
      product_url: expect.stringContaining('/product/test-'),
      status: 'pending',
      message: 'Your review has been added successfully! Thank you for your feedback!',
    });
    const shown = (await t.app.inject({ url: `/wp-json/soul/v1/reviews?product=${id}&scope=current_only` })).json() as ReviewsAnswer;
    expect(shown).toMatchObject({ reviews: [], total: 0, averageRating: 0 });
    expect(await storeProduct(id)).toMatchObject({ average_rating: '0.00', review_count: 0 });
  });

  it('refuses a write without the nonce (403) and stores nothing', async () => {
    const id = await product();
    const client = await new StoreClient(t.app).start();
    const sent = await client.site('POST', '/wp-json/soul/v1/reviews', form(id), { 'content-type': 'application/json' });
    expect(sent.statusCode).toBe(403);
    expect(await idOf(id)).toEqual([]);
  });

  const rules: [string, Record<string, unknown>, string, string, string][] = [
    ['no product id', { product_id: '' }, 'soul_missing_product_id', 'No product ID is provided', 'Nenurodytas produkto ID'],
    ['no rating', { rating: '' }, 'rest_invalid_param', 'Please give a star rating', 'Įvertinkite žvaigždutėmis'],
    ['a rating of 6', { rating: 6 }, 'rest_invalid_param', 'Please give a star rating', 'Įvertinkite žvaigždutėmis'],
    ['no name', { name: '  ' }, 'rest_invalid_param', 'Please enter your name', 'Įveskite savo vardą'],
    [
      'a name of 221',
      { name: 'n'.repeat(221) },
      'rest_invalid_param',
      'Your name should not exceed 220 characters',
      'Vardas negali būti ilgesnis nei 220 simbolių',
    ],
    ['no e-mail', { email: '' }, 'rest_invalid_param', 'No email provided', 'Nepateiktas el. pašto adresas'],
    [
      'a bad e-mail',
      { email: 'nope' },
      'rest_invalid_param',
      'Entered value does not match email format',
      'Įvesta reikšmė neatitinka el. pašto formato',
    ],
    [
      'an e-mail of 81',
      { email: `${'e'.repeat(70)}@example.lt` },
      'rest_invalid_param',
      'Your email should not exceed 80 characters',
      'El. pašto adresas negali būti ilgesnis nei 80 simbolių',
    ],
    ['no title', { title: '<>' }, 'rest_invalid_param', 'Please give your review a title', 'Įveskite atsiliepimo pavadinimą'],
    [
      'a title of 81',
      { title: 't'.repeat(81) },
      'rest_invalid_param',
      'Your title should not exceed 80 characters',
      'Pavadinimas negali būti ilgesnis nei 80 simbolių',
    ],
    ['no text', { content: ' ' }, 'rest_invalid_param', 'A review is required', 'Atsiliepimas yra privalomas'],
    [
      'a text of 1601',
      { content: 'x'.repeat(1601) },
      'rest_invalid_param',
      'Your review should not exceed 1600 characters',
      'Atsiliepimas negali būti ilgesnis nei 1600 simbolių',
    ],
  ];
  for (const [what, change, code, en, lt] of rules) {
    it(`refuses ${what}, en and lt`, async () => {
      const id = await product();
      for (const [lang, text] of [
        ['en', en],
        ['lt', lt],
      ] as const) {
        const sent = await post(form(id, change), lang);
        expect(sent.statusCode).toBe(400);
        expect(sent.json()).toMatchObject({ code, message: text });
      }
      expect(await idOf(id)).toEqual([]);
    });
  }

  it('lists every broken rule in data.params; an unknown product is 404', async () => {
    const sent = await post({ product_id: 1, rating: 0, name: '', email: 'x', title: '', content: '' });
    expect(sent.json()).toMatchObject({
      message: 'Please give a star rating',
      data: {
        params: {
          rating: 'Please give a star rating',
          name: 'Please enter your name',
          email: 'Entered value does not match email format',
          title: 'Please give your review a title',
          text: 'A review is required',
        },
      },
    });
    const unknown = await post(form(2_147_483_000));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'soul_product_not_found' });
  });

  it('trims and removes < and >; the same text from the same e-mail again is 409 (en, lt), another text is fine', async () => {
    const id = await product();
    const body = form(id, { content: '  <b>Tasty</b> and <script>good</script>  ', title: ' <Nice> ' });
    expect((await post(body)).statusCode).toBe(201);
    const again = await post({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'soul_duplicate_review',
      message: 'You have already added this same review for this product.',
    });
    expect((await post(body, 'lt')).json()).toMatchObject({ message: 'Jūs jau pridėjote tokį patį atsiliepimą apie šį produktą.' });
    expect((await post({ ...body, content: 'Something else' })).statusCode).toBe(201);
    const { client } = await admin();
    const stored = (await client.site('GET', `/wp-json/soul/v1/admin/reviews?product=${id}&orderby=id&order=asc`)).json() as {
      title: string;
      content: string;
      email: string;
    }[];
    expect(stored[0]).toMatchObject({ title: 'Nice', content: 'bTasty/b and scriptgood/script', email: body.email });
    expect(stored).toHaveLength(2);
  });
});

describe('admin-ajax and the comment endpoint', () => {
  const ajaxFields = (productId: number, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      review_rating: '3',
      author: 'guest',
      email: email(),
      review_name: 'Jonas',
      review_title: 'Fine',
      review_comment: 'Does what it says.',
      comment_type: 'review',
      comment_post_ID: String(productId),
      ...extra,
    });

  it('add_anonymous_review takes the §3 fields; a duplicate is 409 in admin-ajax shape, en and lt; a bad nonce 403', async () => {
    const id = await product();
    const client = await new StoreClient(t.app).start();
    const nonce = await clients.ajaxNonce(client);
    const fields = ajaxFields(id, { action: 'add_anonymous_review', ajax_nonce: nonce });
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const sent = await client.site('POST', '/wp-admin/admin-ajax.php', fields.toString(), headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, data: { review_type: 'other', review: { title: 'Fine' }, status: 'pending' } });
    const again = await client.site('POST', '/wp-admin/admin-ajax.php', fields.toString(), headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, data: 'You have already added this same review for this product.' });
    const lt = await client.site('POST', '/wp-admin/admin-ajax.php?lang=lt', fields.toString(), headers);
    expect(lt.json()).toEqual({ success: false, data: 'Jūs jau pridėjote tokį patį atsiliepimą apie šį produktą.' });
    const noRating = await client.site(
      'POST',
      '/wp-admin/admin-ajax.php?lang=lt',
      ajaxFields(id, { action: 'add_anonymous_review', ajax_nonce: nonce, review_rating: '' }).toString(),
      headers,
    );
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json()).toEqual({ success: false, data: 'Įvertinkite žvaigždutėmis' });
    const forged = await client.site(
      'POST',
      '/wp-admin/admin-ajax.php',
      ajaxFields(id, { action: 'add_anonymous_review', ajax_nonce: 'x' }).toString(),
      headers,
    );
    expect(forged.statusCode).toBe(403);
    expect(await idOf(id)).toHaveLength(1);
  });

  it('the comment endpoint takes the form with `comment` as the page nonce (form data and multipart); without it 403', async () => {
    const id = await product();
    const { client, nonce } = await guest();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const sent = await client.site('POST', '/wp-comments-post.php', ajaxFields(id, { comment: nonce }).toString(), headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, data: { review: { content: 'Does what it says.' } } });
    const forged = await client.site('POST', '/wp-comments-post.php', ajaxFields(id, { comment: 'forged' }).toString(), headers);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ success: false });
    const noProduct = await client.site('POST', '/wp-comments-post.php', ajaxFields(0, { comment: nonce }).toString(), headers);
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json()).toEqual({ success: false, data: 'No product ID is provided' });

    const boundary = '----soulreview';
    const parts = Object.entries(Object.fromEntries(ajaxFields(id, { comment: nonce, review_comment: 'Sent as multipart.' })))
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const multipart = await client.site('POST', '/wp-comments-post.php', `${parts}--${boundary}--\r\n`, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(await idOf(id)).toHaveLength(2);
  });
});

describe('only approved reviews are shown and counted', () => {
  it('approval shows it everywhere (soul/v1, admin-ajax, Store API) and counts it in the product; rejection takes it back', async () => {
    const id = await product();
    for (const [rating, content] of [
      [5, 'Best'],
      [4, 'Good'],
      [2, 'Meh'],
    ] as const)
      expect((await post(form(id, { rating, content }))).statusCode).toBe(201);
    const [first, second, third] = await idOf(id);
    const { moderate } = await admin();
    expect((await moderate(first ?? 0, 'approved')).json()).toMatchObject({ status: 'approved' });
    expect((await moderate(second ?? 0, 'approved')).statusCode).toBe(200);
    expect((await moderate(third ?? 0, 'rejected')).statusCode).toBe(200);

    await expect.poll(async () => (await storeProduct(id)).review_count, { timeout: 5000 }).toBe(2);
    expect((await storeProduct(id)).average_rating).toBe('4.50');

    const soul = await t.app.inject({ url: `/wp-json/soul/v1/reviews?product=${id}&scope=current_only` });
    expect(soul.headers['x-wp-total']).toBe('2');
    const answer = soul.json() as ReviewsAnswer;
    expect(answer.averageRating).toBe(4.5);
    expect(answer.histogram).toEqual([
      { rating: 5, count: 1 },
      { rating: 4, count: 1 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ]);
    expect(answer.reviews.map((r) => r.content)).toEqual(['Good', 'Best']);
    expect(answer.reviews[0]).toMatchObject({ rating: 4, name: 'Ona', product_id: id, verified: false, attachment: null });
    expect(answer.reviews[0]).not.toHaveProperty('email');

    const minimum = (
      await t.app.inject({ url: `/wp-json/soul/v1/reviews?product=${id}&scope=current_only&rating=5` })
    ).json() as ReviewsAnswer;
    expect(minimum).toMatchObject({ total: 1, averageRating: 5 });

    const store = await t.app.inject({ url: `/wp-json/wc/store/v1/products/reviews?product_id=${id}&orderby=rating&order=asc` });
    expect(store.headers['x-wp-total']).toBe('2');
    expect(store.headers['x-wp-totalpages']).toBe('1');
    const items = store.json() as StoreReview[];
    expect(items.map((r) => r.rating)).toEqual([4, 5]);
    expect(items[0]).toMatchObject({
      product_id: id,
      reviewer: 'Ona',
      review: '<p>Good</p>',
      verified: false,
      product_permalink: expect.stringContaining('/product/test-'),
      reviewer_avatar_urls: {},
    });
    expect(items[0]?.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const paged = await t.app.inject({ url: `/wp-json/wc/store/v1/products/reviews?product_id=${id}&per_page=1&page=2` });
    expect(paged.headers['x-wp-totalpages']).toBe('2');
    expect((paged.json() as StoreReview[]).map((r) => r.review)).toEqual(['<p>Best</p>']);
    const offset = await t.app.inject({ url: `/wp-json/wc/store/v1/products/reviews?product_id=${id}&per_page=1&page=9&offset=1` });
    expect((offset.json() as StoreReview[]).map((r) => r.review)).toEqual(['<p>Best</p>']);

    const client = await new StoreClient(t.app).start();
    const ajax = await client.site(
      'POST',
      '/wp-admin/admin-ajax.php',
      new URLSearchParams({
        action: 'get_product_reviews',
        ajax_nonce: await clients.ajaxNonce(client),
        product_id: String(id),
      }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(ajax.json()).toMatchObject({ success: true, data: { total: 2, averageRating: 4.5 } });

    expect((await moderate(first ?? 0, 'rejected')).statusCode).toBe(200);
    await expect.poll(async () => (await storeProduct(id)).review_count, { timeout: 5000 }).toBe(1);
    expect((await storeProduct(id)).average_rating).toBe('4.00');
  });

  it('scope current_with_fallback shows all reviews for a product without any; get_product_reviews needs a product id', async () => {
    const id = await product();
    const fallback = (await t.app.inject({ url: `/wp-json/soul/v1/reviews?product=${id}` })).json() as ReviewsAnswer;
    const all = (await t.app.inject({ url: '/wp-json/soul/v1/reviews?scope=all' })).json() as ReviewsAnswer;
    expect(fallback.total).toBe(all.total);
    const only = (await t.app.inject({ url: `/wp-json/soul/v1/reviews?product=${id}&scope=current_only` })).json() as ReviewsAnswer;
    expect(only.total).toBe(0);
    const client = await new StoreClient(t.app).start();
    const ajax = await client.site(
      'POST',
      '/wp-admin/admin-ajax.php?lang=lt',
      new URLSearchParams({ action: 'get_product_reviews', ajax_nonce: await clients.ajaxNonce(client) }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(ajax.statusCode).toBe(400);
    expect(ajax.json()).toEqual({ success: false, data: 'Nenurodytas produkto ID' });
    expect((await t.app.inject({ url: '/wp-json/soul/v1/reviews?rating=6' })).statusCode).toBe(400);
  });
});

describe('soul/v1/admin/reviews', () => {
  it('is for administrators only: guest 401, customer 403, a forged nonce 403', async () => {
    const base = '/wp-json/soul/v1/admin/reviews';
    const { client: guestClient } = await guest();
    expect((await guestClient.site('GET', base)).statusCode).toBe(401);
    const customer = await clients.signedIn(DEMO_ACCOUNTS.customer);
    expect((await customer.site('GET', base)).json()).toMatchObject({ code: 'rest_forbidden' });
    const customerNonce = await clients.restNonce(customer);
    const put = await customer.site(
      'PUT',
      `${base}/1`,
      { status: 'approved' },
      { 'x-wp-nonce': customerNonce, 'content-type': 'application/json' },
    );
    expect(put.statusCode).toBe(403);
    const { client } = await admin();
    const forged = await client.site(
      'PUT',
      `${base}/1`,
      { status: 'approved' },
      { 'x-wp-nonce': 'forged', 'content-type': 'application/json' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect((await client.site('DELETE', `${base}/1`, undefined, { 'x-wp-nonce': 'forged' })).statusCode).toBe(403);
  });

  it('lists by status and rating with paging headers, reads one, refuses a move back to pending (409), deletes (200 with it)', async () => {
    const id = await product();
    await post(form(id, { rating: 1, content: 'Bad' }));
    await post(form(id, { rating: 5, content: 'Great' }));
    const [low, high] = await idOf(id);
    const { client, nonce, moderate } = await admin();
    await moderate(high ?? 0, 'approved');
    const base = '/wp-json/soul/v1/admin/reviews';
    const pending = await client.site('GET', `${base}?product=${id}&status=pending`);
    expect(pending.headers['x-wp-total']).toBe('1');
    expect((pending.json() as { id: number }[]).map((r) => r.id)).toEqual([low]);
    expect((await client.site('GET', `${base}?product=${id}&rating=5`)).json()).toMatchObject([{ id: high, status: 'approved' }]);
    expect((await client.site('GET', `${base}?product=${id}&page=5`)).json()).toEqual([]);
    expect((await client.site('GET', `${base}?product=${id}&search=great`)).json()).toMatchObject([{ id: high }]);
    expect((await client.site('GET', `${base}/${low}`)).json()).toMatchObject({ id: low, status: 'pending', rating: 1 });
    expect((await client.site('GET', `${base}/999999999`)).statusCode).toBe(404);
    expect((await client.site('GET', `${base}/abc`)).statusCode).toBe(404);

    const back = await moderate(high ?? 0, 'pending');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      code: 'soul_invalid_review_status',
      message: 'This review is already approved and cannot be changed to pending.',
    });
    expect((await moderate(high ?? 0, 'nope')).statusCode).toBe(400);

    const deleted = await client.site('DELETE', `${base}/${high}`, undefined, { 'x-wp-nonce': nonce });
    expect(deleted.json()).toMatchObject({ id: high, status: 'approved' });
    expect((await client.site('GET', `${base}/${high}`)).statusCode).toBe(404);
    await expect.poll(async () => (await storeProduct(id)).review_count, { timeout: 5000 }).toBe(0);
  });
});

describe('verified buyers', () => {
  it('marks a review verified when the account bought the product (a paid order); auto-approval shows it at once when on', async () => {
    const auto = await createTestApp({ reviewsPerHour: 100_000, reviewsAutoApproveVerified: true });
    try {
      const autoClients = new AccountClients(auto);
      const id = await createStockedProduct(auto.database, { stock: 10 });
      const buyer = await autoClients.newCustomer();
      await autoClients.placeOrder(buyer.client, { products: [{ id, quantity: 1 }] });
      const nonce = await autoClients.restNonce(buyer.client);
      const send = (client: StoreClient, body: unknown, key: string) =>
        client.site('POST', '/wp-json/soul/v1/reviews', body, { 'x-wp-nonce': key, 'content-type': 'application/json' });
      const bought = await send(buyer.client, form(id, { email: buyer.email }), nonce);
      expect(bought.json()).toMatchObject({ status: 'approved' });
      // A guest typing a buyer's e-mail proves nothing: not verified, so it waits for moderation.
      const stranger = await new StoreClient(auto.app).start();
      const byEmail = await send(
        stranger,
        form(id, { email: buyer.email, content: 'Typed in with the buyer’s e-mail.' }),
        await autoClients.restNonce(stranger),
      );
      expect(byEmail.json()).toMatchObject({ status: 'pending' });
      const other = await send(stranger, form(id), await autoClients.restNonce(stranger));
      expect(other.json()).toMatchObject({ status: 'pending' });
      const shown = (await auto.app.inject({ url: `/wp-json/soul/v1/reviews?product=${id}&scope=current_only` })).json() as ReviewsAnswer;
      expect(shown.reviews.map((r) => r.verified)).toEqual([true]);
    } finally {
      await auto.close();
    }
  });
});

describe('the per-address limit', () => {
  it('refuses the review after REVIEWS_PER_HOUR from one address: 429, en and lt', async () => {
    const limited = await createTestApp({ reviewsPerHour: 2 });
    try {
      const id = await createStockedProduct(limited.database, { stock: 10 });
      const address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const client = await new StoreClient(limited.app).start();
      const nonce = await new AccountClients(limited).restNonce(client);
      const send = (lang = '') =>
        limited.app.inject({
          method: 'POST',
          url: `/wp-json/soul/v1/reviews${lang ? `?lang=${lang}` : ''}`,
          remoteAddress: address,
          headers: { cookie: client.cookie, 'x-wp-nonce': nonce, 'content-type': 'application/json' },
          payload: form(id),
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'soul_too_many_requests' });
      expect((await send('lt')).json()).toMatchObject({ message: 'Per trumpą laiką išsiuntėte daug atsiliepimų. Bandykite vėliau.' });
    } finally {
      await limited.close();
    }
  });
});

describe('the product page JSON-LD', () => {
  it('carries AggregateRating from approved reviews and the newest approved reviews as Review', async () => {
    const product = await storeProduct(DEMO.products.simple);
    expect(product.review_count).toBeGreaterThan(0);
    const page = await t.app.inject({ url: new URL(product.permalink).pathname });
    expect(page.statusCode).toBe(200);
    const blocks = [...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1] ?? '{}'),
    );
    const ld = blocks.find((b) => b['@type'] === 'Product') as {
      aggregateRating: { ratingValue: string; reviewCount: number };
      review: { '@type': string; reviewRating: { ratingValue: number }; author: { name: string }; reviewBody: string }[];
    };
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: product.average_rating,
      reviewCount: product.review_count,
    });
    const newest = (
      await t.app.inject({ url: `/wp-json/soul/v1/reviews?product=${product.id}&scope=current_only&per_page=5` })
    ).json() as ReviewsAnswer;
    expect(ld.review).toHaveLength(Math.min(5, product.review_count));
    expect(ld.review.map((r) => r.reviewBody)).toEqual(newest.reviews.map((r) => r.content));
    expect(ld.review[0]).toMatchObject({ '@type': 'Review', author: { '@type': 'Person', name: newest.reviews[0]?.name } });
  });
});
