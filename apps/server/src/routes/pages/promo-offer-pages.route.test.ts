import { DEMO, DEMO_ACCOUNTS } from '@soul/db';
import { describe, expect, it } from 'vitest';
import { withAccountApp } from '../../test/account-clients.ts';
import { StoreClient } from '../../test/store-client.ts';

/** The quantity-offer landing pages (storefront §2, issue 17): server-rendered offer, 404 for anything not live. */
const context = withAccountApp();
const energy = DEMO.promotions.energyComplex;

/** A page's visible text: scripts and tags stripped, spaces (no-break ones too) collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');

interface ShownOption {
  _id: string;
  title: string;
  price: string;
  base_price: string;
  lowest_price_30_days: string | null;
  default_selected: boolean;
}

async function guest() {
  return new StoreClient(context.t.app).start();
}

const money = (cents: string, language: 'en' | 'lt') =>
  language === 'en' ? `€${(Number(cents) / 100).toFixed(2)}` : `${(Number(cents) / 100).toFixed(2).replace('.', ',')} €`;

describe('quantity-offer landing pages', () => {
  it.each([
    ['en', `/offer/${energy.landingEn}`, 'Energy Complex: stock up and save', 'Lowest price in the last 30 days'],
    [
      'lt',
      `/lt/pasiulymas/${energy.landingLt}`,
      'Energijos kompleksas: apsirūpinkite ir sutaupykite',
      'Mažiausia kaina per pastarąsias 30 dienų',
    ],
  ] as const)(
    '%s: 200, the offer with its options and server prices in the promo-offer island, not cached',
    async (language, path, title, lowestText) => {
      const client = await guest();
      const page = await client.site('GET', path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toContain('no-store');
      expect(page.body).toContain(`<title>${title} | Soul Shop</title>`);
      expect(page.body).toMatch(/data-soul-widget="promo-offer"/);
      expect(page.body).toContain('"promo-offer":true');
      const api = (await client.site('GET', `/wp-json/soul/v1/promotions/${energy.slug}?lang=${language}`)).json() as {
        quantityPromotions: ShownOption[];
      };
      const text = textOf(page.body);
      expect(text).toContain(title);
      for (const option of api.quantityPromotions) {
        expect(text).toContain(option.title);
        expect(text).toContain(money(option.price, language));
        expect(text).toContain(money(option.base_price, language));
        expect(option.lowest_price_30_days).not.toBeNull();
        expect(text).toContain(`${lowestText}: ${money(option.lowest_price_30_days ?? '0', language)}`);
      }
      // The product's own page, linked from the offer, exists.
      const productUrl = /<h2[^>]*><a href="([^"]+)"/.exec(page.body)?.[1] ?? '';
      expect([200, 301]).toContain((await client.site('GET', productUrl)).statusCode);
      // The default option is preselected in the server HTML (a native radio group).
      const preselected = api.quantityPromotions.find((o) => o.default_selected);
      const radios = page.body.match(/<input type="radio"[^>]*>/g) ?? [];
      expect(radios).toHaveLength(api.quantityPromotions.length);
      expect(radios.filter((tag) => tag.includes('checked'))).toEqual([expect.stringContaining(`value="${preselected?._id}"`)]);
    },
  );

  it('links its twin page: hreflang, canonical and the language switch', async () => {
    const client = await guest();
    const page = (await client.site('GET', `/offer/${energy.landingEn}`)).body;
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/offer/${energy.landingEn}"`));
    expect(page).toMatch(new RegExp(`hrefLang="lt-LT" href="[^"]*/lt/pasiulymas/${energy.landingLt}"`));
    expect(page).toMatch(new RegExp(`<a href="/lt/pasiulymas/${energy.landingLt}" hrefLang="lt"`));
    const lt = (await client.site('GET', `/lt/pasiulymas/${energy.landingLt}`)).body;
    expect(lt).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/lt/pasiulymas/${energy.landingLt}"`));
    expect(lt).toMatch(new RegExp(`<a href="/offer/${energy.landingEn}" hrefLang="en"`));
  });

  it('an unknown slug, the other language’s slug, the internal slug and another kind of promotion are the shop’s 404 page', async () => {
    const client = await guest();
    for (const path of [
      '/offer/no-such-offer',
      `/offer/${energy.landingLt}`,
      `/lt/pasiulymas/${energy.landingEn}`,
      `/offer/${energy.slug}`,
      '/offer/welcome',
      '/offer/Bad%20Slug',
    ]) {
      const page = await client.site('GET', path);
      expect(page.statusCode, path).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
    }
  });

  it('an ended promotion’s landing page is a 404', async () => {
    const admin = await context.clients.signedIn(DEMO_ACCOUNTS.administrator);
    const nonce = await context.clients.restNonce(admin);
    const headers = { 'x-wp-nonce': nonce, 'content-type': 'application/json' };
    const jar = DEMO.products.subscriptionTiersTwinVariations['250g'];
    const slug = `landing-${Math.random().toString(36).slice(2, 8)}`;
    const texts = { title: 'Short offer', message: 'm', link: '', ctaText: 'Go', ctaSubtext: '', countdownBannerText: 'Ends in' };
    const optionTexts = { title: 'Two', saveBanner: '', specialTag: '', description: '', priceDisplayOverride: '' };
    const created = await admin.site(
      'POST',
      '/wp-json/soul/v1/admin/promotions',
      {
        slug,
        kind: 'quantity_offer',
        countdownSeconds: 600,
        productIds: [jar],
        options: [{ key: 'two', productId: jar, quantity: 2, discountRate: 15, texts: { en: optionTexts, lt: optionTexts } }],
        landingSlugs: { en: slug, lt: null },
        texts: { en: texts, lt: texts },
      },
      headers,
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const client = await guest();
    const live = await client.site('GET', `/offer/${slug}`);
    expect(live.statusCode).toBe(200);
    // Without a Lithuanian landing page, the language switch leads to the Lithuanian home page.
    expect(live.body).toMatch(/hrefLang="lt-LT" href="[^"]*\/lt\/"/);
    expect((await admin.site('DELETE', `/wp-json/soul/v1/admin/promotions/${id}`, undefined, headers)).statusCode).toBe(200);
    expect((await client.site('GET', `/offer/${slug}`)).statusCode).toBe(404);
  });
});
