import { parseCronItems, type ParsedCronItem } from 'graphile-worker';

/** A task run on a cron schedule, once across all instances (graphile-worker's known_crontabs). */
export interface Schedule {
  /** Names the schedule in graphile-worker's bookkeeping: keep it stable, or the schedule starts over. */
  identifier: string;
  task: string;
  /** Minute hour day-of-month month day-of-week, in UTC. */
  cron: string;
  /** How far back missed runs are made up after a downtime (ms); 0 = never. */
  backfillMs?: number;
}

export function parseSchedules(schedules: readonly Schedule[]): ParsedCronItem[] {
  return parseCronItems(
    schedules.map((s) => ({
      identifier: s.identifier,
      task: s.task,
      match: s.cron,
      // A failed run is not retried: the schedule's next run is the retry (retries would pile up beside it).
      options: { backfillPeriod: s.backfillMs ?? 0, maxAttempts: 1 },
    })),
  );
}

/**
 * The last minute in (after, until] at which the schedule fires, or null.
 * Searched backwards minute by minute: an every-minute schedule answers at
 * once, and even a yearly one over ten years is a few million cheap checks.
 */
export function lastFiring(item: ParsedCronItem, after: Date, until: Date): Date | null {
  const minute = 60_000;
  for (let t = Math.floor(until.getTime() / minute) * minute; t > after.getTime(); t -= minute) {
    const at = new Date(t);
    if (
      item.match({
        min: at.getUTCMinutes(),
        hour: at.getUTCHours(),
        date: at.getUTCDate(),
        month: at.getUTCMonth() + 1,
        dow: at.getUTCDay(),
      })
    )
      return at;
  }
  return null;
}
