import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** Drizzle over a pg pool; `$client` is that pool, for the few queries worth preparing by name. */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (int8) and numeric as strings; counts are small
// enough for a JS number, so parse them as such.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Opens a pool on `url` and checks that it answers, with a clear error if not. */
export async function connectDatabase(url: string, options: { max?: number } = {}): Promise<DatabaseHandle> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('DATABASE_URL is not a valid URL. Expected postgres://user:password@host:port/database');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// (got ${parsed.protocol}//)`);
  }
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error(`[db] idle client error: ${error.message}`));
  // Nor one checked out (graphile-worker holds one for LISTEN) that loses its connection between
  // queries: without a listener that error would crash the process. Its holder hears of it at its
  // next query; idle clients are reported above already, so nothing is logged here.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const where = `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
    throw new Error(`Cannot connect to PostgreSQL at ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { db: drizzle(pool, { schema }), pool, url, close: () => pool.end() };
}

/**
 * A second, small pool for session data (carts): its connections commit
 * without waiting for the WAL flush (synchronous_commit=off). A crash may
 * lose the last few milliseconds of cart changes, never corrupt anything;
 * orders and payments keep using the main, fully durable pool.
 */
export function openSessionDataPool(url: string, max = 10): { db: Database; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max, options: '-c synchronous_commit=off' });
  pool.on('error', (error) => console.error(`[db] idle session-data client error: ${error.message}`));
  return { db: drizzle(pool, { schema }), close: () => pool.end() };
}
