import { describe, expect, it } from 'vitest';
import { isTimerRunning, MAX_TIMER_SECONDS, timeLeftSeconds, timerExpiresAt } from './timer.ts';

const start = new Date('2026-11-28T10:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('timer arithmetic', () => {
  it.each([
    [1800, at(0), 1800],
    [1800, at(1), 1800],
    [1800, at(999), 1800],
    [1800, at(1000), 1799],
    [1800, at(1_799_001), 1],
    [1800, at(1_800_000), 0],
    [1800, at(5_000_000), 0],
    [60, at(-5000), 65],
  ])('a %is timer read at %s has %is left', (duration, now, left) => {
    expect(timeLeftSeconds(timerExpiresAt(start, duration), now)).toBe(left);
  });

  it.each([0, -1, 1.5, MAX_TIMER_SECONDS + 1, Number.NaN])('refuses a duration of %s', (duration) => {
    expect(() => timerExpiresAt(start, duration)).toThrow(RangeError);
  });

  it('is running until the last millisecond, then not', () => {
    const timer = { timerId: 'promo-welcome', startedAt: start, expiresAt: timerExpiresAt(start, 10) };
    expect(isTimerRunning(timer, at(9_999))).toBe(true);
    expect(isTimerRunning(timer, at(10_000))).toBe(false);
    expect(isTimerRunning(null, start)).toBe(false);
  });
});
