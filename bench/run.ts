import path from 'node:path';
import { frontendChecks, measureFrontend } from './frontend/frontend-part.ts';
import { measureCeiling, measureRoutes } from './lib/api-part.ts';
import { measureCatalogue } from './lib/catalogue-part.ts';
import { cleanupAll, cleanupOnSignals } from './lib/cleanup.ts';
import { parseOptions, UsageError, type BenchOptions } from './lib/options.ts';
import { repoRoot } from './lib/paths.ts';
import { loadNow, newReport, printReport, type BenchReport } from './lib/report.ts';
import { saveResults } from './lib/results-file.ts';
import { startShop } from './lib/shop.ts';
import { embeddedDatabaseUrl } from '@soul/db';

/**
 * `npm run bench`: the ceiling (hello-world Fastify), the shop's API routes under
 * autocannon, then the product page's first-load JS and Lighthouse, and with
 * --catalogue the listing's paging on a grown catalogue, in one run against
 * one freshly started shop. Prints one report, saves it under bench/results/.
 * Exit codes: 0 done (targets may have failed), 1 a target failed and --strict,
 * 2 something could not be measured (the shop did not start, Chromium missing…).
 */
async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof UsageError) {
      (error.exitCode === 0 ? console.log : console.error)(error.message);
      return error.exitCode;
    }
    throw error;
  }
  cleanupOnSignals();
  const report = newReport(options);

  try {
    await measureEverything(options, report);
  } catch (error) {
    report.errors.push(message(error));
  } finally {
    console.log('[bench] stopping the shop and browsers');
    await cleanupAll();
  }

  report.finishedAt = new Date().toISOString();
  report.machine.loadAtEnd = loadNow();
  printReport(report);
  const file = await saveResults(report);
  console.log(`\nResults saved to ${path.relative(repoRoot, file)}`);

  if (report.errors.length > 0) return 2;
  return options.strict && report.checks.some((check) => !check.pass) ? 1 : 0;
}

/** Fills the report part by part; a part that fails is recorded and the next one still runs. */
async function measureEverything(options: BenchOptions, report: BenchReport): Promise<void> {
  const api = options.parts.has('api');
  // First, alone on the machine: nothing else of ours is running yet.
  if (api) report.ceiling = await measureCeiling(options.load);

  console.log('[bench] starting the shop (fresh embedded PostgreSQL, demo catalogue)');
  const started = performance.now();
  const shop = await startShop();
  report.shopStartSec = (performance.now() - started) / 1000;
  console.log(`[bench] the shop is up at ${shop.baseUrl} after ${report.shopStartSec.toFixed(1)} s`);

  if (api && report.ceiling) {
    try {
      report.routes = await measureRoutes(shop.baseUrl, embeddedDatabaseUrl(shop.dataDir), report.ceiling.requestsPerSec, options.load);
      report.checks.push(...report.routes.map((route) => route.check));
    } catch (error) {
      report.errors.push(`API: ${message(error)}`);
    }
  }
  if (options.parts.has('frontend')) {
    try {
      report.frontend = await measureFrontend(shop.baseUrl, options.lighthouseRuns);
      report.checks.push(...frontendChecks(report.frontend));
      // Lighthouse could not run: its scores are missing (an error, exit 2), the JS budget is still checked.
      if (report.frontend.lighthouseError) report.errors.push(`Lighthouse: ${report.frontend.lighthouseError}`);
    } catch (error) {
      report.errors.push(`front end: ${message(error)}`);
    }
  }
  // Last: it grows the shop's catalogue, which would change every figure measured after it.
  if (options.parts.has('catalogue')) {
    try {
      report.catalogue = await measureCatalogue(shop.baseUrl, embeddedDatabaseUrl(shop.dataDir), options.catalogueSize);
      report.checks.push(...report.catalogue.checks);
    } catch (error) {
      report.errors.push(`catalogue: ${message(error)}`);
    }
  }
  report.shopLogLines = shop.process.linesAfterReady();
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

process.exitCode = await main();
