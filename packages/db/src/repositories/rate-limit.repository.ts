import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

/** Fixed-window counters shared by all instances (one upsert per hit). */
export class PgRateLimitRepository {
  constructor(private readonly db: Database) {}

  /** Counts a hit on `key` and returns the hits in the current window (a window older than `windowSeconds` starts again). */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const rows = (
      await this.db.execute(sql`INSERT INTO rate_limits (key, hits, window_start) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.hits + 1 END,
          window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
        RETURNING hits`)
    ).rows as { hits: number }[];
    return rows[0]?.hits ?? 1;
  }

  /** Hits in the current window, without counting one. */
  async peek(key: string, windowSeconds: number): Promise<number> {
    const rows = (
      await this.db.execute(sql`SELECT hits FROM rate_limits WHERE key = ${key} AND window_start >= now() - make_interval(secs => ${windowSeconds})`)
    ).rows as { hits: number }[];
    return rows[0]?.hits ?? 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }
}
