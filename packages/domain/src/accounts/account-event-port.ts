import type { AccountEventSubject, AccountEventType } from '@soul/contracts';

/** One entry of an account's event log (account §2 "logs"). */
export interface StoredAccountEvent {
  id: number;
  userId: number;
  type: AccountEventType;
  subject: AccountEventSubject;
  subjectId: number | null;
  createdAt: Date;
}

/**
 * The account event log; packages/db implements it. Sign-in, sign-out and
 * profile saves are written by their own repositories' transactions, order
 * and subscription changes by triggers; only views are recorded here.
 */
export interface AccountEventRepository {
  /** A user looked at an order or invoice. */
  recordView(userId: number, subject: 'order' | 'invoice', subjectId: number): Promise<void>;
  /** One page of a user's log, newest first, with the count of all that match. */
  list(
    userId: number,
    filter: { type?: AccountEventType; page: number; perPage: number },
  ): Promise<{ events: StoredAccountEvent[]; total: number }>;
  /** The company a user belongs to (a director leads it, staff work for it); null for none. */
  companyOf(userId: number): Promise<number | null>;
}
