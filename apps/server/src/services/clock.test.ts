import { describe, expect, it } from 'vitest';
import { SettableClock, systemClock } from './clock.ts';

describe('clocks', () => {
  it('a settable clock stays where it is set until set or advanced', () => {
    const clock = new SettableClock(new Date('2027-03-01T09:00Z'));
    expect(clock.now().toISOString()).toBe('2027-03-01T09:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2027-03-01T09:01:30.000Z');
    clock.set(new Date('2027-04-01T00:00Z'));
    expect(clock.now().toISOString()).toBe('2027-04-01T00:00:00.000Z');
  });

  it('the system clock tells the time', () => {
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
