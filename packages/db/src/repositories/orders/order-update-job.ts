/**
 * The job that mails a customer about a change to their order (edited,
 * cancelled, refunded). Queued in the transaction that made the change, so
 * the mail goes if and only if the change happened.
 */
export const ORDER_UPDATE_MAIL_JOB = 'order_update_mail';

export interface OrderUpdateJobPayload {
  orderId: number;
  kind: 'edited' | 'cancelled' | 'refunded';
  /** Cents moved: charged (> 0) or given back (< 0) by an edit; given back by a cancel or refund. */
  amount: number;
  /** Tells this change of the order from others (a retried job never mails one twice). */
  ref: string;
}
