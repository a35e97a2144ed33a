import { is, SQL, sql } from 'drizzle-orm';
import { currentJobOrigin } from './job-origin.ts';

/** graphile-worker's schema (its own migrations create it, see migrate.ts). */
export const WORKER_SCHEMA = 'graphile_worker';

/** Tries before a job is given up (graphile-worker's default, 25, would retry a broken mail for days). */
export const JOB_MAX_ATTEMPTS = 8;

/** The request that queued the job (see job-origin.ts), for the job to log with. */
function originJson(): string {
  const origin = currentJobOrigin();
  return JSON.stringify(origin ? { requestId: origin.requestId } : {});
}

export interface AddJobOptions {
  runAt?: Date;
  /** A job with this key replaces the queued one with the same key. */
  jobKey?: string;
  /** 'preserve_run_at': a keyed job already queued keeps its time (a throttled job is not brought forward). */
  jobKeyMode?: 'replace' | 'preserve_run_at';
  /** Workers started with one of these as a forbidden flag leave the job alone. */
  flags?: string[];
  /** Tries before giving up (default JOB_MAX_ATTEMPTS). */
  maxAttempts?: number;
}

/**
 * `graphile_worker.add_job(task, payload)` as an SQL expression, for a query
 * in the caller's transaction: the job commits or rolls back with what
 * caused it. `payload` is an object, or SQL building a jsonb object from the
 * query's rows (`jsonb_build_object('orderId', id)`). The request id of the
 * current request is added to the payload.
 *
 * In a CTE, reference the CTE from the main query: a plain SELECT in a WITH
 * clause (unlike INSERT) runs only when something reads it.
 */
export function addJobSql(task: string, payload: object | SQL, options: AddJobOptions = {}): SQL {
  const body = is(payload, SQL) ? payload : sql`${JSON.stringify(payload)}::jsonb`;
  return sql`${sql.raw(WORKER_SCHEMA)}.add_job(${task}::text, (${body} || ${originJson()}::jsonb)::json,
    run_at := ${options.runAt?.toISOString() ?? null}::timestamptz, max_attempts := ${options.maxAttempts ?? JOB_MAX_ATTEMPTS}::int, job_key := ${options.jobKey ?? null}::text, job_key_mode := ${options.jobKeyMode ?? null}::text,
    flags := ${
      options.flags
        ? sql`ARRAY[${sql.join(
            options.flags.map((f) => sql`${f}`),
            sql`, `,
          )}]::text[]`
        : sql`NULL`
    })`;
}

/** Something that runs SQL: a Drizzle database or transaction. */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** Queues a job through `tx` (a transaction, usually: see addJobSql). */
export async function queueJob(tx: SqlExecutor, task: string, payload: object, options: AddJobOptions = {}): Promise<void> {
  await tx.execute(sql`SELECT ${addJobSql(task, payload, options)}`);
}
