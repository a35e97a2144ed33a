import type { MarketingEventRepository } from '@soul/domain/marketing/marketing-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

/** Marketing events kept locally (storefront §7): what a marketing service would be told. */
export class PgMarketingEventRepository implements MarketingEventRepository {
  constructor(private readonly db: Database) {}

  async record(event: { kind: string; sessionToken: string | null; email: string | null; payload: unknown }): Promise<void> {
    await this.db.execute(sql`INSERT INTO marketing_events (kind, session_token, email, payload)
      VALUES (${event.kind}, ${event.sessionToken}, ${event.email}, ${JSON.stringify(event.payload)}::jsonb)`);
  }

  async count(kind: string, sessionToken: string): Promise<number> {
    const rows = (
      await this.db.execute(sql`SELECT count(*)::int AS n FROM marketing_events WHERE kind = ${kind} AND session_token = ${sessionToken}`)
    ).rows as { n: number }[];
    return rows[0]?.n ?? 0;
  }
}
