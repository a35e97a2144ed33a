import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './connection.ts';
import { runMigrations } from './migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by scripts/test-database.ts (the server project's global setup). */
    databaseUrl: string;
  }
}

/**
 * Opens the run's test database (prepared by scripts/test-database.ts).
 * `applicationName` names the connections in PostgreSQL, so a test can tell
 * its own app's writes from those of the test files running beside it.
 */
export function connectTestDatabase(options: { applicationName?: string } = {}): Promise<DatabaseHandle> {
  const url = new URL(inject('databaseUrl'));
  if (options.applicationName) url.searchParams.set('application_name', options.applicationName);
  return connectDatabase(url.toString(), { max: 5 });
}

/**
 * A database of its own on the run's PostgreSQL, migrated and empty (no
 * demo data), dropped by `drop`. For tests whose background work reaches
 * every row of a table, such as the subscription sweep renewing whatever
 * is due: on the shared database it would renew other test files' rows.
 */
export async function isolatedTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const server = inject('databaseUrl');
  const name = `soul_isolated_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await connectDatabase(url.toString(), { max: 5 });
  await runMigrations(database.pool);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
