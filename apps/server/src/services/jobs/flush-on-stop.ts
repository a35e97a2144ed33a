import type { SharedOptions } from 'graphile-worker';

/**
 * graphile-worker records a job's success or failure without waiting for
 * it, unless those writes are batched: then stopping (and `runOnce`
 * returning) waits for the batch. A batch window of 0 ms batches nothing
 * away from the moment, so a stopped worker or a finished due run has
 * recorded every job it ran before the pool can close.
 */
export const FLUSH_ON_STOP: NonNullable<SharedOptions['preset']> = { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } };
