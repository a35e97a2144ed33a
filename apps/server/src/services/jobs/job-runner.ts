import { WORKER_SCHEMA, workerLogger } from '@soul/db';
import { run, type Runner } from 'graphile-worker';
import type pg from 'pg';
import { DUE_RUN_FLAG, runDueJobs, type DueRun } from './due-run.ts';
import { FLUSH_ON_STOP } from './flush-on-stop.ts';
import { taskList, type JobHandler, type JobLog } from './job-task.ts';
import { parseSchedules, type Schedule } from './schedules.ts';

export interface JobRunnerOptions {
  /** The shop's pool: handlers run their queries on it; graphile-worker takes its own connections from it too. */
  pool: pg.Pool;
  handlers: Readonly<Record<string, JobHandler>>;
  schedules: readonly Schedule[];
  log: JobLog;
  /** Jobs run at once by this instance. */
  concurrency?: number;
  /**
   * How often to look for jobs that became due (retries, jobs queued for
   * later). New jobs need no polling: graphile-worker hears of them by
   * LISTEN/NOTIFY as their transaction commits.
   */
  pollIntervalMs?: number;
}

/**
 * This instance's background work on graphile-worker: the shop's tasks and
 * its schedules. `start()` runs it until `stop()` (graceful: running jobs
 * finish); `runDue(at)` is the jobs command's one-off run.
 */
export class JobRunner {
  private runner: Runner | null = null;
  private running = false;

  constructor(private readonly options: JobRunnerOptions) {}

  async start(): Promise<void> {
    if (this.runner) return;
    const { options } = this;
    this.runner = await run({
      pgPool: options.pool,
      schema: WORKER_SCHEMA,
      taskList: taskList(options.handlers, options.log),
      parsedCronItems: parseSchedules(options.schedules),
      concurrency: options.concurrency ?? 4,
      pollInterval: options.pollIntervalMs ?? 2000,
      // The server's own SIGINT/SIGTERM handling closes the app, which stops this.
      noHandleSignals: true,
      preset: FLUSH_ON_STOP,
      // A due run's schedule jobs are for the due run alone (see due-run.ts).
      forbiddenFlags: [DUE_RUN_FLAG],
      logger: workerLogger((level, message) => options.log[level]({}, message)),
    });
    this.running = true;
    this.runner.promise.then(
      () => void (this.running = false),
      (error: unknown) => {
        this.running = false;
        options.log.error({ error: error instanceof Error ? error.message : String(error) }, 'job runner stopped');
      },
    );
  }

  /** Whether this instance is running jobs now (readiness: an instance meant to run jobs must be). */
  get started(): boolean {
    return this.running;
  }

  /** Stops taking jobs and waits for the running ones. */
  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    if (runner && this.running) await runner.stop();
    this.running = false;
  }

  /** Runs, once, everything due at `dueAt` (see due-run.ts); `now` is the real time. */
  runDue(dueAt: Date, now: Date = new Date()): Promise<DueRun> {
    const { options } = this;
    return runDueJobs({
      pool: options.pool,
      tasks: taskList(options.handlers, options.log),
      schedules: parseSchedules(options.schedules),
      dueAt,
      now,
      log: options.log,
    });
  }
}
