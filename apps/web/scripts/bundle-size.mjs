// First-load JS per island page, gzip, from the Vite manifest: the boot entry,
// its static imports, the island chunk and its static imports, and the page
// language's catalogs. Run after `npm run build -w @soul/web`.
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
    for (const key of lang(language)) closure(key, keys);
    const files = [...keys].map((key) => manifest[key].file);
    const js = files.reduce((sum, file) => sum + gz(file), 0);
    const css = (manifest['src/boot/main.ts'].css ?? []).reduce((sum, file) => sum + gz(file), 0);
    console.log(`${island} (${language}): JS ${(js / 1000).toFixed(1)} kB gzip in ${files.length} files, CSS ${(css / 1000).toFixed(1)} kB gzip`);
  }
}
