/** Why money is given back: by an administrator, for a cancellation, for an order change, or to void a charge that came too late. */
export const REFUND_PURPOSES = ['manual', 'cancel', 'change', 'void'] as const;
export type RefundPurpose = (typeof REFUND_PURPOSES)[number];

/**
 * A refund recorded before the gateway is asked for it (payment_refunds),
 * its amount held on the payment so no other refund can promise the same
 * money. The gateway call happens after the commit; `finishRefund`
 * records the answer.
 */
export interface RefundIntent {
  id: number;
  paymentId: number;
  orderId: number;
  gateway: string;
  /** The charge being given back. */
  transactionId: string;
  amount: number;
  idempotencyKey: string;
  purpose: RefundPurpose;
  changeId: number | null;
  createdAt: Date;
}

/** A refund's answer: done (with the gateway's refund id) or failed. */
export type RefundOutcome = { ok: true; refundId: string } | { ok: false; detail: string };

export type RefundRequestResult = { ok: true; intent: RefundIntent } | { ok: false; reason: 'not_found' | 'not_refundable' | 'too_large' };
