import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Including this one. */
  attempts: number;
  maxAttempts: number;
}

/** How long a claimed job is hidden from other workers: a worker that dies mid-job frees it after this. */
const LEASE_SECONDS = 300;

/**
 * The durable job table (DESIGN §2). Claiming moves a job's `run_at` past
 * the lease, so each job runs on one worker at a time across instances;
 * finishing marks it done, failing schedules the next try with backoff.
 */
export class PgJobRepository {
  constructor(private readonly db: Database) {}

  async enqueue(kind: string, payload: unknown, runAt: Date = new Date()): Promise<number> {
    const rows = (await this.db.execute(sql`INSERT INTO jobs (kind, payload, run_at) VALUES (${kind}, ${JSON.stringify(payload)}::jsonb, ${runAt.toISOString()}) RETURNING id`)).rows as { id: number }[];
    return Number(rows[0]?.id);
  }

  /**
   * Queues a job under a unique key unless one with that key is queued
   * already (the partial unique index jobs_unique_queued decides, so across
   * instances at most one is ever queued). True when this call queued it.
   */
  async enqueueOnce(kind: string, uniqueKey: string, payload: unknown, runAt: Date = new Date()): Promise<boolean> {
    const rows = (
      await this.db.execute(sql`INSERT INTO jobs (kind, payload, run_at, unique_key) VALUES (${kind}, ${JSON.stringify(payload)}::jsonb, ${runAt.toISOString()}, ${uniqueKey})
        ON CONFLICT (unique_key) WHERE status = 'queued' DO NOTHING RETURNING id`)
    ).rows;
    return rows.length > 0;
  }

  /**
   * Finishes a recurring job (with the error, if this run failed: the next
   * run is the retry) and queues its next run, in one transaction: the chain
   * never breaks between the two, and the unique key (freed once this run
   * is done) keeps it to one queued run.
   */
  async completeAndRequeue(job: ClaimedJob, uniqueKey: string, nextRunAt: Date, error: string | null = null): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE jobs SET status = 'done', finished_at = now(), last_error = ${error?.slice(0, 2000) ?? null} WHERE id = ${job.id}`);
      await tx.execute(sql`INSERT INTO jobs (kind, payload, run_at, unique_key) VALUES (${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${nextRunAt.toISOString()}, ${uniqueKey})
        ON CONFLICT (unique_key) WHERE status = 'queued' DO NOTHING`);
    });
  }

  /** Due jobs of the given kinds (a worker claims only what it can run), at most `limit`. */
  async claim(limit: number, kinds: readonly string[]): Promise<ClaimedJob[]> {
    if (kinds.length === 0) return [];
    const rows = (
      await this.db.execute(sql`UPDATE jobs SET attempts = attempts + 1, run_at = now() + make_interval(secs => ${LEASE_SECONDS})
        WHERE id IN (SELECT id FROM jobs WHERE status = 'queued' AND run_at <= now() AND kind IN (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})
          ORDER BY run_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, payload, attempts, max_attempts`)
    ).rows as { id: number; kind: string; payload: unknown; attempts: number; max_attempts: number }[];
    return rows.map((r) => ({ id: Number(r.id), kind: r.kind, payload: r.payload, attempts: r.attempts, maxAttempts: r.max_attempts }));
  }

  async complete(id: number): Promise<void> {
    // A rendered mail (send_mail) may hold a secret link: once sent it is not kept in the job.
    await this.db.execute(sql`UPDATE jobs SET status = 'done', finished_at = now(), last_error = NULL,
        payload = CASE WHEN kind = 'send_mail' THEN '{}'::jsonb ELSE payload END
      WHERE id = ${id}`);
  }

  /** Schedules another try after `retryInSeconds`, or gives up (status dead) after the last attempt. */
  async fail(job: ClaimedJob, error: string, retryInSeconds: number): Promise<'retry' | 'dead'> {
    const dead = job.attempts >= job.maxAttempts;
    await this.db.execute(sql`UPDATE jobs SET last_error = ${error.slice(0, 2000)},
        status = ${dead ? 'dead' : 'queued'}, finished_at = ${dead ? sql`now()` : null},
        run_at = now() + make_interval(secs => ${retryInSeconds})
      WHERE id = ${job.id}`);
    return dead ? 'dead' : 'retry';
  }

  async status(id: number): Promise<{ status: string; attempts: number; lastError: string | null } | null> {
    const rows = (await this.db.execute(sql`SELECT status, attempts, last_error FROM jobs WHERE id = ${id}`)).rows as { status: string; attempts: number; last_error: string | null }[];
    const row = rows[0];
    return row ? { status: row.status, attempts: row.attempts, lastError: row.last_error } : null;
  }
}

export interface SentMailRecord {
  id: number;
  /** The recipient. */
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What it is (order_confirmation, new_order …), for the mailbox and logs. */
  kind: string;
  /** What it is about ('order:12'): with `kind`, a retried job never sends one mail twice. */
  ref: string;
  transport: string;
  /** Files sent with it (an invoice PDF), content base64-encoded. */
  attachments?: MailAttachment[];
  sentAt: Date;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** Every e-mail sent, whatever the transport; the dev mailbox lists them. */
export class PgSentMailRepository {
  constructor(private readonly db: Database) {}

  async record(mail: Omit<SentMailRecord, 'id' | 'sentAt'>): Promise<void> {
    await this.db.execute(sql`INSERT INTO sent_mail ("to", subject, html, text, kind, ref, transport, attachments)
      VALUES (${mail.to}, ${mail.subject}, ${mail.html}, ${mail.text}, ${mail.kind}, ${mail.ref}, ${mail.transport}, ${JSON.stringify(mail.attachments ?? [])}::jsonb)`);
  }

  /** Whether this mail (kind + ref) was already sent: a retried job skips it. */
  async wasSent(kind: string, ref: string): Promise<boolean> {
    return (await this.db.execute(sql`SELECT 1 FROM sent_mail WHERE ref = ${ref} AND kind = ${kind} LIMIT 1`)).rows.length > 0;
  }

  async latest(limit: number, to?: string): Promise<SentMailRecord[]> {
    const rows = (
      // Attachments are listed by name only here: their content is read one mail at a time (find).
      await this.db.execute(sql`SELECT id, "to", subject, html, text, kind, ref, transport, sent_at,
          (SELECT coalesce(jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType', 'base64', '')), '[]'::jsonb)
            FROM jsonb_array_elements(attachments) a) AS attachments
        FROM sent_mail
        ${to ? sql`WHERE "to" = ${to.toLowerCase()}` : sql``} ORDER BY id DESC LIMIT ${limit}`)
    ).rows as { id: number; to: string; subject: string; html: string; text: string; kind: string; ref: string; transport: string; attachments: MailAttachment[]; sent_at: string }[];
    return rows.map((r) => ({ ...r, id: Number(r.id), sentAt: new Date(r.sent_at) }));
  }

  async find(id: number): Promise<SentMailRecord | null> {
    const rows = (await this.db.execute(sql`SELECT id, "to", subject, html, text, kind, ref, transport, attachments, sent_at FROM sent_mail WHERE id = ${id}`)).rows as {
      id: number; to: string; subject: string; html: string; text: string; kind: string; ref: string; transport: string; attachments: MailAttachment[]; sent_at: string;
    }[];
    const r = rows[0];
    return r ? { ...r, id: Number(r.id), sentAt: new Date(r.sent_at) } : null;
  }
}
