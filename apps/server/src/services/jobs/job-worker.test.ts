import { PgJobRepository } from '@soul/db';
import { connectTestDatabase } from '@soul/db/testing';
import type { DatabaseHandle } from '@soul/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffSeconds, JobWorker } from './job-worker.ts';

let database: DatabaseHandle;
let jobs: PgJobRepository;
beforeAll(async () => {
  database = await connectTestDatabase();
  jobs = new PgJobRepository(database.db);
});
afterAll(async () => database.close());

/** Makes a job due now (as if its backoff had passed). */
const dueNow = (id: number) => database.db.execute(sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE id = ${id}`);

describe('JobWorker', () => {
  it('runs a due job once and marks it done', async () => {
    const kind = `test_ok_${Date.now()}`;
    const seen: unknown[] = [];
    const id = await jobs.enqueue(kind, { n: 1 });
    const worker = new JobWorker(jobs, { [kind]: async (payload) => void seen.push(payload) }, () => {});
    // Other test files' jobs may be due too: run until ours is done.
    await expect.poll(async () => (await worker.runDue(), (await jobs.status(id))?.status), { timeout: 5000 }).toBe('done');
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('retries a failing job with backoff, then gives up after its last attempt', async () => {
    const kind = `test_fail_${Date.now()}`;
    const id = await jobs.enqueue(kind, {});
    await database.db.execute(sql`UPDATE jobs SET max_attempts = 2 WHERE id = ${id}`);
    const logs: string[] = [];
    const worker = new JobWorker(jobs, { [kind]: async () => { throw new Error('smtp down'); } }, (m) => logs.push(m));
    await expect.poll(async () => (await worker.runDue(), (await jobs.status(id))?.attempts), { timeout: 5000 }).toBe(1);
    expect(await jobs.status(id)).toEqual({ status: 'queued', attempts: 1, lastError: 'smtp down' });
    const next = (await database.db.execute(sql`SELECT run_at > now() + interval '3 seconds' AS later FROM jobs WHERE id = ${id}`)).rows[0];
    expect(next).toEqual({ later: true });
    await dueNow(id);
    await expect.poll(async () => (await worker.runDue(), (await jobs.status(id))?.status), { timeout: 5000 }).toBe('dead');
    expect(logs.some((m) => m.includes('giving up'))).toBe(true);
  });

  it('a recurring job is queued once across instances, runs on one of them, and queues its next run even when it fails', async () => {
    const kind = `test_recurring_${Date.now()}`;
    let runs = 0;
    const handler = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (runs === 2) throw new Error('gateway unreachable');
    };
    // Two instances on one database, each with the schedule.
    const [a, b] = [0, 1].map(() => new JobWorker(jobs, { [kind]: handler }, () => {}, 1000, [{ kind, everySeconds: 600 }]));
    if (!a || !b) throw new Error('no workers');
    await Promise.all([a.seedRecurring(), b.seedRecurring(), a.seedRecurring()]);
    const queued = async () => (await database.db.execute(sql`SELECT id, run_at > now() + interval '500 seconds' AS later, last_error FROM jobs WHERE kind = ${kind} AND status = 'queued'`)).rows as { id: number; later: boolean; last_error: string | null }[];
    expect(await queued()).toHaveLength(1);

    const runBoth = async () => {
      const [first] = await queued();
      if (first) await dueNow(first.id);
      await Promise.all([a.runDue(), b.runDue()]);
    };
    await runBoth();
    expect(runs).toBe(1);
    expect(await queued()).toEqual([{ id: expect.any(Number), later: true, last_error: null }]);
    await runBoth();
    expect(runs).toBe(2);
    // The failed run is done, with its error; the next one is queued all the same.
    expect(await queued()).toHaveLength(1);
    const failed = (await database.db.execute(sql`SELECT last_error FROM jobs WHERE kind = ${kind} AND status = 'done' ORDER BY id DESC LIMIT 1`)).rows[0];
    expect(failed).toEqual({ last_error: 'gateway unreachable' });
    // A restart seeds again: still one queued.
    await b.seedRecurring();
    expect(await queued()).toHaveLength(1);
  });

  it('backs off 5 s, 10 s, 20 s … up to an hour', () => {
    expect([1, 2, 3, 4, 20].map(backoffSeconds)).toEqual([5, 10, 20, 40, 3600]);
  });
});
