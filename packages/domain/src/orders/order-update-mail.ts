/** What a customer is mailed about after their order was placed: an edit, a cancellation, a refund, or a card payment found later not to have gone through. */
export const ORDER_UPDATE_KINDS = ['edited', 'cancelled', 'refunded', 'payment_failed'] as const;

/** The payload of the job that sends that mail (queued in the transaction that made the change). */
export interface OrderUpdateJobPayload {
  orderId: number;
  kind: (typeof ORDER_UPDATE_KINDS)[number];
  /** Cents moved: charged (> 0) or given back (< 0) by an edit; given back by a cancel or refund; still owed after a failed payment. */
  amount: number;
  /** Tells this change of the order from others (a retried job never mails one twice). */
  ref: string;
}
