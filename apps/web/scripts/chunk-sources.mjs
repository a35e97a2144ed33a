// Dev aid: which source files make up each built chunk (needs a build with sourcemaps).
// Usage: node scripts/chunk-sources.mjs dist/assets/<chunk>.js
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';

for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const lines = code.split('\n');
  const bytes = new Map();
  let last = null;
  map.eachMapping((m) => {
    if (last) {
      const line = lines[last.generatedLine - 1] ?? '';
      const end = m.generatedLine === last.generatedLine ? m.generatedColumn : line.length;
      const size = Math.max(0, end - last.generatedColumn);
      const key = (last.source ?? '?').replace(/.*node_modules\//, '');
      bytes.set(key, (bytes.get(key) ?? 0) + size);
    }
    last = m;
  });
  const byPackage = new Map();
  for (const [source, size] of bytes) {
    const pkg = source.startsWith('@')
      ? source.split('/').slice(0, 2).join('/')
      : source.includes('/src/') && !source.startsWith('.')
        ? source.split('/')[0]
        : source;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + size);
  }
  console.log(`\n${file}`);
  [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .forEach(([k, v]) => console.log(String(v).padStart(8), k));
}
