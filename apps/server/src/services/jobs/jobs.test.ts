import { currentJobOrigin, queueJob, runWithJobOrigin, type DatabaseHandle } from '@soul/db';
import { connectTestDatabase } from '@soul/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JobRunner } from './job-runner.ts';
import { defineTask, type JobHandler, type JobLog } from './job-task.ts';
import { lastFiring, parseSchedules } from './schedules.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await connectTestDatabase();
});
afterAll(async () => database.close());

/** A task name no other test file's worker knows, so only this file's runners take its jobs. */
let names = 0;
const uniqueTask = (what: string) => `test_${what}_${process.pid}_${Date.now()}_${names++}`;

interface LogLine {
  level: string;
  fields: Record<string, unknown>;
  message: string;
}
function captureLog(): { log: JobLog; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: string) => (fields: object, message: string) =>
    void lines.push({ level, fields: fields as Record<string, unknown>, message });
  return { log: { info: at('info'), warn: at('warn'), error: at('error') }, lines };
}

const jobsOf = async (task: string) =>
  // The public view leaves the payload out; the table behind it has it.
  (
    await database.db.execute(sql`SELECT j.payload, j.attempts, j.last_error, j.run_at FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = ${task} ORDER BY j.id`)
  ).rows as {
    payload: Record<string, unknown>;
    attempts: number;
    last_error: string | null;
    run_at: string;
  }[];

const runner = (
  handlers: Record<string, JobHandler>,
  log: JobLog = captureLog().log,
  schedules: ConstructorParameters<typeof JobRunner>[0]['schedules'] = [],
) => new JobRunner({ pool: database.pool, handlers, schedules, log, concurrency: 2, pollIntervalMs: 200 });

describe('jobs on graphile-worker', () => {
  it('a job queued in a transaction commits or rolls back with it', async () => {
    const task = uniqueTask('tx');
    await expect(
      database.db.transaction(async (tx) => {
        await queueJob(tx, task, { n: 1 });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await jobsOf(task)).toEqual([]);

    await database.db.transaction(async (tx) => queueJob(tx, task, { n: 2 }));
    expect((await jobsOf(task)).map((j) => j.payload)).toEqual([{ n: 2 }]);
  });

  it('runs a job soon after it is queued, with the id of the request that queued it in its payload, its log and the jobs it queues', async () => {
    const [first, second] = [uniqueTask('first'), uniqueTask('second')];
    const seen: { task: string; requestId: string | undefined; payload: unknown }[] = [];
    const { log, lines } = captureLog();
    const worker = runner(
      {
        [first]: defineTask(z.object({ n: z.number() }), async (payload, job) => {
          seen.push({ task: first, requestId: job.requestId, payload });
          // Queued while running the first job: it keeps the request's id.
          await queueJob(database.db, second, { n: payload.n + 1 });
        }),
        [second]: async (payload, job) => void seen.push({ task: second, requestId: job.requestId, payload }),
      },
      log,
    );
    await worker.start();
    try {
      expect(worker.started).toBe(true);
      await runWithJobOrigin({ requestId: 'req-42' }, () => queueJob(database.db, first, { n: 1 }));
      expect(currentJobOrigin()).toBeUndefined();
      await expect.poll(() => seen.length, { timeout: 5000, interval: 20 }).toBe(2);
    } finally {
      await worker.stop();
    }
    expect(worker.started).toBe(false);
    expect(seen).toEqual([
      // A task's schema keeps only its own fields; the raw payload carries the request id.
      { task: first, requestId: 'req-42', payload: { n: 1 } },
      { task: second, requestId: 'req-42', payload: { n: 2, requestId: 'req-42' } },
    ]);
    expect(lines.filter((l) => l.message === 'job done').map((l) => [l.fields.task, l.fields.requestId])).toEqual([
      [first, 'req-42'],
      [second, 'req-42'],
    ]);
    // Done jobs are deleted: nothing (a reset link, say) stays behind.
    expect(await jobsOf(first)).toEqual([]);
  });

  it('a failing job is logged and kept for a retry later, with its error', async () => {
    const task = uniqueTask('fail');
    const { log, lines } = captureLog();
    await runWithJobOrigin({ requestId: 'req-7' }, () => queueJob(database.db, task, {}));
    const result = await runner(
      {
        [task]: async () => {
          throw new Error('smtp down');
        },
      },
      log,
    ).runDue(new Date());
    expect(result).toMatchObject({ jobs: 1, failed: 1 });
    const [job] = await jobsOf(task);
    expect(job).toMatchObject({ attempts: 1, last_error: expect.stringContaining('smtp down') });
    expect(new Date(job?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(lines).toContainEqual({
      level: 'warn',
      fields: expect.objectContaining({ task, requestId: 'req-7', error: 'smtp down' }),
      message: 'job failed, will retry',
    });
  });

  it('a schedule runs once across instances: two workers making up missed minutes schedule each minute once', async () => {
    const task = uniqueTask('cron');
    const identifier = `${task}_schedule`;
    // Known to the database, last run 5 minutes ago (as after a downtime).
    await database.db.execute(sql`INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since, last_execution)
      VALUES (${identifier}, now() - interval '1 hour', date_trunc('minute', now()) - interval '5 minutes')`);
    const runs: string[] = [];
    const handler = defineTask(z.object({ _cron: z.object({ ts: z.string() }) }), async (payload) => void runs.push(payload._cron.ts));
    const schedules = [{ identifier, task, cron: '* * * * *', backfillMs: 10 * 60_000 }];
    const [a, b] = [runner({ [task]: handler }, undefined, schedules), runner({ [task]: handler }, undefined, schedules)];
    if (!a || !b) throw new Error('no runners');
    await Promise.all([a.start(), b.start()]);
    try {
      await expect.poll(() => runs.length, { timeout: 5000, interval: 50 }).toBeGreaterThanOrEqual(4);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(new Set(runs).size).toBe(runs.length);
  });

  it('runDue runs the jobs due by then and the schedules that would have fired, once, and leaves later jobs', async () => {
    const [task, later, monthly] = [uniqueTask('due'), uniqueTask('later'), uniqueTask('monthly')];
    const now = new Date();
    const dueAt = new Date(now.getTime() + 40 * 86_400_000);
    await queueJob(database.db, task, { what: 'renewal' }, { runAt: new Date(now.getTime() + 30 * 86_400_000) });
    await queueJob(database.db, later, {}, { runAt: new Date(now.getTime() + 60 * 86_400_000) });
    const ran: string[] = [];
    const record =
      (name: string): JobHandler =>
      async () =>
        void ran.push(name);
    const worker = runner({ [task]: record(task), [later]: record(later), [monthly]: record(monthly) }, undefined, [
      { identifier: monthly, task: monthly, cron: '0 9 1 * *' },
    ]);
    const result = await worker.runDue(dueAt, now);
    expect(result.schedules).toEqual([monthly]);
    expect(ran.sort()).toEqual([monthly, task].sort());
    expect(await jobsOf(later)).toHaveLength(1);
    expect(await jobsOf(task)).toEqual([]);
  });

  it('finds the last time a schedule fires in a window', () => {
    const [monthly] = parseSchedules([{ identifier: 'm', task: 'm', cron: '0 9 1 * *' }]);
    if (!monthly) throw new Error('not parsed');
    expect(lastFiring(monthly, new Date('2027-01-15T00:00Z'), new Date('2027-03-01T09:00Z'))?.toISOString()).toBe(
      '2027-03-01T09:00:00.000Z',
    );
    expect(lastFiring(monthly, new Date('2027-01-15T00:00Z'), new Date('2027-03-01T08:59Z'))?.toISOString()).toBe(
      '2027-02-01T09:00:00.000Z',
    );
    expect(lastFiring(monthly, new Date('2027-02-01T09:00Z'), new Date('2027-02-20T00:00Z'))).toBeNull();
  });
});
