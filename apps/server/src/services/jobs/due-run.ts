import { EventEmitter } from 'node:events';
import { queueJob, WORKER_SCHEMA, workerLogger } from '@soul/db';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { makeWorkerUtils, runOnce, type ParsedCronItem, type TaskList, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { FLUSH_ON_STOP } from './flush-on-stop.ts';
import type { JobLog } from './job-task.ts';
import { lastFiring } from './schedules.ts';

/** Marks the jobs a due run queues for itself. */
export const DUE_RUN_FLAG = 'due-run';

/** What a due run did. */
export interface DueRun {
  /** Identifiers of the schedules that would have fired by the due time (each run once). */
  schedules: string[];
  /** Jobs run (successes and failures). */
  jobs: number;
  failed: number;
}

/**
 * Runs once everything due at `dueAt`, then returns: each schedule that
 * would have fired between now and then (once, however many times it
 * would have), and every job whose run_at ≤ dueAt. graphile-worker takes
 * only jobs due by the database's clock, so those jobs are first moved to
 * now (workerUtils.rescheduleJobs); the services read the due time from
 * the shop's Clock, which the caller sets to `dueAt`. Jobs queued by
 * these runs, due at once, run too.
 */
export async function runDueJobs(options: {
  pool: pg.Pool;
  tasks: TaskList;
  schedules: readonly ParsedCronItem[];
  dueAt: Date;
  now: Date;
  log: JobLog;
}): Promise<DueRun> {
  const { pool, dueAt } = options;
  const db = drizzle(pool);
  const fired: string[] = [];
  for (const item of options.schedules) {
    const at = lastFiring(item, options.now, dueAt);
    if (!at) continue;
    // The payload graphile-worker's cron gives its jobs; the job key keeps one queued per schedule. The
    // flag keeps running workers (JobRunner.start) off it: they would run it at their own time, not dueAt.
    // One try, as a scheduled run gets: a failure is reported, and the next due run tries again.
    const payload = { ...item.payload, _cron: { ts: at.toISOString(), backfilled: false } };
    await queueJob(db, item.task, payload, { jobKey: `due-run:${item.identifier}`, flags: [DUE_RUN_FLAG], maxAttempts: 1 });
    fired.push(item.identifier);
  }

  const due = (
    await db.execute(sql`SELECT id::text AS id FROM ${sql.raw(WORKER_SCHEMA)}.jobs
      WHERE run_at <= ${dueAt.toISOString()}::timestamptz AND locked_at IS NULL AND attempts < max_attempts`)
  ).rows as { id: string }[];
  const utils = await makeWorkerUtils({ pgPool: pool, schema: WORKER_SCHEMA });
  try {
    if (due.length > 0)
      await utils.rescheduleJobs(
        due.map((r) => r.id),
        { runAt: new Date() },
      );
  } finally {
    await utils.release();
  }

  const events: WorkerEvents = new EventEmitter();
  let jobs = 0;
  let failed = 0;
  events.on('job:success', () => void jobs++);
  events.on('job:error', () => void (jobs++, failed++));
  await runOnce({
    pgPool: pool,
    schema: WORKER_SCHEMA,
    taskList: options.tasks,
    noHandleSignals: true,
    events,
    preset: FLUSH_ON_STOP,
    logger: workerLogger((level, message) => options.log[level]({}, message)),
  });
  return { schedules: fired, jobs, failed };
}
