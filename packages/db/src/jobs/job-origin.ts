import { AsyncLocalStorage } from 'node:async_hooks';

/** Where a job came from: the HTTP request (or the job) that queued it. */
export interface JobOrigin {
  requestId: string;
}

// Ambient rather than a parameter: jobs are queued deep inside repositories
// (in the SQL of the transaction that causes them), and threading a request
// id through every command to reach them would touch every signature on the
// way for one log field.
const storage = new AsyncLocalStorage<JobOrigin>();

/** Runs `work` with `origin` as the origin of every job it queues. */
export function runWithJobOrigin<T>(origin: JobOrigin, work: () => T): T {
  return storage.run(origin, work);
}

/** The origin of jobs queued now, if a request (or a job) is running. */
export function currentJobOrigin(): JobOrigin | undefined {
  return storage.getStore();
}
