import type { VisitorTimer } from './timer.ts';

/** Whose timer: the account once signed in (it follows it across devices), else the session. */
export type TimerOwner = { userId: number } | { sessionToken: string };

/** Visitor timers in storage (packages/db implements it). */
export interface TimerRepository {
  find(owner: TimerOwner, timerId: string): Promise<VisitorTimer | null>;
  /**
   * Starts the timer unless the owner already has one with this id, in one
   * statement: two tabs starting at once get the same timer. Answers the
   * timer as stored (the earlier one when it existed).
   */
  startOnce(owner: TimerOwner, timer: VisitorTimer): Promise<VisitorTimer>;
}
