/**
 * Every demo date is counted back from a fixed moment, not from "now", so a
 * seeded database is the same on every run and date ordering never ties.
 */
export const SEED_ANCHOR = new Date('2026-11-01T09:00:00.000Z');

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export function daysBeforeAnchor(days: number, plusMinutes = 0): Date {
  return new Date(SEED_ANCHOR.getTime() - days * DAY_MS + plusMinutes * MINUTE_MS);
}
