/**
 * Where services read the current time. Production uses the system clock;
 * tests and demos use a SettableClock, so a renewal due next month or a
 * payment stuck for ten minutes can be shown now (see `npm run jobs -- --due-at`).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that says what it is told: fixed at `start` until set or advanced. */
export class SettableClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date): void {
    this.current = to.getTime();
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
