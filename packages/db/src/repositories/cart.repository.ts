import { emptyCartDocument, type CartDocument } from '@soul/domain/cart-document/document';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

export interface StoredCart {
  document: CartDocument;
  version: number;
}

/** Outcome of a locked change: a new document to save, or a refusal that changes nothing. */
export type LockedChange<R> = { save: CartDocument; result: R } | { keep: true; result: R };

/**
 * Carts by session token. Reads take no lock; every change runs in one
 * transaction holding the cart's row lock from read to write, so concurrent
 * changes to one cart queue instead of overwriting each other.
 */
export class PgCartRepository {
  constructor(private readonly db: Database) {}

  async find(sessionToken: string): Promise<StoredCart | null> {
    const rows = (
      await this.db.execute(sql`SELECT document, version FROM carts WHERE session_token = ${sessionToken}`)
    ).rows as { document: CartDocument; version: number }[];
    const row = rows[0];
    return row ? { document: withDefaults(row.document), version: Number(row.version) } : null;
  }

  /**
   * Runs `apply` under the cart's row lock and saves what it returns. `apply`
   * must not query through the pool: the transaction already holds a connection.
   */
  async change<R>(sessionToken: string, apply: (current: StoredCart) => LockedChange<R>): Promise<{ result: R; cart: StoredCart }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO carts (session_token, document) VALUES (${sessionToken}, ${JSON.stringify(emptyCartDocument())}::jsonb)
        ON CONFLICT (session_token) DO NOTHING`);
      const rows = (
        await tx.execute(sql`SELECT document, version FROM carts WHERE session_token = ${sessionToken} FOR UPDATE`)
      ).rows as { document: CartDocument; version: number }[];
      const current: StoredCart = { document: withDefaults(rows[0]?.document), version: Number(rows[0]?.version ?? 0) };
      const outcome = apply(current);
      if ('keep' in outcome) {
        // Nothing to save; an empty row made just now for this attempt is not worth keeping.
        if (current.version === 0 && current.document.lines.length === 0) {
          await tx.execute(sql`DELETE FROM carts WHERE session_token = ${sessionToken} AND version = 0`);
        }
        return { result: outcome.result, cart: current };
      }
      const updated = (
        await tx.execute(sql`UPDATE carts SET document = ${JSON.stringify(outcome.save)}::jsonb, version = version + 1, updated_at = now()
          WHERE session_token = ${sessionToken} RETURNING version`)
      ).rows as { version: number }[];
      return { result: outcome.result, cart: { document: outcome.save, version: Number(updated[0]?.version ?? current.version + 1) } };
    });
  }
}

/** Documents saved by older versions may lack newer fields. */
function withDefaults(document: CartDocument | undefined): CartDocument {
  return { ...emptyCartDocument(), ...(document ?? {}) };
}
