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
 * Carts by session token. Reads take no lock; changes are checked against
 * the version they read (or, when a cart is busy, hold its row lock), so
 * concurrent changes to one cart never overwrite each other.
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
   * Read-modify-write of a cart that never loses an update. First
   * optimistically: read, decide, then write only if the stored version is
   * still the one read (one statement each, no lock held in between). If
   * another write got there first, decide again on the new state; after a
   * second clash, fall back to the row lock (SELECT … FOR UPDATE), which makes
   * concurrent writers to one busy cart queue instead of spinning.
   * `apply` must be pure: it may run more than once.
   */
  async change<R>(sessionToken: string, apply: (current: StoredCart) => LockedChange<R>): Promise<{ result: R; cart: StoredCart }> {
    for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
      const stored = await this.find(sessionToken);
      const current = stored ?? { document: emptyCartDocument(), version: 0 };
      const outcome = apply(current);
      if ('keep' in outcome) return { result: outcome.result, cart: current };
      const written = stored ? await this.writeIfUnchanged(sessionToken, outcome.save, current.version) : await this.create(sessionToken, outcome.save);
      if (written !== null) return { result: outcome.result, cart: { document: outcome.save, version: written } };
    }
    return this.changeLocked(sessionToken, apply);
  }

  private async writeIfUnchanged(sessionToken: string, document: CartDocument, version: number): Promise<number | null> {
    const rows = (
      await this.db.execute(sql`UPDATE carts SET document = ${JSON.stringify(document)}::jsonb, version = version + 1, updated_at = now()
        WHERE session_token = ${sessionToken} AND version = ${version} RETURNING version`)
    ).rows as { version: number }[];
    return rows[0] ? Number(rows[0].version) : null;
  }

  private async create(sessionToken: string, document: CartDocument): Promise<number | null> {
    const rows = (
      await this.db.execute(sql`INSERT INTO carts (session_token, document, version) VALUES (${sessionToken}, ${JSON.stringify(document)}::jsonb, 1)
        ON CONFLICT (session_token) DO NOTHING RETURNING version`)
    ).rows as { version: number }[];
    return rows[0] ? Number(rows[0].version) : null;
  }

  /** The pessimistic path: one transaction holding the row lock from read to write. */
  private async changeLocked<R>(sessionToken: string, apply: (current: StoredCart) => LockedChange<R>): Promise<{ result: R; cart: StoredCart }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO carts (session_token, document) VALUES (${sessionToken}, ${JSON.stringify(emptyCartDocument())}::jsonb)
        ON CONFLICT (session_token) DO NOTHING`);
      const rows = (
        await tx.execute(sql`SELECT document, version FROM carts WHERE session_token = ${sessionToken} FOR UPDATE`)
      ).rows as { document: CartDocument; version: number }[];
      const current: StoredCart = { document: withDefaults(rows[0]?.document), version: Number(rows[0]?.version ?? 0) };
      const outcome = apply(current);
      if ('keep' in outcome) return { result: outcome.result, cart: current };
      const updated = (
        await tx.execute(sql`UPDATE carts SET document = ${JSON.stringify(outcome.save)}::jsonb, version = version + 1, updated_at = now()
          WHERE session_token = ${sessionToken} RETURNING version`)
      ).rows as { version: number }[];
      return { result: outcome.result, cart: { document: outcome.save, version: Number(updated[0]?.version ?? current.version + 1) } };
    });
  }
}

/** Optimistic tries before a change takes the row lock. */
const OPTIMISTIC_ATTEMPTS = 2;

/** Documents saved by older versions may lack newer fields. */
function withDefaults(document: CartDocument | undefined): CartDocument {
  return { ...emptyCartDocument(), ...(document ?? {}) };
}
