import type { ClaimedJob, PgJobRepository } from '@soul/db';

export type JobHandler = (payload: unknown) => Promise<void>;

/** A job that runs every `everySeconds` on one instance at a time (reconciliation). */
export interface RecurringJob {
  kind: string;
  everySeconds: number;
}

/** Seconds before retry n (1-based): 5 s, 10 s, 20 s … capped at an hour. */
export function backoffSeconds(attempt: number): number {
  return Math.min(5 * 2 ** (attempt - 1), 3600);
}

/**
 * Runs due jobs from the job table. Every instance may run one: claiming
 * skips rows another worker holds. Polls every `intervalMs`; `runDue()` is
 * also called directly (tests, and right after an order to send its mail
 * without waiting for the next tick).
 *
 * Recurring jobs are one queued row each, under a unique key (the kind):
 * every instance seeds it on start (the unique index keeps one), and each
 * run, done or failed, queues the next in the same transaction. So a
 * schedule runs once across all instances, and nothing in one process's
 * memory decides it. (Kept thin: the work lives in services with a `now`.)
 */
export class JobWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly jobs: PgJobRepository,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: (message: string) => void,
    private readonly intervalMs = 1000,
    private readonly recurring: readonly RecurringJob[] = [],
  ) {}

  start(): void {
    if (this.timer) return;
    void this.seedRecurring().catch((e: unknown) => this.log(`job worker: ${String(e)}`));
    this.timer = setInterval(() => void this.runDue().catch((e: unknown) => this.log(`job worker: ${String(e)}`)), this.intervalMs);
    this.timer.unref();
  }

  /** Whether this instance polls for jobs (readiness: an instance meant to run jobs must be doing so). */
  get started(): boolean {
    return this.timer !== null;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Queues each recurring job unless it is queued already (on any instance). */
  async seedRecurring(): Promise<void> {
    for (const job of this.recurring) await this.jobs.enqueueOnce(job.kind, job.kind, {});
  }

  /** Runs what is due now (one batch at a time per process); resolves with how many jobs ran. */
  async runDue(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.runBatch().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runBatch(): Promise<number> {
    const claimed = await this.jobs.claim(10, Object.keys(this.handlers));
    await Promise.all(claimed.map((job) => this.runOne(job)));
    return claimed.length;
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.kind];
    const recurring = this.recurring.find((r) => r.kind === job.kind);
    if (recurring && handler) {
      const next = new Date(Date.now() + recurring.everySeconds * 1000);
      let error: string | null = null;
      try {
        await handler(job.payload);
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
        this.log(`job ${job.id} (${job.kind}) failed, runs again at ${next.toISOString()}: ${error}`);
      }
      await this.jobs.completeAndRequeue(job, recurring.kind, next, error);
      return;
    }
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
      await this.jobs.complete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await this.jobs.fail(job, message, backoffSeconds(job.attempts));
      this.log(`job ${job.id} (${job.kind}) attempt ${job.attempts} failed${outcome === 'dead' ? ', giving up' : ''}: ${message}`);
    }
  }
}
