import type { ContactMessage, ContactRepository } from '@soul/domain/accounts/contact-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { queueJob } from '../jobs/add-job.ts';
import { SEND_MAIL_JOB } from '../jobs/task-names.ts';
import { contactMessages } from '../schema/index.ts';

/** Messages from the account's contact form: kept, and mailed to the shop by a durable job. */
export class PgContactRepository implements ContactRepository {
  constructor(private readonly db: Database) {}

  /** Messages this user sent in the last `seconds` (the per-account limit). */
  async sentSince(userId: number, seconds: number): Promise<number> {
    const rows = (
      await this.db.execute(
        sql`SELECT count(*)::int AS n FROM contact_messages WHERE user_id = ${userId} AND subject IS NOT NULL AND created_at > now() - make_interval(secs => ${seconds})`,
      )
    ).rows as { n: number }[];
    return rows[0]?.n ?? 0;
  }

  /** Keeps the message and queues its mail in one transaction: both happen, or neither. */
  async record(message: ContactMessage, mail: (messageId: number) => object): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message not stored');
      await queueJob(tx, SEND_MAIL_JOB, mail(row.id));
      return row.id;
    });
  }
}
