import type { CartDocument } from '../cart-document/document.ts';

/**
 * A card charge the shop asked (or is about to ask) a gateway for: a
 * pending payment row with the idempotency key the gateway knows it by.
 */
export interface ChargeAttempt {
  paymentId: number;
  orderId: number;
  gateway: string;
  amount: number;
  idempotencyKey: string;
  /** The session that placed the order (the cart goes back to it after a decline found later). */
  sessionToken: string;
  /** The cart the order was placed from, when this attempt was the checkout's. */
  restoreCart: CartDocument | null;
  createdAt: Date;
}

/** Whether an answer was recorded, or the attempt had been closed already (answered by another request, or by reconciliation). */
export type AttemptRecording = 'recorded' | 'closed';

export interface FailureOptions {
  /** Give the shopper their cart back (into this session, if its cart is empty by now). */
  restore: { sessionToken: string; cart: CartDocument } | null;
  /** Mail the customer that the payment did not go through, with the pay-for-order link (a failure found later, not at checkout). */
  notify: boolean;
}
