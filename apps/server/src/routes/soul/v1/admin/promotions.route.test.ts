import { DEMO, DEMO_ACCOUNTS } from '@soul/db';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../../../test/account-clients.ts';
import { StoreClient } from '../../../../test/store-client.ts';

const context = withAccountApp();
const base = '/wp-json/soul/v1/admin/promotions';
const texts = (title: string) => ({ title, message: 'm', link: '', ctaText: '', ctaSubtext: '', countdownBannerText: '' });
const optionTexts = { title: 'Two', saveBanner: '', specialTag: '', description: '', priceDisplayOverride: '' };
const jar = DEMO.products.subscriptionTiersTwinVariations['250g'];

function input(slug: string, extra: Record<string, unknown> = {}) {
  return {
    slug,
    kind: 'quantity_offer',
    countdownSeconds: 600,
    productIds: [jar],
    options: [{ key: 'two', productId: jar, quantity: 2, discountRate: 15, texts: { en: optionTexts, lt: optionTexts } }],
    landingSlugs: { en: `${slug}-landing`, lt: null },
    texts: { en: texts(`Offer ${slug}`), lt: texts(`Pasiūlymas ${slug}`) },
    ...extra,
  };
}

async function admin() {
  const client = await context.clients.signedIn(DEMO_ACCOUNTS.administrator);
  const nonce = await context.clients.restNonce(client);
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, lang = '') =>
    client.site(method, `${base}${path}${lang ? `?lang=${lang}` : ''}`, body, { 'x-wp-nonce': nonce, 'content-type': 'application/json' });
  return { client, send };
}

const slug = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`;

describe('soul/v1/admin/promotions (the admin convention)', () => {
  it('is for administrators only: a guest 401, a customer 403', async () => {
    const guest = await new StoreClient(context.t.app).start();
    expect((await guest.site('GET', base)).statusCode).toBe(401);
    const customer = await context.clients.signedIn(DEMO_ACCOUNTS.customer);
    const listed = await customer.site('GET', base);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toMatchObject({ code: 'rest_forbidden' });
    const nonce = await context.clients.restNonce(customer);
    const created = await customer.site('POST', base, input(slug('nope')), { 'x-wp-nonce': nonce, 'content-type': 'application/json' });
    expect(created.statusCode).toBe(403);
  });

  it('creates (201), reads, replaces (PUT) and ends (DELETE: no hard delete) a promotion; an ended one is gone from the storefront', async () => {
    const { client, send } = await admin();
    const name = slug('spring');
    const created = await send('POST', '', input(name));
    expect(created.statusCode).toBe(201);
    const promotion = created.json() as { id: number; status: string; timerId: string; options: unknown[] };
    expect(promotion).toMatchObject({ status: 'active', timerId: `promo-${name}` });
    expect((await client.site('GET', `${base}/${promotion.id}`)).json()).toMatchObject({ id: promotion.id, slug: name });
    const shown = await client.site('GET', `/wp-json/soul/v1/promotions/${name}-landing`);
    expect(shown.statusCode).toBe(200);

    const replaced = await send(
      'PUT',
      `/${promotion.id}`,
      input(name, { countdownSeconds: 900, texts: { en: texts('Renamed'), lt: texts('Pervadinta') } }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ countdownSeconds: 900, texts: { en: { title: 'Renamed' } } });

    const ended = await send('DELETE', `/${promotion.id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ id: promotion.id, status: 'ended' });
    expect((await client.site('GET', `${base}/${promotion.id}`)).json()).toMatchObject({ status: 'ended' });
    expect((await client.site('GET', `/wp-json/soul/v1/promotions/${name}`)).statusCode).toBe(404);
  });

  it('lists with paging headers, kind and live filters, search and sort; a page past the end is 200 []', async () => {
    const { client, send } = await admin();
    const tag = slug('listing');
    for (const n of [1, 2, 3]) expect((await send('POST', '', input(`${tag}-${n}`))).statusCode).toBe(201);
    const page = await client.site('GET', `${base}?search=${tag}&per_page=2&orderby=slug&order=asc&kind=quantity_offer&live=true`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-wp-total']).toBe('3');
    expect(page.headers['x-wp-totalpages']).toBe('2');
    expect((page.json() as { slug: string }[]).map((p) => p.slug)).toEqual([`${tag}-1`, `${tag}-2`]);
    const past = await client.site('GET', `${base}?search=${tag}&per_page=2&page=9`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    const demo = (await client.site('GET', `${base}?kind=banner&search=welcome`)).json() as { slug: string }[];
    expect(demo.map((p) => p.slug)).toContain('welcome');
    expect((await client.site('GET', `${base}?per_page=500`)).statusCode).toBe(400);
  });

  it.each([
    ['en', { endsAt: '2026-01-01T00:00:00Z', startsAt: '2026-02-01T00:00:00Z' }, 'The promotion is not valid: it must end after it starts'],
    ['lt', { kind: 'banner' }, 'Akcija netinkama: kiekio pasirinkimus turi tik kiekio pasiūlymai'],
    ['en', { productIds: [jar, 9_999_999] }, 'No product found'],
  ])('refuses an invalid promotion (%s, %o)', async (lang, extra, message) => {
    const { send } = await admin();
    const refused = await send('POST', '', input(slug('bad'), extra), lang);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message });
  });

  it('refuses a malformed body naming the parameter, a taken slug (409) and an unknown id (404)', async () => {
    const { send } = await admin();
    const malformed = await send('POST', '', { ...input(slug('x')), countdownSeconds: 0 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { countdownSeconds: expect.any(String) } } });
    const taken = await send('POST', '', input('welcome'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'soul_promotion_slug_taken' });
    expect((await send('PUT', '/999999', input(slug('y')))).statusCode).toBe(404);
    expect((await send('DELETE', '/abc', undefined, 'lt')).json()).toMatchObject({
      code: 'soul_promotion_not_found',
      message: 'Akcija nerasta',
    });
  });
});
