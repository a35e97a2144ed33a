import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';

/** Queues the order's e-mails (confirmation and shop notice) in the caller's transaction. */
export async function enqueueOrderMail(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`INSERT INTO jobs (kind, payload) VALUES ('order_emails', ${JSON.stringify({ orderId })}::jsonb)`);
}
