// First-load JS per island page, gzip, from the Vite manifest: the boot entry,
// its static imports, the island chunk and its static imports, and the page
// language's catalogs, plus the header islands every page enables (cart-drawer and
// url-params, one chunk: tiny on first load, their real work is lazy). Run after `npm run build -w @soul/web`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function closure(key, seen = new Set()) {
  if (!key || !manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const findKey = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
const lang = (language) => ['common', 'catalogue'].map((ns) => findKey(`i18n/src/locales/${language}/${ns}.ts`));

for (const island of ['product-detail', 'product-list']) {
  for (const language of ['en', 'lt']) {
    const keys = new Set([...closure('src/boot/main.ts'), ...closure(findKey(`widgets/${island}/island.tsx`))]);
    for (const header of ['cart-drawer']) closure(findKey(`widgets/${header}/island.tsx`), keys);
    for (const key of lang(language)) closure(key, keys);
    const files = [...keys].map((key) => manifest[key].file);
    const js = files.reduce((sum, file) => sum + gz(file), 0);
    const css = (manifest['src/boot/main.ts'].css ?? []).reduce((sum, file) => sum + gz(file), 0);
    console.log(
      `${island} (${language}): JS ${(js / 1000).toFixed(1)} kB gzip in ${files.length} files, CSS ${(css / 1000).toFixed(1)} kB gzip`,
    );
  }
}

// The lazy cart chunks, for reference (not first load).
const lazyKeys = [
  'widgets/cart-drawer/CartDrawer.tsx',
  'cart/BackInStockModal.tsx',
  'widgets/url-params/UrlParamsHandler.tsx',
  'cart/runtime.ts',
];
for (const suffix of lazyKeys) {
  const key = findKey(suffix);
  if (!key) continue;
  const first = new Set([...closure('src/boot/main.ts')]);
  for (const island of ['product-detail', 'product-list', 'cart-drawer']) closure(findKey(`widgets/${island}/island.tsx`), first);
  const extra = [...closure(key)].filter((k) => !first.has(k));
  const js = extra.reduce((sum, k) => sum + gz(manifest[k].file), 0);
  console.log(`lazy ${suffix}: +${(js / 1000).toFixed(1)} kB gzip in ${extra.length} files`);
}
