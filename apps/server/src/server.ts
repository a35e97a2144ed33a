import { mkdir } from 'node:fs/promises';
import {
  connectDatabase,
  copyDemoVideos,
  copyDemoDownloads,
  generateProductImages,
  isCatalogueEmpty,
  runMigrations,
  seedDemoData,
  startEmbeddedPostgres,
  type DatabaseHandle,
  type EmbeddedDatabase,
} from '@soul/db';
import { buildApp } from './app.ts';
import { DEMO_ORDERS } from './services/demo/demo-orders.ts';
import { loadConfig } from './config.ts';
import { loadErrorReporter, type ErrorReporter } from './services/reporting/error-reporter.ts';

/**
 * Starts the shop: database (embedded unless DATABASE_URL is set), migrations,
 * demo catalogue (and the demo accounts' orders) on an empty database,
 * product images, then HTTP.
 * Any failure prints one clear line and exits non-zero; nothing is touched.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`\nSoul Shop could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  let embedded: EmbeddedDatabase | undefined;
  let database: DatabaseHandle | undefined;
  let errorReporter: ErrorReporter | null = null;

  const shutdown = async (code: number) => {
    await database?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    // Reports still being sent (or retried) get a moment to leave.
    await errorReporter?.close(2000).catch(() => {});
    process.exit(code);
  };

  try {
    // First, so uncaught errors are reported from the start (only with SENTRY_DSN: otherwise nothing is loaded).
    errorReporter = await loadErrorReporter(config.sentryDsn);
    let databaseUrl: string;
    if (config.databaseUrl) {
      console.log('Using the PostgreSQL server from DATABASE_URL');
      databaseUrl = config.databaseUrl;
    } else {
      console.log(`Starting the embedded PostgreSQL (data in ${config.dataDir})`);
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        log: (line) => {
          if (/FATAL|PANIC|ERROR/.test(line)) console.error(`[postgres] ${line}`);
        },
      });
      databaseUrl = embedded.url;
    }
    database = await connectDatabase(databaseUrl, { max: config.dbPoolSize });
    await runMigrations(database.pool);
    const demoShop = await isCatalogueEmpty(database.db);
    if (demoShop) {
      console.log('Empty database: loading the demo catalogue');
      await seedDemoData(database.db);
    }
    await mkdir(config.mediaDir, { recursive: true });
    // Only the first start renders anything (a few seconds); later starts find the files.
    await generateProductImages(config.mediaDir);
    await copyDemoVideos(config.mediaDir);
    await copyDemoDownloads(config.downloadsDir);

    // A new demo shop also gets the demo accounts' first orders, placed through the real checkout.
    const app = await buildApp({ config, database, errorReporter, demoOrders: demoShop ? DEMO_ORDERS : undefined });
    const address = await app.listen({ port: config.port, host: config.host });
    const shown = config.publicUrl ?? address;
    console.log(`\nSoul Shop is running at ${shown}/  (Lithuanian: ${shown}/lt/)\n`);

    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.log(`\n${signal}: shutting down`);
        void app.close().finally(() => shutdown(0));
      });
    }
  } catch (error) {
    console.error(`\nSoul Shop could not start: ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}

void main();
