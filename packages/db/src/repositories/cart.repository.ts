import type { LockedChange, StoredCart, CartRepository } from '@soul/domain/cart-document/cart-port';
import { emptyCartDocument, type CartDocument } from '@soul/domain/cart-document/document';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

/**
 * Cart states this instance has read or written, by session token. A state is
 * named by its row id and version: the id changes if a cart row is ever
 * deleted and made again, so an old state can never pass for a new one.
 * (An `LruCache` from the server fits; any bounded map does.)
 */
export interface KnownCartStates {
  get(sessionToken: string): KnownCartState | undefined;
  set(sessionToken: string, state: KnownCartState): void;
}

export interface KnownCartState extends StoredCart {
  rowId: number;
}

interface CartRow {
  id: number;
  version: number;
  /** Null when it is the state the instance already knows (see find). */
  document: CartDocument | null;
}

/**
 * Carts by session token. Reads take no lock; changes are checked against
 * the version they read (or, when a cart is busy, hold its row lock), so
 * concurrent changes to one cart never overwrite each other.
 *
 * The database stays the only truth (other instances write too), but the
 * documents themselves need not travel every time: a read asks for the
 * document only if the stored state is not the one this instance knows, and
 * a change starts from the known state and lets the version check catch a
 * stale one. So a read is one small query and a change usually one UPDATE.
 */
export class PgCartRepository implements CartRepository {
  constructor(
    private readonly db: Database,
    private readonly known: KnownCartStates,
  ) {}

  async find(sessionToken: string): Promise<StoredCart | null> {
    const known = this.known.get(sessionToken);
    // Named, so each connection parses and plans the hottest query only once.
    const { rows } = await this.db.$client.query<CartRow>({
      name: 'cart_find',
      text: `SELECT id, version, CASE WHEN id = $2 AND version = $3 THEN NULL ELSE document END AS document
        FROM carts WHERE session_token = $1`,
      values: [sessionToken, known?.rowId ?? 0, known?.version ?? -1],
    });
    const row = rows[0];
    if (!row) return null;
    if (row.document === null && known) return known;
    return this.remember(sessionToken, row);
  }

  /**
   * Read-modify-write of a cart that never loses an update. First
   * optimistically: start from the known state (or read it), decide, then
   * write only if the stored version is still that one (one statement, no
   * lock held in between). If another write got there first, read and
   * decide again; after a second clash, fall back to the row lock
   * (SELECT … FOR UPDATE), which makes concurrent writers to one busy cart
   * queue instead of spinning. `apply` must be pure: it may run more than once.
   */
  async change<R>(sessionToken: string, apply: (current: StoredCart) => LockedChange<R>): Promise<{ result: R; cart: StoredCart }> {
    // From memory, not yet confirmed by the database: a write is checked by
    // its version anyway, but a refusal must be re-checked before it is given.
    let stored: StoredCart | null | undefined = this.known.get(sessionToken);
    let confirmed = false;
    for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
      if (!confirmed && (attempt > 0 || stored === undefined)) {
        stored = await this.find(sessionToken);
        confirmed = true;
      }
      const current = stored ?? { document: emptyCartDocument(), version: 0 };
      const outcome = apply(current);
      if ('keep' in outcome) {
        if (confirmed) return { result: outcome.result, cart: current };
        const fresh = await this.find(sessionToken);
        if (fresh === stored) return { result: outcome.result, cart: current };
        stored = fresh;
        confirmed = true;
        continue;
      }
      const written = stored
        ? await this.writeIfUnchanged(sessionToken, outcome.save, current.version)
        : await this.create(sessionToken, outcome.save);
      if (written) return { result: outcome.result, cart: written };
      confirmed = false;
    }
    return this.changeLocked(sessionToken, apply);
  }

  private async writeIfUnchanged(sessionToken: string, document: CartDocument, version: number): Promise<StoredCart | null> {
    const { rows } = await this.db.$client.query<CartRow>({
      name: 'cart_write_if_unchanged',
      text: `UPDATE carts SET document = $2::jsonb, version = version + 1, updated_at = now()
        WHERE session_token = $1 AND version = $3 RETURNING id, version`,
      values: [sessionToken, JSON.stringify(document), version],
    });
    return rows[0] ? this.remember(sessionToken, { ...rows[0], document }) : null;
  }

  private async create(sessionToken: string, document: CartDocument): Promise<StoredCart | null> {
    const rows = (
      await this.db
        .execute(sql`INSERT INTO carts (session_token, document, version) VALUES (${sessionToken}, ${JSON.stringify(document)}::jsonb, 1)
        ON CONFLICT (session_token) DO NOTHING RETURNING id, version`)
    ).rows as unknown as CartRow[];
    return rows[0] ? this.remember(sessionToken, { ...rows[0], document }) : null;
  }

  /** The pessimistic path: one transaction holding the row lock from read to write. */
  private async changeLocked<R>(
    sessionToken: string,
    apply: (current: StoredCart) => LockedChange<R>,
  ): Promise<{ result: R; cart: StoredCart }> {
    const { result, row } = await this.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO carts (session_token, document) VALUES (${sessionToken}, ${JSON.stringify(emptyCartDocument())}::jsonb)
        ON CONFLICT (session_token) DO NOTHING`);
      const locked = (await tx.execute(sql`SELECT id, document, version FROM carts WHERE session_token = ${sessionToken} FOR UPDATE`))
        .rows as unknown as CartRow[];
      const current = {
        id: Number(locked[0]?.id ?? 0),
        version: Number(locked[0]?.version ?? 0),
        document: withDefaults(locked[0]?.document ?? undefined),
      };
      const outcome = apply(current);
      if ('keep' in outcome) return { result: outcome.result, row: current };
      const updated = (
        await tx.execute(sql`UPDATE carts SET document = ${JSON.stringify(outcome.save)}::jsonb, version = version + 1, updated_at = now()
          WHERE session_token = ${sessionToken} RETURNING id, version`)
      ).rows as unknown as CartRow[];
      return {
        result: outcome.result,
        row: { id: current.id, version: Number(updated[0]?.version ?? current.version + 1), document: outcome.save },
      };
    });
    // Remembered only once committed.
    return { result, cart: this.remember(sessionToken, row) };
  }

  private remember(sessionToken: string, row: CartRow): KnownCartState {
    const state = { rowId: Number(row.id), version: Number(row.version), document: withDefaults(row.document ?? undefined) };
    this.known.set(sessionToken, state);
    return state;
  }
}

/** Optimistic tries before a change takes the row lock. */
const OPTIMISTIC_ATTEMPTS = 2;

/** Documents saved by older versions may lack newer fields. */
function withDefaults(document: CartDocument | undefined): CartDocument {
  return { ...emptyCartDocument(), ...(document ?? {}) };
}
