import type { AdminActor } from '../audit/admin-audit.ts';
import type { PointsBalance, PointsEntryKind, PointsEntryStatus, PointsSource } from './ledger.ts';

/** An entry as stored: the ledger's entry plus whose it is and what the history says about it. */
export interface StoredPointsEntry {
  id: number;
  userId: number;
  kind: PointsEntryKind;
  points: number;
  status: PointsEntryStatus;
  source: PointsSource;
  /** The history's text: a key of the `points` catalog's `history` and its values (product name, order number). */
  description: { key: string; params: Record<string, string | number> };
  /** Free text an administrator wrote (an adjustment's reason); '' otherwise. */
  details: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface PointsListQuery {
  page: number;
  perPage: number;
  order: 'asc' | 'desc';
  userId: number | null;
  statuses: readonly PointsEntryStatus[];
  kinds: readonly PointsEntryKind[];
}

export interface NewAdjustment {
  userId: number;
  points: number;
  details: string;
  /** Who adjusted (the back office's signed-in user): the entry's source and its audit row's actor. */
  actor: AdminActor;
}

/** The points ledger in storage (packages/db implements it); every write in one transaction under the customer's row lock. */
export interface PointsRepository {
  /** The balance worked out from the entries (a SQL sum; never a stored figure). */
  balance(userId: number): Promise<PointsBalance>;
  list(query: PointsListQuery): Promise<{ rows: StoredPointsEntry[]; total: number }>;
  /**
   * A confirmed adjustment. `unknown_customer` when the account does not
   * exist; `overdraw` when a negative one would take more than is available.
   */
  adjust(adjustment: NewAdjustment): Promise<StoredPointsEntry | 'unknown_customer' | 'overdraw'>;
}
