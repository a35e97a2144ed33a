import type { RateLimitRepository } from '@soul/domain/accounts/rate-limit-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

/** Fixed-window counters shared by all instances (one upsert per hit). */
export class PgRateLimitRepository implements RateLimitRepository {
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

  /**
   * Takes one of `max` attempts in the current window, atomically: the count
   * is raised only while it is below `max`, in one statement, so any number
   * of parallel callers on any number of instances get at most `max` slots.
   * False when none is left.
   */
  async reserve(key: string, windowSeconds: number, max: number): Promise<boolean> {
    const rows = (
      await this.db.execute(sql`INSERT INTO rate_limits (key, hits, window_start) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.hits + 1 END,
          window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
        WHERE rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) OR rate_limits.hits < ${max}
        RETURNING hits`)
    ).rows as { hits: number }[];
    return rows.length > 0;
  }

  /** Gives back a slot `reserve` took (an attempt that turned out not to count). */
  async release(key: string): Promise<void> {
    await this.db.execute(sql`UPDATE rate_limits SET hits = hits - 1 WHERE key = ${key} AND hits > 0`);
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }
}
