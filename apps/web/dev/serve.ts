/**
 * Dev harness: a tiny stand-in for the lead's server. Renders pages with
 * renderIsland (real SSR), embeds settings + props exactly as the server
 * will, serves the built bundle under /static/ and a fake Store API over the
 * fixtures. Run `npm run build -w @soul/web` first, then:
 *   node --import tsx apps/web/dev/serve.ts   → http://localhost:5180/
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { createGzip } from 'node:zlib';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoreProduct } from '@soul/contracts';
import { renderIsland } from '../src/ssr/render.tsx';
import { parseListQuery, toStoreQueryParams } from '@soul/contracts/product-list-query';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '../dist');
const PORT = Number(process.env.PORT ?? 5180);
type Lang = 'en' | 'lt';

const products: Record<Lang, StoreProduct[]> = {
  en: JSON.parse(readFileSync(join(here, 'fixtures/products.en.json'), 'utf8')) as StoreProduct[],
  lt: JSON.parse(readFileSync(join(here, 'fixtures/products.lt.json'), 'utf8')) as StoreProduct[],
};
const categories = {
  en: JSON.parse(readFileSync(join(here, 'fixtures/categories.en.json'), 'utf8')) as unknown[],
  lt: JSON.parse(readFileSync(join(here, 'fixtures/categories.lt.json'), 'utf8')) as unknown[],
};
const meta = JSON.parse(readFileSync(join(here, 'fixtures/meta.json'), 'utf8')) as Record<string, { popularity: number; date: string }>;

interface Manifest {
  [key: string]: { file: string; css?: string[]; imports?: string[] };
}

function assets(): { script: string; css: string[]; preload: string[] } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = manifest['src/boot/main.ts'];
  if (!entry) throw new Error('Build first: npm run build -w @soul/web');
  const app = Object.values(manifest).find((chunk) => /assets\/app-/.test(chunk.file));
  return {
    script: `/static/${entry.file}`,
    css: (entry.css ?? []).map((f) => `/static/${f}`),
    preload: app ? [`/static/${app.file}`] : [],
  };
}

/** Mirrors what the Store API does with the list's query (enough for the harness). */
function queryProducts(lang: Lang, params: URLSearchParams): { list: StoreProduct[]; total: number; pages: number } {
  let list = [...products[lang]];
  const search = params.get('search')?.toLowerCase();
  if (search) list = list.filter((p) => p.name.toLowerCase().includes(search));
  const category = params.get('category');
  if (category) list = list.filter((p) => p.categories.some((c) => c.slug === category));
  const type = params.get('type');
  if (type) list = list.filter((p) => p.type === type);
  const size = params.get('attributes[0][slug]');
  if (size) list = list.filter((p) => p.attributes.some((a) => a.terms.some((t) => t.slug === size)));
  const orderby = params.get('orderby') ?? 'date';
  const dir = params.get('order') === 'asc' ? 1 : -1;
  const key = (p: StoreProduct): string | number =>
    orderby === 'title'
      ? p.name
      : orderby === 'price'
        ? Number(p.prices.price)
        : orderby === 'popularity'
          ? (meta[p.id]?.popularity ?? 0)
          : (meta[p.id]?.date ?? '');
  list.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (typeof ka === 'number' && typeof kb === 'number' ? ka - kb : String(ka).localeCompare(String(kb))) * dir;
  });
  const perPage = Number(params.get('per_page') ?? 10);
  const page = Number(params.get('page') ?? 1);
  return {
    list: list.slice((page - 1) * perPage, page * perPage),
    total: list.length,
    pages: Math.max(1, Math.ceil(list.length / perPage)),
  };
}

function page(lang: Lang, title: string, body: string, widgets: Record<string, boolean>, propsScripts: string): string {
  const { script, css, preload } = assets();
  const settings = {
    shopName: 'Soul Shop',
    siteUrl: `http://localhost:${PORT}`,
    homeUrl: `http://localhost:${PORT}/`,
    language: lang,
    locale: lang === 'lt' ? 'lt-LT' : 'en-GB',
    currency: { code: 'EUR', minorUnit: 2, symbol: '€' },
    api: { storeRoot: '/wp-json/wc/store/v1', soulRoot: '/wp-json/soul/v1', ajaxUrl: '/wp-admin/admin-ajax.php' },
    nonces: { store: 'dev', rest: 'dev', ajax: 'dev', timestamp: 0 },
    user: { id: 0, role: null, displayName: null },
    assetsBase: '/static/',
    checkoutUrl: lang === 'lt' ? '/lt/checkout' : '/checkout',
    widgets,
  };
  const other = lang === 'en' ? 'lt' : 'en';
  return `<!doctype html><html lang="${lang === 'lt' ? 'lt' : 'en-GB'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Soul Shop</title><meta name="description" content="Soul Shop dev harness">
${css.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}${preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('')}
<script type="module" src="${script}"></script></head>
<body class="min-h-screen bg-canvas font-sans text-ink">
<header class="border-b border-line bg-surface"><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
<a href="/${lang === 'lt' ? 'lt/' : ''}products" class="font-display text-2xl font-semibold text-brand-800">Soul Shop</a>
<nav aria-label="Language"><a class="text-sm font-semibold text-brand-700 underline" href="/${other === 'lt' ? 'lt/' : ''}products">${other === 'lt' ? 'Lietuvių' : 'English'}</a></nav></div></header>
<main class="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">${body}</main>
<footer class="border-t border-line bg-sand"><p class="mx-auto max-w-6xl px-6 py-6 text-sm text-ink-muted">© 2026 Soul Shop</p></footer>
<script type="application/json" id="soul-settings">${JSON.stringify(settings)}</script>${propsScripts}
</body></html>`;
}

function json(data: unknown): string {
  // Safe inside <script>: no "</script>" break-out.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(body);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${PORT}`);
  const path = url.pathname;
  try {
    if (path.startsWith('/static/') || path.startsWith('/dev-img/')) {
      const root = path.startsWith('/static/') ? dist : join(here, 'public/img');
      const file = normalize(join(root, path.replace(/^\/(static|dev-img)\//, '')));
      if (!file.startsWith(root) || !existsSync(file)) return send(res, 404, 'text/plain', 'not found');
      // Compressed like production: budgets and Lighthouse are about gzip transfer sizes.
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /\.(js|css|svg)$/.test(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000',
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      });
      return void (gzip ? createReadStream(file).pipe(createGzip()).pipe(res) : createReadStream(file).pipe(res));
    }
    const lang: Lang = url.searchParams.get('lang') === 'lt' || path.startsWith('/lt/') ? 'lt' : 'en';
    const single = /^\/wp-json\/wc\/store\/v1\/products\/(\d+)$/.exec(path);
    if (single) {
      const product = products[lang].find((p) => p.id === Number(single[1]));
      if (!product)
        return send(
          res,
          404,
          'application/json',
          JSON.stringify({ code: 'woocommerce_rest_product_invalid_id', message: 'Invalid product ID.', data: { status: 404 } }),
        );
      return send(res, 200, 'application/json', JSON.stringify(product));
    }
    if (path === '/wp-json/wc/store/v1/products') {
      const result = queryProducts(lang, url.searchParams);
      return send(res, 200, 'application/json', JSON.stringify(result.list), {
        'X-WP-Total': String(result.total),
        'X-WP-TotalPages': String(result.pages),
      });
    }
    const productPage = /^\/(?:lt\/produktas|product)\/([a-z0-9-]+)\/?$/.exec(path);
    if (productPage) {
      const product = products[lang].find((p) => p.slug === productPage[1]);
      if (!product) return send(res, 404, 'text/plain', 'no such product');
      const props = { productId: product.id, variations: product.extensions.variations ?? [], product };
      const html = renderIsland('product-detail', props, lang);
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        page(
          lang,
          product.name,
          `<div data-soul-widget="product-detail" data-soul-props="soul-props-product-detail">${html}</div>`,
          { 'product-detail': true },
          `<script type="application/json" id="soul-props-product-detail">${json(props)}</script>`,
        ),
      );
    }
    if (path === '/' || path === '/products' || path === '/lt/products' || path === '/lt/') {
      const initialQuery = parseListQuery(url.searchParams);
      const result = queryProducts(lang, toStoreQueryParams(initialQuery, lang));
      const props = {
        initialQuery,
        initialProducts: result.list,
        total: result.total,
        totalPages: result.pages,
        categories: categories[lang],
      };
      const html = renderIsland('product-list', props, lang);
      const heading = lang === 'lt' ? 'Visi produktai' : 'All products';
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        page(
          lang,
          heading,
          `<h1 class="mb-6 font-display text-4xl font-semibold">${heading}</h1><div data-soul-widget="product-list" data-soul-props="soul-props-product-list">${html}</div>`,
          { 'product-list': true, 'cart-drawer': true },
          `<script type="application/json" id="soul-props-product-list">${json(props)}</script>`,
        ),
      );
    }
    if (path === '/missing-container') {
      return send(res, 200, 'text/html; charset=utf-8', page('en', 'Missing', '<p>No container here.</p>', { 'product-detail': true }, ''));
    }
    send(res, 404, 'text/plain', 'not found');
  } catch (error) {
    console.error(error);
    send(res, 500, 'text/plain', String(error));
  }
}).listen(PORT, () => console.log(`Soul Shop widget harness on http://localhost:${PORT}/`));
