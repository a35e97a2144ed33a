import type { LockedChange, StoredCart } from '@soul/domain/cart-document/cart-port';
import { randomUUID } from 'node:crypto';
import { emptyCartDocument, type CartDocument } from '@soul/domain/cart-document/document';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection.ts';
import { connectTestDatabase } from '../testing.ts';
import { PgCartRepository, type KnownCartState } from './cart.repository.ts';

/** Two shop instances on one database: each remembers the cart states it saw. */
let database: DatabaseHandle;
let first: PgCartRepository;
let second: PgCartRepository;

beforeAll(async () => {
  database = await connectTestDatabase();
  first = new PgCartRepository(database.db, new Map<string, KnownCartState>());
  second = new PgCartRepository(database.db, new Map<string, KnownCartState>());
});
afterAll(async () => database.close());

const token = () => `t_test_${randomUUID()}`;

function withLine(document: CartDocument, productId: number, quantity = 1): CartDocument {
  const line = { key: String(productId).padStart(32, '0'), productId, quantity, data: {}, bundledBy: null, bundledItemId: null };
  return { ...document, lines: [...document.lines, line] };
}

const add =
  (productId: number) =>
  (current: StoredCart): LockedChange<null> => ({ save: withLine(current.document, productId), result: null });

/** Refuses unless the product is in the cart (like removing a line by its key). */
const requireLine =
  (productId: number) =>
  (current: StoredCart): LockedChange<boolean> => {
    const found = current.document.lines.some((l) => l.productId === productId);
    return found
      ? { save: { ...current.document, lines: current.document.lines.filter((l) => l.productId !== productId) }, result: true }
      : { keep: true, result: false };
  };

const productIds = (cart: StoredCart | null) => cart?.document.lines.map((l) => l.productId);

describe('PgCartRepository with remembered states', () => {
  it('sees a change made by another instance, on read and on write', async () => {
    const session = token();
    await first.change(session, add(1));
    expect(productIds(await second.find(session))).toEqual([1]);
    await second.change(session, add(2));
    // The first instance still remembers [1]; its write is checked by version and redone.
    const { cart } = await first.change(session, add(3));
    expect(productIds(cart)).toEqual([1, 2, 3]);
    expect(productIds(await second.find(session))).toEqual([1, 2, 3]);
  });

  it('re-checks a refusal made from a remembered state before giving it', async () => {
    const session = token();
    await first.change(session, add(1));
    await second.find(session);
    await second.change(session, add(2));
    // From memory the first instance would say "no line 2"; the database says otherwise.
    const { result, cart } = await first.change(session, requireLine(2));
    expect(result).toBe(true);
    expect(productIds(cart)).toEqual([1]);
  });

  it('never takes an old state for a cart made again under the same token', async () => {
    const session = token();
    await first.change(session, add(1));
    await database.db.execute(sql`DELETE FROM carts WHERE session_token = ${session}`);
    await second.change(session, add(7));
    // Same version number (1) as the state the first instance remembers, but a new row.
    expect(productIds(await first.find(session))).toEqual([7]);
  });

  it('loses no update when both instances write at once', async () => {
    const session = token();
    await first.change(session, (current) => ({ save: current.document, result: null }));
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).change(session, add(100 + i))));
    const stored = await first.find(session);
    expect(productIds(stored)?.sort()).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i).sort());
    expect(stored?.document).not.toEqual(emptyCartDocument());
  });
});
