import type { SQL } from 'drizzle-orm';
import type { Database } from '../connection.ts';

/**
 * The number a `SELECT count(*) AS n …` answers. Lists count with a window
 * (`count(*) OVER ()`) on the page's own rows; past the last page there is
 * no row to carry it, and the count is asked for on its own.
 */
export async function countRows(db: Database, query: SQL): Promise<number> {
  const rows = (await db.execute(query)).rows as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}
