#!/usr/bin/env node
// The one test command (README, .ci/run): every test, in order.
//  1. typecheck the whole repo, then the layers' dependency rule (dependency-cruiser), lint, format
//  2. Vitest: unit + web + server/HTTP tests on an embedded PostgreSQL
//  3. the server/HTTP tests again on the external PostgreSQL (DATABASE_URL, or
//     the machine's 127.0.0.1:5432/test); required in CI, skipped locally if absent
//  4. build the widget bundle, then browser flows in Chromium (Playwright)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';

const externalUrl = process.env.TEST_EXTERNAL_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const inCi = Boolean(process.env.CI);

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing the Debian package `chromium`');
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
    if (existsSync(path)) return path;
  }
  console.error(`Chromium is needed for the browser tests: install the Debian package 'chromium' (expected at ${path}).`);
  process.exit(1);
}

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `The tests need Node.js 24 or newer (this is ${process.version}): run them with \`npm test\`, which uses the Node 24 that \`npm ci\` installs.`,
  );
  process.exit(1);
}
const { DATABASE_URL: _ignored, ...envWithoutDb } = process.env;
run('typecheck', 'npm', ['run', 'typecheck']);
run('dependency rules (docs/architecture.md)', 'npm', ['run', 'lint:deps']);
run('lint (eslint: typescript-eslint strict, react-hooks)', 'npm', ['run', 'lint']);
run('format (prettier --check; npm run format fixes)', 'npm', ['run', 'format:check']);
// Embedded PostgreSQL: DATABASE_URL must be unset for this run.
console.log('\n=== vitest (embedded PostgreSQL) ===');
{
  const result = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: envWithoutDb });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (await reachable(externalUrl)) {
  run('vitest server tests (external PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], { DATABASE_URL: externalUrl });
} else if (inCi) {
  console.error(`External PostgreSQL at ${externalUrl} is not reachable; CI requires it.`);
  process.exit(1);
} else {
  console.warn(`\n! External PostgreSQL at ${externalUrl} not reachable: skipped the external run.`);
}
run('build widgets', 'npm', ['run', 'build']);
const chromium = ensureChromium();
run('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium });
console.log('\n✓ all tests passed');
