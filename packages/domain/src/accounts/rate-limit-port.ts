/** Counters over time windows, shared by every instance (sign-in attempts, contact messages, error reports); packages/db implements it. */
export interface RateLimitRepository {
  /** Counts a hit on `key` and returns the hits in the current window (a window older than `windowSeconds` starts again). */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Takes one of `max` attempts in the current window atomically; false when none is left. */
  reserve(key: string, windowSeconds: number, max: number): Promise<boolean>;
  /** Gives back a slot `reserve` took (an attempt that turned out not to count). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}
