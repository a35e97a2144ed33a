import { runWithJobOrigin } from '@soul/db';
import type { Task, TaskList } from 'graphile-worker';
import { z } from 'zod';

/** Where jobs log: pino's shape (the app's logger), fields first. */
export interface JobLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** What a handler knows about the job it runs. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** The request that queued the job (absent for schedules). */
  requestId: string | undefined;
}

/** Queues a background job (the composition root gives services graphile-worker's add_job through this). */
export type QueueJob = (
  task: string,
  payload: object,
  options?: { jobKey?: string; runAt?: Date; jobKeyMode?: 'replace' | 'preserve_run_at' },
) => Promise<void>;

/** A task's work, given the job's raw payload (checked by defineTask's schema). */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

/**
 * A task: its payload schema (zod: a payload is input from the database,
 * possibly queued by an older build) and what it does with a valid payload.
 */
export function defineTask<T>(schema: z.ZodType<T>, run: (payload: T, job: JobContext) => Promise<void>): JobHandler {
  return async (payload, job) => run(schema.parse(payload), job);
}

/** The part of every payload the shop's SQL adds (see addJobSql in @soul/db). */
const envelopeSchema = z.object({ requestId: z.string().max(200).optional() });

/**
 * graphile-worker's task list from the shop's handlers. Each run logs with
 * the id of the request that queued the job, and runs with it as the origin
 * of any job it queues in turn, so a chain of jobs keeps the request's id.
 * A failure is thrown back to graphile-worker, which retries with backoff.
 */
export function taskList(handlers: Readonly<Record<string, JobHandler>>, log: JobLog): TaskList {
  const tasks: TaskList = {};
  for (const [name, handler] of Object.entries(handlers)) {
    const task: Task = async (payload, helpers) => {
      const envelope = envelopeSchema.safeParse(payload);
      const requestId = envelope.success ? envelope.data.requestId : undefined;
      const job: JobContext = { jobId: String(helpers.job.id), attempt: helpers.job.attempts, requestId };
      const fields = { task: name, jobId: job.jobId, attempt: job.attempt, requestId };
      try {
        await (requestId ? runWithJobOrigin({ requestId }, () => handler(payload, job)) : handler(payload, job));
      } catch (error) {
        const last = helpers.job.attempts >= helpers.job.max_attempts;
        log.warn(
          { ...fields, error: error instanceof Error ? error.message : String(error) },
          last ? 'job failed, giving up' : 'job failed, will retry',
        );
        throw error;
      }
      log.info(fields, 'job done');
    };
    tasks[name] = task;
  }
  return tasks;
}
