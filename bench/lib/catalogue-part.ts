import { checkAtMost, type Check } from './checks.ts';
import { dropShopCaches, growCatalogue } from './big-catalogue.ts';
import { productsPath } from './store-api.ts';

/** The listing orders measured: WooCommerce's default, and the shop's product list default. */
export const catalogueSorts = [
  { label: 'date desc (Store API default)', query: '' },
  { label: 'popularity desc (product list default)', query: '&orderby=popularity&order=desc' },
] as const;

/** How many requests each figure is made of. */
const COLD_SAMPLES = 8;
const SEQUENTIAL_SAMPLES = 20;
const PARALLEL = 50;

/**
 * Targets for the grown catalogue. Deep pages are held to the demo
 * catalogue's figures from the same run (a ratio, as the API targets are to
 * the ceiling), so a busy machine moves both sides alike: paging through
 * 20 000 products should cost no more than paging through 40.
 */
export const catalogueTargets = {
  /** A deep page when nothing about the listing is cached (just after a catalogue change): its order is worked out. */
  deepPageColdP50Ms: 150,
  /** A deep page no one asked for before, catalogue unchanged, at most this times the demo catalogue's. */
  deepPageRatio: 2,
  /** 50 different deep pages at once, just after a catalogue change, at most this times the demo catalogue's. */
  parallelDeepRatio: 1.5,
};

export interface Timing {
  p50Ms: number;
  maxMs: number;
  samples: number;
}

export interface SortFigures {
  sort: string;
  /** GET /products (page 1) just after the caches were dropped. */
  firstPageCold: Timing;
  /** A deep page just after the caches were dropped. */
  deepPageCold: Timing;
  /** Deep pages never asked for before, one after another, catalogue unchanged. */
  deepPage: Timing;
  /** Wall time of PARALLEL different deep pages sent at once, just after the caches were dropped. */
  parallelDeepMs: number;
}

export interface CatalogueFigures {
  label: string;
  /** X-WP-Total of the default listing. */
  listed: number;
  sorts: SortFigures[];
  /** Answers that were not 200 (there should be none). */
  failures: string[];
}

export interface CatalogueResult {
  demo: CatalogueFigures;
  generated: CatalogueFigures;
  generatedProducts: number;
  generatedVariations: number;
  generateSec: number;
  checks: Check[];
}

/**
 * The catalogue listing's paging on the demo catalogue, then again after
 * growing the same shop's temp database by `count` products. "Cold" means
 * just after a catalogue change (every cached answer dropped); deep pages
 * are always ones never asked for before, so no cached answer can serve
 * them. Each figure is a wall time seen by the client.
 */
export async function measureCatalogue(baseUrl: string, databaseUrl: string, count: number): Promise<CatalogueResult> {
  const demo = await measureListing(baseUrl, databaseUrl, 'demo catalogue');
  log(`growing the catalogue by ${count} products (SQL, in the bench's temp database)`);
  const started = performance.now();
  const grown = await growCatalogue(databaseUrl, count);
  const generateSec = (performance.now() - started) / 1000;
  log(`${grown.products} products and ${grown.variations} variations added in ${generateSec.toFixed(1)} s`);
  const generated = await measureListing(baseUrl, databaseUrl, `+${count} generated`);

  const checks: Check[] = [];
  generated.sorts.forEach((figures, index) => {
    const base = demo.sorts[index];
    if (!base) return;
    const name = (what: string) => `catalogue ${generated.label}, ${figures.sort}: ${what}`;
    checks.push(checkAtMost(name('deep page, cold, p50'), figures.deepPageCold.p50Ms, catalogueTargets.deepPageColdP50Ms, 'ms'));
    checks.push(checkRatio(name('deep page, p50, × demo'), figures.deepPage.p50Ms, base.deepPage.p50Ms, catalogueTargets.deepPageRatio));
    checks.push(
      checkRatio(
        name(`${PARALLEL} parallel deep pages, cold, × demo`),
        figures.parallelDeepMs,
        base.parallelDeepMs,
        catalogueTargets.parallelDeepRatio,
      ),
    );
  });
  const failures = [...demo.failures, ...generated.failures];
  checks.push({ name: 'catalogue listings: every answer 200', pass: failures.length === 0, failures: failures.slice(0, 3) });
  return { demo, generated, generatedProducts: grown.products, generatedVariations: grown.variations, generateSec, checks };
}

async function measureListing(baseUrl: string, databaseUrl: string, label: string): Promise<CatalogueFigures> {
  const failures: string[] = [];
  const get = async (query: string): Promise<{ ms: number; total: number }> => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${productsPath}?${query}`);
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200 && failures.length < 10) failures.push(`${response.status} for ?${query}`);
    return { ms, total: Number(response.headers.get('x-wp-total') ?? 0) };
  };

  const listed = (await get('per_page=1')).total;
  log(`${label}: ${listed} listed products`);
  const sorts: SortFigures[] = [];
  for (const sort of catalogueSorts) {
    const deep = deepPages(listed);
    const cold = async (query: () => string): Promise<Timing> => {
      const times: number[] = [];
      for (let i = 0; i < COLD_SAMPLES; i++) {
        await dropShopCaches(databaseUrl);
        times.push((await get(query())).ms);
      }
      return timing(times);
    };
    const firstPageCold = await cold(() => sort.query.slice(1));
    const deepPageCold = await cold(() => deep() + sort.query);
    const sequential: number[] = [];
    for (let i = 0; i < SEQUENTIAL_SAMPLES; i++) sequential.push((await get(deep() + sort.query)).ms);
    await dropShopCaches(databaseUrl);
    const queries = Array.from({ length: PARALLEL }, () => deep() + sort.query);
    const started = performance.now();
    await Promise.all(queries.map((query) => get(query)));
    const parallelDeepMs = performance.now() - started;
    sorts.push({ sort: sort.label, firstPageCold, deepPageCold, deepPage: timing(sequential), parallelDeepMs });
    log(`${label}, ${sort.label}: ${PARALLEL} parallel deep pages in ${Math.round(parallelDeepMs)} ms`);
  }
  return { label, listed, sorts, failures };
}

/**
 * Hands out deep pages never handed out before: 10 a page from the last one
 * back to the middle; when those run out (the demo catalogue has only a few
 * pages), other page sizes, so the cache never holds the answer already.
 */
function deepPages(listed: number): () => string {
  const sizes = [10, ...Array.from({ length: 90 }, (_, i) => i + 11), ...Array.from({ length: 9 }, (_, i) => i + 1)];
  const queue: string[] = [];
  for (const size of sizes) {
    const pages = Math.max(1, Math.ceil(listed / size));
    for (let page = pages; page >= Math.max(1, Math.ceil(pages / 2)); page--) queue.push(`per_page=${size}&page=${page}`);
  }
  let next = 0;
  return () => {
    const query = queue[next % queue.length] ?? 'page=1';
    next += 1;
    return query;
  };
}

function checkRatio(name: string, value: number, base: number, most: number): Check {
  const ratio = value / Math.max(base, 1);
  const pass = ratio <= most;
  return {
    name,
    pass,
    failures: pass ? [] : [`${Math.round(value)} ms is ${ratio.toFixed(2)}× the demo's ${Math.round(base)} ms > ${most}×`],
  };
}

function timing(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, maxMs: sorted[sorted.length - 1] ?? 0, samples: sorted.length };
}

function log(message: string): void {
  console.log(`[bench] ${message}`);
}
