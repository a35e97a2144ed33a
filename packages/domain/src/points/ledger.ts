/**
 * The points ledger (storefront §1, account §2, DESIGN §5 "One points
 * ledger"): every change to a customer's points is an entry — earned,
 * spent, expired, adjusted — and the balance is always worked out from the
 * entries, never stored on its own. 1 point is €1 off.
 */
export const POINTS_ENTRY_KINDS = ['earn', 'spend', 'expire', 'adjust'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

/**
 * `pending`: waiting for what earns it to become final (an order paid and
 * past its refund window, a review approved) or, for a spend, reserved with
 * an order not yet paid; `confirmed`: counts; `reversed`: taken back (a
 * refund, a rejected review, a failed or cancelled order's reservation).
 */
export const POINTS_ENTRY_STATUSES = ['pending', 'confirmed', 'reversed'] as const;
export type PointsEntryStatus = (typeof POINTS_ENTRY_STATUSES)[number];

/** What an entry is for: the thing whose fate decides its status. */
export type PointsSource =
  | { type: 'review'; id: number }
  | { type: 'referral'; id: number }
  | { type: 'order'; id: number }
  | { type: 'administrator'; id: number };

export interface PointsEntry {
  kind: PointsEntryKind;
  /** Whole points: positive for earn, negative for spend and expire, either for adjust. */
  points: number;
  status: PointsEntryStatus;
  source: PointsSource;
  createdAt: Date;
}

/** The moves an entry's status may make: pending settles once; a confirmed entry can still be reversed (a refund after delivery). */
const STATUS_MOVES: Readonly<Record<PointsEntryStatus, readonly PointsEntryStatus[]>> = {
  pending: ['confirmed', 'reversed'],
  confirmed: ['reversed'],
  reversed: [],
};

export function canMovePointsEntry(from: PointsEntryStatus, to: PointsEntryStatus): boolean {
  return STATUS_MOVES[from].includes(to);
}

/** The sign each kind must have (adjust may go either way, never 0). */
export function pointsEntryProblem(entry: Pick<PointsEntry, 'kind' | 'points'>): 'not_whole' | 'wrong_sign' | null {
  if (!Number.isSafeInteger(entry.points) || entry.points === 0) return 'not_whole';
  if (entry.kind === 'earn' && entry.points < 0) return 'wrong_sign';
  if ((entry.kind === 'spend' || entry.kind === 'expire') && entry.points > 0) return 'wrong_sign';
  return null;
}

export interface PointsBalance {
  /** What the customer can spend now: confirmed entries, less every spend not reversed (a reserved spend is already gone). */
  available: number;
  /** Earned but not final yet (shown as "pending" in the account). */
  pending: number;
}

/**
 * The balance from the ledger. Spends count while pending (the points are
 * reserved with the order), earnings only once confirmed; reversed entries
 * count for nothing. Never below 0: a refund that reverses points already
 * spent leaves the balance at 0 rather than owing.
 */
export function pointsBalance(entries: readonly Pick<PointsEntry, 'kind' | 'points' | 'status'>[]): PointsBalance {
  let available = 0;
  let pending = 0;
  for (const entry of entries) {
    if (entry.status === 'reversed') continue;
    const reserves = entry.points < 0;
    if (entry.status === 'confirmed' || reserves) available += entry.points;
    else pending += entry.points;
  }
  return { available: Math.max(0, available), pending };
}
