import type { OrderUpdateJobPayload } from '@soul/domain/orders/order-update-mail';
import type { Database } from '../../connection.ts';
import { queueJob } from '../../jobs/add-job.ts';
import { ORDER_UPDATE_MAIL_JOB } from '../../jobs/task-names.ts';

/**
 * The job that mails a customer about a change to their order (edited,
 * cancelled, refunded), or that its card payment, found out later, did
 * not go through (payment_failed: the mail links to the pay-for-order page). Queued in the transaction that made the change, so
 * the mail goes if and only if the change happened.
 */
export { ORDER_UPDATE_MAIL_JOB };

/** Queues the customer's mail about this change, inside the change's own transaction `tx`. */
export async function queueOrderUpdateMail(tx: Pick<Database, 'execute'>, payload: OrderUpdateJobPayload): Promise<void> {
  await queueJob(tx, ORDER_UPDATE_MAIL_JOB, payload);
}
