/**
 * Visitor countdown timers (storefront §4, §7; issue 17 "honest urgency"):
 * a timer is started once and ends at a fixed moment. Reloading, a second
 * tab or another device only reads it again; it is never restarted, so the
 * countdown a shopper sees is a real deadline.
 */

/** The longest countdown a client may start: the 24-hour extension offer is the longest the shop shows. */
export const MAX_TIMER_SECONDS = 7 * 24 * 60 * 60;

export interface VisitorTimer {
  timerId: string;
  startedAt: Date;
  expiresAt: Date;
}

/** When a timer started at `startedAt` for `durationSeconds` ends. */
export function timerExpiresAt(startedAt: Date, durationSeconds: number): Date {
  if (!Number.isInteger(durationSeconds) || durationSeconds < 1 || durationSeconds > MAX_TIMER_SECONDS)
    throw new RangeError(`timer duration must be 1–${MAX_TIMER_SECONDS} whole seconds, got ${durationSeconds}`);
  return new Date(startedAt.getTime() + durationSeconds * 1000);
}

/**
 * Whole seconds left, rounded up (a countdown showing 00:00:00 while time
 * remains would end early), never below 0.
 */
export function timeLeftSeconds(expiresAt: Date, now: Date): number {
  const ms = expiresAt.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 1000);
}

export function isTimerRunning(timer: VisitorTimer | null, now: Date): boolean {
  return timer !== null && timeLeftSeconds(timer.expiresAt, now) > 0;
}
