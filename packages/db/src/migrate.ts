import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import type pg from 'pg';
import { quietWorkerLogger } from './jobs/worker-logger.ts';
import { WORKER_SCHEMA } from './jobs/add-job.ts';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));
// Any constant works; it only has to be the same for every instance.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies pending migrations: graphile-worker's own (its schema, for
 * background jobs), then the shop's. Instances starting together on one
 * database take turns through a session advisory lock instead of racing
 * each other. graphile-worker's go first because the shop's SQL queues jobs
 * through its `add_job` function (and migration 0018 moves the old job
 * table's queued jobs into it).
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await runWorkerMigrations({ pgPool: pool, schema: WORKER_SCHEMA, logger: quietWorkerLogger });
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * How many of this build's migrations the database has not applied yet
 * (0 = the schema is the one this code expects). Read for `/readyz`: an
 * instance of a newer build waiting on another's migration is not ready.
 */
export async function pendingMigrations(pool: pg.Pool): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  const applied = await pool
    .query<{ n: number }>(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)
    .catch(() => ({ rows: [{ n: 0 }] }));
  return Math.max(0, journal.entries.length - (applied.rows[0]?.n ?? 0));
}
