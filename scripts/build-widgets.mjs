#!/usr/bin/env node
// `npm start`'s first step: build the widget bundle only when its sources
// changed since the last build (a stamp of their contents sits next to the
// bundle), so a second start of an unchanged checkout is ready in seconds.
// `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.sources-stamp');
/** Everything the bundle is made from: the web app, the packages it imports, the build config and the locked dependencies. */
const INPUTS = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/vite.config.ts',
  'apps/web/vite.admin.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/i18n/src',
  'package-lock.json',
];

function* files(target) {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    // Tests never reach the bundle: changing one is no reason to rebuild.
    if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) continue;
    yield* files(path.join(target, entry.name));
  }
}

function sourcesStamp() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const stamp = sourcesStamp();
const built =
  existsSync(path.join(dist, '.vite/manifest.json')) &&
  existsSync(path.join(dist, 'admin/.vite/manifest.json')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp;
if (built) {
  console.log('Widget bundle is up to date.');
  process.exit(0);
}
process.stdout.write('Building the widget bundle… ');
const started = Date.now();
// The storefront's bundle first (its build empties dist/), then the back office's own (dist/admin, issue 21).
for (const config of ['vite.config.ts', 'vite.admin.config.ts']) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '-c', config, '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.log('failed:');
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
}
writeFileSync(stampFile, stamp);
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
