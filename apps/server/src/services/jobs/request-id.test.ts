import { queueJob } from '@soul/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A task no worker knows, so its job stays queued for the test to read.
const TASK = `test_request_origin_${process.pid}_${Date.now()}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { jobWorker: false },
    {
      // Stands for any route whose service queues a job, however deep in a repository.
      beforeReady: (app) => app.post('/test/queue-job', async () => void (await queueJob(t.database.db, TASK, { n: 1 }))),
    },
  );
});
afterAll(async () => t.close());

it('a job queued while a request runs carries that request id (the X-Request-Id answered)', async () => {
  const answer = await t.app.inject({ method: 'POST', url: '/test/queue-job' });
  const requestId = answer.headers['x-request-id'];
  expect(typeof requestId).toBe('string');
  const rows = (
    await t.database.db.execute(sql`SELECT j.payload FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks k ON k.id = j.task_id WHERE k.identifier = ${TASK}`)
  ).rows;
  expect(rows).toEqual([{ payload: { n: 1, requestId } }]);
});
