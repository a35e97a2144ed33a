import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../packages/db/src/connection.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../packages/db/src/embedded.ts';
import { runMigrations } from '../packages/db/src/migrate.ts';
import { seedDemoData } from '../packages/db/src/seed/index.ts';

import type {} from '../packages/db/src/testing.ts';

/**
 * Vitest global setup for the `server` project: one fresh, migrated and
 * seeded database per run. With DATABASE_URL set it creates a throw-away
 * database on that server (and drops it afterwards); otherwise it starts an
 * embedded PostgreSQL in a temporary directory.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let url: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  if (external) {
    const name = `soul_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const target = new URL(external);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: external });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
    console.log(`[test-database] external PostgreSQL, database ${name}`);
  } else {
    dataDir = await mkdtemp(path.join(tmpdir(), 'soul-test-'));
    embedded = await startEmbeddedPostgres({ dataDir });
    url = embedded.url;
    console.log('[test-database] embedded PostgreSQL');
  }

  const handle = await connectDatabase(url);
  await runMigrations(handle.pool);
  await seedDemoData(handle.db);
  await handle.close();
  project.provide('databaseUrl', url);

  return async () => {
    await dropDatabase?.();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
