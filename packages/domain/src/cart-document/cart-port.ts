import type { CartDocument } from './document.ts';

/** A cart as stored: its document and the version a change is checked against. */
export interface StoredCart {
  document: CartDocument;
  version: number;
}

/** Outcome of a locked change: a new document to save, or a refusal that changes nothing. */
export type LockedChange<R> = { save: CartDocument; result: R } | { keep: true; result: R };

/**
 * Carts by session token; packages/db implements it. Changes are checked
 * against the version they read, so concurrent changes to one cart never
 * overwrite each other.
 */
export interface CartRepository {
  find(sessionToken: string): Promise<StoredCart | null>;
  /** Read-modify-write that never loses an update; `apply` must be pure (it may run more than once). */
  change<R>(sessionToken: string, apply: (current: StoredCart) => LockedChange<R>): Promise<{ result: R; cart: StoredCart }>;
}
