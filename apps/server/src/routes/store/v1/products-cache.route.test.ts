import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language, ProductQuery } from '@soul/contracts';
import { PgCatalogueRepository, type DatabaseHandle } from '@soul/db';
import { connectTestDatabase } from '@soul/db/testing';
import type { CatalogueRepository } from '@soul/domain/products/catalogue-port';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { CatalogueService } from '../../../services/catalogue.service.ts';
import { requestContextPlugin } from '../../../plugins/request-context.ts';
import { registerProductsRoute } from './products.route.ts';

/**
 * The listing's caches, seen through the real route on the real database:
 * keyed by the validated query (so clients cannot multiply entries with
 * unknown or reordered parameters) and bounded by bytes. The route is
 * mounted alone on a catalogue service this file owns, so the cache it
 * counts is not shared with other tests, and no catalogue change elsewhere
 * can clear it meanwhile.
 */
const PREFIX = '/wp-json/wc/store/v1';
let database: DatabaseHandle;
let config: ReturnType<typeof loadConfig>;
let app: FastifyInstance;
let catalogue: CatalogueService;
let orderings: ProductQuery[];

async function mount(cacheBytes?: number): Promise<void> {
  await app?.close();
  const real = new PgCatalogueRepository(database.db);
  orderings = [];
  const counting: CatalogueRepository = {
    listOrderedIds: (query: ProductQuery, language: Language) => {
      orderings.push(query);
      return real.listOrderedIds(query, language);
    },
    loadProducts: (ids, language) => real.loadProducts(ids, language),
    findProductIdBySlug: (slug, language) => real.findProductIdBySlug(slug, language),
    listCategories: (language) => real.listCategories(language),
    lastModified: () => real.lastModified(),
  };
  catalogue = new CatalogueService(counting, cacheBytes === undefined ? {} : { cacheBytes });
  // The query-string parser buildApp() uses: WooCommerce clients send include[]=1 and attributes[0][slug]=25g.
  app = Fastify({ routerOptions: { querystringParser: (query) => qs.parse(query, { arrayLimit: 100, depth: 3, parameterLimit: 200 }) } });
  await app.register(requestContextPlugin, { config });
  registerProductsRoute(app, { catalogue, config }, PREFIX);
  await app.ready();
}

beforeAll(async () => {
  database = await connectTestDatabase();
  config = {
    ...loadConfig({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'soul-cache-test-')), LOG_LEVEL: 'silent' }),
    publicUrl: 'http://shop.test',
  };
});
beforeEach(async () => {
  await mount();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const list = (query: string) => app.inject({ method: 'GET', url: `${PREFIX}/products?${query}` });

describe('the listing cache', () => {
  it('holds one entry for URLs that differ only by unknown parameters or parameter order', async () => {
    const urls = [
      'orderby=price&order=asc&per_page=5&page=2',
      'page=2&per_page=5&order=asc&orderby=price',
      'per_page=05&utm_source=newsletter&orderby=price&page=2&order=asc&fbclid=abc',
      'orderby=price&order=asc&per_page=5&page=2&lang=en&context=view',
    ];
    const answers = [];
    for (const url of urls) answers.push(await list(url));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(catalogue.cacheUsage().derived.entries).toBe(1);
    expect(catalogue.cacheUsage().pages.entries).toBe(1);
    expect(orderings).toHaveLength(1);
  });

  it("still echoes each request's own parameters in the Link header, as WordPress does", async () => {
    await list('orderby=price&order=asc&per_page=5&page=2');
    const tagged = await list('orderby=price&order=asc&per_page=5&page=2&utm_source=newsletter');
    expect(catalogue.cacheUsage().derived.entries).toBe(1);
    const prev = String(tagged.headers.link)
      .split(', ')
      .find((part) => part.endsWith('rel="prev"'));
    expect(prev).toMatch(/[?&]page=1[&>]/);
    expect(prev).toContain('utm_source=newsletter');
  });

  it("works a listing's order out once for all its pages", async () => {
    const pages = await Promise.all(['1', '2', '3', '99999999999'].map((page) => list(`orderby=title&order=asc&per_page=5&page=${page}`)));
    expect(pages.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(orderings).toHaveLength(1);
    expect(catalogue.cacheUsage().derived.entries).toBe(4);
    const ids = pages.slice(0, 3).flatMap((answer) => (answer.json() as { id: number }[]).map((product) => product.id));
    expect(new Set(ids).size).toBe(15);
  });

  it('keeps the bytes it holds within its budget however many different listings are asked for', async () => {
    const budget = 256 * 1024;
    await mount(budget);
    for (let page = 1; page <= 8; page++) {
      for (const orderby of ['date', 'title', 'price', 'popularity']) {
        expect((await list(`orderby=${orderby}&per_page=${page + 2}&page=${(page % 3) + 1}`)).statusCode).toBe(200);
      }
    }
    const usage = catalogue.cacheUsage();
    expect(usage.derived.bytes).toBeGreaterThan(0);
    expect(usage.derived.bytes).toBeLessThanOrEqual(budget / 2);
    expect(usage.pages.bytes).toBeLessThanOrEqual((budget * 3) / 8);
    expect(usage.orderings.bytes).toBeLessThanOrEqual(budget / 8);
    // The budget really bound it: fewer listings kept than asked for.
    expect(usage.derived.entries).toBeLessThan(32);
  });
});
